'use strict';
// scripts/install.sh against a local release server: install, verify, refuse.

const assert = require('node:assert/strict');
const childProcess = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it } = require('node:test');

const lib = require('./lib');
const { fakeWard, serve, sums, tarGz } = require('./release-server');

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

  it('names a bad argument', async () => {
    const result = await install(['--colour'], {});
    assert.equal(result.status, 1);
    assert.match(result.stderr, /unknown argument '--colour'; see install.sh --help/);
  });
});
