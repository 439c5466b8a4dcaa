'use strict';
// Test support: a release server on 127.0.0.1 and fake release archives, so the download
// tests and the installer tests need no network. Not loaded by the action itself.

const childProcess = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) {
    crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A zip archive of `{ name: Buffer }` with deflated members, as Windows release assets are.
 * `modes[name]`, when given, is a Unix mode (file type included) recorded for that member
 * as zip tools on Unix record it.
 */
function zip(files, modes = {}) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = Buffer.from(name);
    const packed = zlib.deflateRawSync(content);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(content), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(content.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    // Version made by: 2.0, on MS-DOS, or on Unix (3) when a Unix mode is recorded.
    central.writeUInt16LE(name in modes ? 0x0314 : 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(content), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(name in modes ? modes[name] * 0x10000 : 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += header.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A `ward` stand-in: a shell script reporting `version`, touching `ranMarker` when run. */
function fakeWard(version, ranMarker = null) {
  const touch = ranMarker ? `touch '${ranMarker}'\n` : '';
  return `#!/bin/sh\n${touch}if [ "$1" = "--version" ]; then echo "ward ${version} (abc1234 test)"; exit 0; fi\necho "fake ward $*"\n`;
}

/** A .tar.gz with `files` (`{ name: text }`) at its root; `ward` is executable. */
function tarGz(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ward-asset-'));
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), content, { mode: 0o755 });
  }
  const out = path.join(dir, 'asset.tar.gz');
  const tar = childProcess.spawnSync('tar', ['-czf', out, '-C', dir, ...Object.keys(files)]);
  if (tar.status !== 0) {
    throw new Error(`tar failed: ${tar.stderr}`);
  }
  return fs.readFileSync(out);
}

const TAR_TYPES = { file: '0', hardlink: '1', symlink: '2', chardev: '3', blockdev: '4', dir: '5', fifo: '6' };

/**
 * A .tar.gz written member by member, so a test can put in what a release never should:
 * `entries` is a list of `{ name, type, content, link, mode }` with `type` one of
 * TAR_TYPES' keys (default `file`), `link` the target of a link, `mode` the permissions.
 */
function tarGzOf(entries) {
  const blocks = [];
  for (const { name, type = 'file', content = '', link = '', mode = 0o755 } of entries) {
    const body = Buffer.from(content);
    const header = Buffer.alloc(512);
    const field = (offset, length, value) => header.write(value, offset, length, 'utf8');
    const octal = (offset, length, value) => field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
    field(0, 100, name);
    octal(100, 8, mode);
    octal(108, 8, 0);
    octal(116, 8, 0);
    octal(124, 12, type === 'file' ? body.length : 0);
    octal(136, 12, 1_700_000_000);
    field(148, 8, '        ');
    field(156, 1, TAR_TYPES[type]);
    field(157, 100, link);
    field(257, 8, 'ustar\u000000');
    field(265, 32, 'root');
    field(297, 32, 'root');
    octal(329, 8, 0);
    octal(337, 8, type === 'chardev' || type === 'blockdev' ? 1 : 0);
    const sum = header.reduce((total, byte) => total + byte, 0);
    field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
    blocks.push(header);
    if (type === 'file') {
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

const sha256 = (buffer) => crypto.createHash('sha256').update(buffer).digest('hex');

/** SHA256SUMS for `{ name: Buffer }`, in `sha256sum` format. */
function sums(assets) {
  return Object.entries(assets)
    .map(([name, content]) => `${sha256(content)}  ${name}\n`)
    .join('');
}

/**
 * Serve `assets` (`{ name: Buffer }`) on 127.0.0.1. `faults[name]` may be
 * `{ failFirst: N }` (503 for the first N requests) or `{ cutAt: BYTES }` (announce the full
 * length, send BYTES, drop the connection). Counts requests per path in `hits`.
 */
async function serve(assets, faults = {}) {
  const hits = {};
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url, 'http://x').pathname.split('/').pop());
    hits[name] = (hits[name] || 0) + 1;
    const body = assets[name];
    const fault = faults[name] || {};
    if (body === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    if (fault.failFirst && hits[name] <= fault.failFirst) {
      response.writeHead(503).end('busy');
      return;
    }
    response.writeHead(200, { 'Content-Length': body.length, 'Content-Type': 'application/octet-stream' });
    if (fault.cutAt !== undefined) {
      response.write(body.subarray(0, fault.cutAt), () => response.destroy());
      return;
    }
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/releases/`;
  return { url, hits, close: () => new Promise((resolve) => server.close(resolve)), server };
}

module.exports = { fakeWard, serve, sha256, sums, tarGz, tarGzOf, zip };
