'use strict';
// Release archives: the SHA256SUMS list, and unpacking .tar.gz (with the system tar, which
// every hosted runner has) or .zip (read here, so no unzip tool is needed).

const childProcess = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** The checksum for `name` in a `sha256sum`-format list, or null when it is not listed. */
function checksumFor(sums, name) {
  for (const line of sums.split(/\r?\n/)) {
    // `<64 hex>  <name>`, or `<64 hex> *<name>` from binary-mode tools.
    const match = line.trim().match(/^([0-9a-fA-F]{64})\s+\*?(.+)$/);
    if (match && match[2].trim() === name) {
      return match[1].toLowerCase();
    }
  }
  return null;
}

/** A member path that stays inside the destination (no absolute paths, no `..`). */
function safeMember(dest, name) {
  const normalised = name.replace(/\\/g, '/');
  if (normalised.startsWith('/') || /^[A-Za-z]:/.test(normalised) || normalised.split('/').includes('..')) {
    throw new Error(`the archive holds an unsafe path: ${name}`);
  }
  return path.join(dest, ...normalised.split('/').filter(Boolean));
}

/** Unpack a zip archive (stored or deflated members) into `dest`. */
function unzip(archive, dest) {
  const data = fs.readFileSync(archive);
  const bad = (why) => new Error(`${path.basename(archive)} is not a valid zip archive: ${why}`);
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) {
    throw bad('no end of central directory');
  }
  const count = data.readUInt16LE(eocd + 10);
  let entry = data.readUInt32LE(eocd + 16);
  for (let n = 0; n < count; n++) {
    if (entry + 46 > data.length || data.readUInt32LE(entry) !== 0x02014b50) {
      throw bad('damaged central directory');
    }
    const method = data.readUInt16LE(entry + 10);
    const compressed = data.readUInt32LE(entry + 20);
    const size = data.readUInt32LE(entry + 24);
    const nameLength = data.readUInt16LE(entry + 28);
    const extraLength = data.readUInt16LE(entry + 30);
    const commentLength = data.readUInt16LE(entry + 32);
    const local = data.readUInt32LE(entry + 42);
    const name = data.toString('utf8', entry + 46, entry + 46 + nameLength);
    entry += 46 + nameLength + extraLength + commentLength;

    const target = safeMember(dest, name);
    if (name.endsWith('/')) {
      fs.mkdirSync(target, { recursive: true });
      continue;
    }
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) {
      throw bad(`damaged entry ${name}`);
    }
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const raw = data.subarray(start, start + compressed);
    if (raw.length !== compressed) {
      throw bad(`entry ${name} is cut short`);
    }
    let content;
    if (method === 0) {
      content = raw;
    } else if (method === 8) {
      content = zlib.inflateRawSync(raw);
    } else {
      throw bad(`entry ${name} uses compression method ${method}`);
    }
    if (content.length !== size) {
      throw bad(`entry ${name} has ${content.length} bytes, expected ${size}`);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
}

/** Unpack `archive` (.tar.gz or .zip) into the existing directory `dest`. */
function unpack(archive, dest, spawnSync = childProcess.spawnSync) {
  if (archive.endsWith('.zip')) {
    unzip(archive, dest);
    return;
  }
  const untar = spawnSync('tar', ['-xzf', archive, '-C', dest], { encoding: 'utf8' });
  if (untar.error || untar.status !== 0) {
    const why = untar.error ? untar.error.message : String(untar.stderr).trim();
    throw new Error(`could not unpack ${path.basename(archive)} with tar: ${why}`);
  }
}

module.exports = { checksumFor, safeMember, unpack, unzip };
