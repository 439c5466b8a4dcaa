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

/**
 * The refusal for an archive member that is neither a regular file nor a directory: a link
 * or a device named `ward` would make the chmod and the run that follow unpacking act on
 * whatever it points at.
 */
function oddMember(archive, kind, member) {
  return new Error(
    `${path.basename(archive)} holds ${kind} (${member}); release archives hold only regular files and directories, so nothing from it was used`,
  );
}

// `tar -tv` shows a member's type as the first letter of its mode; GNU tar and bsdtar agree.
const TAR_KINDS = { l: 'a symbolic link', h: 'a hard link', c: 'a device', b: 'a device', p: 'a FIFO', s: 'a socket' };

// The file-type bits of a Unix mode, as zip archives made on Unix carry them.
const ZIP_KINDS = { 0o120000: 'a symbolic link', 0o020000: 'a device', 0o060000: 'a device', 0o010000: 'a FIFO', 0o140000: 'a socket' };
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
// FILE_ATTRIBUTE_REPARSE_POINT among the DOS attributes: a link made on Windows.
const DOS_REPARSE_POINT = 0x400;

/** A member path that stays inside the destination (no absolute paths, no `..`). */
function safeMember(dest, name) {
  const normalised = name.replace(/\\/g, '/');
  if (normalised.startsWith('/') || /^[A-Za-z]:/.test(normalised) || normalised.split('/').includes('..')) {
    throw new Error(`the archive holds an unsafe path: ${name}`);
  }
  return path.join(dest, ...normalised.split('/').filter(Boolean));
}

/**
 * Unpack a zip archive (stored or deflated members) into `dest`. The whole central directory
 * is checked before the first byte is written: a member outside `dest`, or one that is not
 * a regular file or a directory, refuses the archive.
 */
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
  const members = [];
  for (let n = 0; n < count; n++) {
    if (entry + 46 > data.length || data.readUInt32LE(entry) !== 0x02014b50) {
      throw bad('damaged central directory');
    }
    const nameLength = data.readUInt16LE(entry + 28);
    const name = data.toString('utf8', entry + 46, entry + 46 + nameLength);
    const external = data.readUInt32LE(entry + 38);
    const type = (external >>> 16) & S_IFMT;
    if (external & DOS_REPARSE_POINT) {
      throw oddMember(archive, 'a link', name);
    }
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
      throw oddMember(archive, ZIP_KINDS[type] || 'a member that is not a regular file or directory', name);
    }
    members.push({
      name,
      target: safeMember(dest, name),
      directory: name.endsWith('/') || type === S_IFDIR,
      method: data.readUInt16LE(entry + 10),
      compressed: data.readUInt32LE(entry + 20),
      size: data.readUInt32LE(entry + 24),
      local: data.readUInt32LE(entry + 42),
    });
    entry += 46 + nameLength + data.readUInt16LE(entry + 30) + data.readUInt16LE(entry + 32);
  }

  for (const { name, target, directory, method, compressed, size, local } of members) {
    if (directory) {
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

/** Refuse a .tar.gz that holds anything but regular files and directories, from its listing. */
function checkTarMembers(archive, spawnSync) {
  const list = spawnSync('tar', ['-tvzf', archive], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (list.error || list.status !== 0) {
    const why = list.error ? list.error.message : String(list.stderr).trim();
    throw new Error(`could not list the members of ${path.basename(archive)} with tar: ${why}`);
  }
  for (const line of String(list.stdout).split(/\r?\n/)) {
    if (line && line[0] !== '-' && line[0] !== 'd') {
      throw oddMember(archive, TAR_KINDS[line[0]] || 'a member that is not a regular file or directory', line);
    }
  }
}

/**
 * Unpack `archive` (.tar.gz or .zip) into the existing directory `dest`, after checking that
 * every member is a regular file or a directory.
 */
function unpack(archive, dest, spawnSync = childProcess.spawnSync) {
  if (archive.endsWith('.zip')) {
    unzip(archive, dest);
    return;
  }
  checkTarMembers(archive, spawnSync);
  const untar = spawnSync('tar', ['-xzf', archive, '-C', dest], { encoding: 'utf8' });
  if (untar.error || untar.status !== 0) {
    const why = untar.error ? untar.error.message : String(untar.stderr).trim();
    throw new Error(`could not unpack ${path.basename(archive)} with tar: ${why}`);
  }
}

module.exports = { checkTarMembers, checksumFor, safeMember, unpack, unzip };
