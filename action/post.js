'use strict';
require('./lib').run(['auth', 'cleanup'], { download: false });
