'use strict';
const lib = require('./lib');
lib.run(lib.mainArgs(process.env), { addToPath: true });
