'use strict';
require('./lib').run(['auth', '--github-action'], { addToPath: true });
