'use strict';
require('./lib').run(['auth', 'cleanup']);
