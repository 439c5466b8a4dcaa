'use strict';
// scripts/install.sh against a local release server: install, verify, refuse.

const assert = require('node:assert/strict');
const childProcess = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it } = require('node:test');

const lib = require('./lib');
const { fakeWard, serve, sums, tarGz, tarGzOf } = require('./release-server');

const SCRIPT = path.resolve(__dirname, '..', 'scripts', 'install.sh');
const ASSET = `ward-${lib.releaseTarget()}.tar.gz`;

/** Run install.sh with `args`, asynchronously: the release server lives in this process. */
function install(args, env) {
  return new Promise((resolve) => {
    const child = childProcess.spawn('sh', [SCRIPT, ...args], { env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

function releaseOf(version, marker) {
  const asset = tarGz({ ward: fakeWard(version, marker), 'README.md': '# ward\n' });
  return { [ASSET]: asset, SHA256SUMS: Buffer.from(sums({ [ASSET]: asset, 'install.sh': Buffer.from('x') })) };
}

describe('install.sh', () => {
  it('installs a verified ward of the asked version into --dir', async (t) => {
    const server = await serve(releaseOf('1.4.2'));
    t.after(server.close);
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ward-install-')), 'bin');

    const result = await install(['--version', 'v1.4.2', '--dir', dir], { WARD_DOWNLOAD_URL: server.url });
    assert.equal(result.status, 0, result.stderr);
    assert.match(childProcess.execFileSync(path.join(dir, 'ward'), ['--version'], { encoding: 'utf8' }), /^ward 1\.4\.2 /);
    assert.deepEqual(fs.readdirSync(dir), ['ward']);
    assert.match(result.stderr, /is not on PATH/);
    assert.deepEqual(server.hits, { SHA256SUMS: 1, [ASSET]: 1 });
  });

  it('refuses a tampered archive and installs nothing', async (t) => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ward-install-'));
    const marker = path.join(scratch, 'ran');
    const genuine = releaseOf('1.4.2');
    const server = await serve({ ...genuine, [ASSET]: releaseOf('1.4.2', marker)[ASSET] });
    t.after(server.close);
    const dir = path.join(scratch, 'bin');

    const result = await install(['--dir', dir], { WARD_DOWNLOAD_URL: server.url });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /checksum mismatch for ward-.*; nothing was installed/);
    assert.ok(!fs.existsSync(dir));
    assert.ok(!fs.existsSync(marker));
  });

  it('refuses a binary of another version, and a release without the asset', async (t) => {
    const server = await serve(releaseOf('1.4.1'));
    t.after(server.close);
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ward-install-')), 'bin');
    const wrong = await install(['--version', '1.4.2', '--dir', dir], { WARD_DOWNLOAD_URL: server.url });
    assert.equal(wrong.status, 1);
    assert.match(wrong.stderr, /reports version '1\.4\.1', expected 1\.4\.2; nothing was installed/);
    assert.ok(!fs.existsSync(path.join(dir, 'ward')));

    const other = await serve({ SHA256SUMS: Buffer.from(sums({ 'ward-other.tar.gz': Buffer.from('x') })) });
    t.after(other.close);
    const missing = await install(['--dir', dir], { WARD_DOWNLOAD_URL: other.url });
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /SHA256SUMS at .* has no entry for ward-/);
  });

  /** A release whose archive holds `entries` (see tarGzOf), listed correctly in SHA256SUMS. */
  function releaseWith(entries) {
    const asset = tarGzOf([{ name: './', type: 'dir' }, ...entries]);
    return { [ASSET]: asset, SHA256SUMS: Buffer.from(sums({ [ASSET]: asset })) };
  }

  /** A file outside the archive, as a link in it would point at: mode 0644, runnable by sh. */
  function victim(scratch, ranMarker) {
    const file = path.join(scratch, 'victim');
    fs.writeFileSync(file, fakeWard('1.4.2', ranMarker));
    fs.chmodSync(file, 0o644);
    return file;
  }

  it('refuses an archive whose ward is a symbolic link, before touching what it points at', async (t) => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ward-install-'));
    const marker = path.join(scratch, 'ran');
    const target = victim(scratch, marker);
    const server = await serve(releaseWith([{ name: './ward', type: 'symlink', link: target }]));
    t.after(server.close);
    const dir = path.join(scratch, 'bin');

    const result = await install(['--version', '1.4.2', '--dir', dir], { WARD_DOWNLOAD_URL: server.url });
    assert.equal(result.status, 1, result.stderr);
    assert.match(
      result.stderr,
      /^install\.sh: ward-.*\.tar\.gz holds a symbolic link \(l.* \.\/ward -> .*victim\); release archives hold only regular files and directories, so nothing was installed \(install a release you trust, or build from source\)$/m,
    );
    assert.equal(fs.statSync(target).mode & 0o777, 0o644, 'the link target was not chmod-ed');
    assert.ok(!fs.existsSync(marker), 'the link target never ran');
    assert.ok(!fs.existsSync(dir), 'nothing was installed');
  });

  it('refuses hard links, devices and FIFOs in the archive', async (t) => {
    const cases = [
      ['a hard link', [{ name: './other', content: fakeWard('1.4.2') }, { name: './ward', type: 'hardlink', link: './other' }]],
      ['a device', [{ name: './ward', type: 'chardev' }]],
      ['a device', [{ name: './ward', type: 'blockdev' }]],
      ['a FIFO', [{ name: './ward', type: 'fifo' }]],
      // Not only `ward`: a release archive has no business holding a link anywhere.
      ['a symbolic link', [{ name: './ward', content: fakeWard('1.4.2') }, { name: './ward.1', type: 'symlink', link: '/etc/passwd' }]],
    ];
    for (const [kind, entries] of cases) {
      const server = await serve(releaseWith(entries));
      t.after(server.close);
      const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ward-install-')), 'bin');
      const result = await install(['--version', '1.4.2', '--dir', dir], { WARD_DOWNLOAD_URL: server.url });
      assert.equal(result.status, 1, `${kind}: ${result.stderr}`);
      assert.match(result.stderr, new RegExp(`holds ${kind} \\(.*; release archives hold only regular files and directories, so nothing was installed`));
      assert.ok(!fs.existsSync(dir), `${kind}: nothing was installed`);
    }
  });

  it('checks the unpacked ward again, whatever the listing showed', async (t) => {
    // A tar whose listing shows links as plain files (as some do for hard links): the
    // unpacked `ward` is still looked at itself before it is chmod-ed or run.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ward-install-'));
    const marker = path.join(scratch, 'ran');
    const target = victim(scratch, marker);
    const realTar = childProcess.execFileSync('sh', ['-c', 'command -v tar'], { encoding: 'utf8' }).trim();
    const bin = path.join(scratch, 'fakebin');
    fs.mkdirSync(bin);
    fs.writeFileSync(
      path.join(bin, 'tar'),
      `#!/bin/sh\nif [ "$1" = -tvzf ]; then '${realTar}' "$@" | sed 's/^[lh]/-/'; exit 0; fi\nexec '${realTar}' "$@"\n`,
      { mode: 0o755 },
    );
    const cases = [
      [{ name: './ward', type: 'symlink', link: target }],
      [{ name: './other', content: fakeWard('1.4.2') }, { name: './ward', type: 'hardlink', link: './other' }],
    ];
    for (const entries of cases) {
      const server = await serve(releaseWith(entries));
      t.after(server.close);
      const dir = path.join(scratch, 'bin');
      const env = { WARD_DOWNLOAD_URL: server.url, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
      const result = await install(['--version', '1.4.2', '--dir', dir], env);
      assert.equal(result.status, 1, result.stderr);
      assert.match(result.stderr, /^install\.sh: the ward in ward-.*\.tar\.gz is not a regular file of its own \(a link\?\); nothing was installed/m);
      assert.ok(!fs.existsSync(dir), 'nothing was installed');
    }
    assert.equal(fs.statSync(target).mode & 0o777, 0o644, 'the link target was not chmod-ed');
    assert.ok(!fs.existsSync(marker), 'the link target never ran');
  });

  it('names a bad argument', async () => {
    const result = await install(['--colour'], {});
    assert.equal(result.status, 1);
    assert.match(result.stderr, /unknown argument '--colour'; see install.sh --help/);
  });
});
