'use strict';
const lib = require('./lib');
lib.run(lib.postArgs(process.env), { download: false });
