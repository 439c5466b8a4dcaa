'use strict';
// The shim's release download against a local release server: verified downloads, the tool
// cache, and every way a download can be refused. The archives hold a shell script named
// `ward`, so these tests run on Linux and macOS.

const assert = require('node:assert/strict');
const childProcess = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it } = require('node:test');

const lib = require('./lib');
const { checkScheme } = require('./download');
const archive = require('./archive');
const { fakeWard, serve, sha256, sums, tarGz, tarGzOf, zip } = require('./release-server');

const VERSION = '9.8.7';
const LINUX = { platform: 'linux', arch: 'x64' };
const TAR_NAME = 'ward-x86_64-unknown-linux-musl.tar.gz';
const ZIP_NAME = 'ward-x86_64-pc-windows-msvc.zip';

function quietDeps(extra = {}) {
  const lines = [];
  return { deps: { ...LINUX, retryDelayMs: 5, log: (line) => lines.push(line), ...extra }, lines };
}

function scratch() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ward-release-'));
}

/** The runner's environment for a release `VERSION` of the action served from `url`. */
function runnerEnv(url, dir, extra = {}) {
  return {
    PATH: '',
    RUNNER_TOOL_CACHE: path.join(dir, 'toolcache'),
    GITHUB_ACTION_REF: `v${VERSION}`,
    WARD_DOWNLOAD_URL: url,
    ...extra,
  };
}

function release(files = { ward: fakeWard(VERSION) }) {
  const asset = tarGz(files);
  return { [TAR_NAME]: asset, SHA256SUMS: Buffer.from(sums({ [TAR_NAME]: asset })) };
}

describe('release download', () => {
  it('downloads, verifies and caches; the second run is a cache hit', async (t) => {
    const server = await serve(release());
    t.after(server.close);
    const dir = scratch();
    const env = runnerEnv(server.url, dir);
    const { deps } = quietDeps();

    const first = await lib.locate(env, deps);
    assert.equal(first, path.join(dir, 'toolcache', 'ward', VERSION, 'x64', 'ward'));
    assert.match(childProcess.execFileSync(first, ['--version'], { encoding: 'utf8' }), /^ward 9\.8\.7 /);
    assert.ok(fs.existsSync(path.join(dir, 'toolcache', 'ward', VERSION, 'x64.complete')));
    assert.deepEqual(server.hits, { SHA256SUMS: 1, [TAR_NAME]: 1 });
    // Nothing but the cached copy and its marker is left behind.
    assert.deepEqual(fs.readdirSync(path.join(dir, 'toolcache', 'ward', VERSION)).sort(), ['x64', 'x64.complete']);

    assert.equal(await lib.locate(env, deps), first);
    assert.deepEqual(server.hits, { SHA256SUMS: 1, [TAR_NAME]: 1 }, 'no second download');
  });

  it('refuses a tampered archive without running anything from it', async (t) => {
    const dir = scratch();
    const marker = path.join(dir, 'tampered-ward-ran');
    const genuine = release();
    const tampered = tarGz({ ward: fakeWard(VERSION, marker) });
    const server = await serve({ ...genuine, [TAR_NAME]: tampered });
    t.after(server.close);
    const { deps } = quietDeps();

    await assert.rejects(lib.locate(runnerEnv(server.url, dir), deps), /checksum mismatch for ward-x86_64-unknown-linux-musl\.tar\.gz/);
    assert.ok(!fs.existsSync(marker), 'the tampered binary never ran');
    assert.ok(!fs.existsSync(path.join(dir, 'toolcache', 'ward', VERSION, 'x64')));
    assert.deepEqual(fs.readdirSync(path.join(dir, 'toolcache', 'ward', VERSION)), [], 'no partial files left');
  });

  it('refuses a truncated archive after bounded retries', async (t) => {
    const assets = release();
    const server = await serve(assets, { [TAR_NAME]: { cutAt: Math.floor(assets[TAR_NAME].length / 2) } });
    t.after(server.close);
    const dir = scratch();
    const { deps, lines } = quietDeps();

    await assert.rejects(lib.locate(runnerEnv(server.url, dir), deps), /truncated download|cut short|aborted|socket hang up/);
    assert.equal(server.hits[TAR_NAME], 4, 'four attempts, then it gives up');
    assert.equal(lines.filter((line) => line.includes('retrying')).length, 3);
    assert.ok(!fs.existsSync(path.join(dir, 'toolcache', 'ward', VERSION, 'x64.complete')));
  });

  it('retries a server error and then succeeds', async (t) => {
    const server = await serve(release(), { SHA256SUMS: { failFirst: 2 } });
    t.after(server.close);
    const { deps } = quietDeps();
    const binary = await lib.locate(runnerEnv(server.url, scratch()), deps);
    assert.equal(server.hits.SHA256SUMS, 3);
    assert.ok(fs.existsSync(binary));
  });

  it('refuses an archive whose binary reports another version', async (t) => {
    const server = await serve(release({ ward: fakeWard('9.8.6') }));
    t.after(server.close);
    const dir = scratch();
    const { deps } = quietDeps();
    await assert.rejects(lib.locate(runnerEnv(server.url, dir), deps), /reports version 9\.8\.6, expected 9\.8\.7/);
    assert.ok(!fs.existsSync(path.join(dir, 'toolcache', 'ward', VERSION, 'x64')));
  });

  it('refuses when SHA256SUMS does not list the asset, and names a missing release', async (t) => {
    const assets = release();
    const server = await serve({ ...assets, SHA256SUMS: Buffer.from(sums({ 'other.tar.gz': Buffer.from('x') })) });
    t.after(server.close);
    const { deps } = quietDeps();
    await assert.rejects(lib.locate(runnerEnv(server.url, scratch()), deps), /SHA256SUMS at .* has no entry for ward-x86_64-unknown-linux-musl\.tar\.gz/);

    const empty = await serve({});
    t.after(empty.close);
    await assert.rejects(lib.locate(runnerEnv(empty.url, scratch()), deps), /SHA256SUMS not found at .*is v9\.8\.7 released\? .*build_from_source: true/);
    assert.equal(empty.hits.SHA256SUMS, 1, 'a 404 is not retried');
  });

  it('ignores a ward on PATH that reports another version, and uses one that matches', async (t) => {
    const dir = scratch();
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'ward'), fakeWard('0.0.1'), { mode: 0o755 });
    const server = await serve(release());
    t.after(server.close);
    const { deps, lines } = quietDeps();

    const located = await lib.locate(runnerEnv(server.url, dir, { PATH: bin }), deps);
    assert.equal(located, path.join(dir, 'toolcache', 'ward', VERSION, 'x64', 'ward'));
    assert.ok(lines.some((line) => /ignoring .*reports version 0\.0\.1, the action needs 9\.8\.7/.test(line)), lines.join('\n'));

    fs.writeFileSync(path.join(bin, 'ward'), fakeWard(VERSION), { mode: 0o755 });
    const other = scratch();
    assert.equal(await lib.locate(runnerEnv(server.url, other, { PATH: bin }), deps), path.join(bin, 'ward'));
    assert.equal(server.hits[TAR_NAME], 1, 'the matching ward on PATH needed no download');
  });

  it('unpacks the Windows .zip asset', async (t) => {
    const asset = zip({ 'ward.exe': Buffer.from(fakeWard(VERSION)), 'completions/ward.bash': Buffer.from('# bash\n') });
    const server = await serve({ [ZIP_NAME]: asset, SHA256SUMS: Buffer.from(sums({ [ZIP_NAME]: asset })) });
    t.after(server.close);
    const dir = scratch();
    // Zip members carry no Unix mode: the stand-in ward.exe runs through sh here.
    const spawnSync = (command, args, options) =>
      command.endsWith('.exe') ? childProcess.spawnSync('sh', [command, ...args], options) : childProcess.spawnSync(command, args, options);
    const { deps } = quietDeps({ platform: 'win32', arch: 'x64', spawnSync });

    const located = await lib.locate(runnerEnv(server.url, dir), deps);
    assert.equal(located, path.join(dir, 'toolcache', 'ward', VERSION, 'x64', 'ward.exe'));
    assert.equal(fs.readFileSync(path.join(path.dirname(located), 'completions', 'ward.bash'), 'utf8'), '# bash\n');
    assert.deepEqual(server.hits, { SHA256SUMS: 1, [ZIP_NAME]: 1 });
  });

  it('refuses zip members that would land outside the cache', async (t) => {
    const asset = zip({ '../evil': Buffer.from('x'), 'ward.exe': Buffer.from(fakeWard(VERSION)) });
    const server = await serve({ [ZIP_NAME]: asset, SHA256SUMS: Buffer.from(sums({ [ZIP_NAME]: asset })) });
    t.after(server.close);
    const { deps } = quietDeps({ platform: 'win32', arch: 'x64' });
    await assert.rejects(lib.locate(runnerEnv(server.url, scratch()), deps), /unsafe path: \.\.\/evil/);
  });

  it('only talks plain http to loopback', () => {
    assert.throws(() => checkScheme(new URL('http://example.com/ward.tar.gz')), /only https URLs/);
    checkScheme(new URL('http://127.0.0.1:8080/x'));
    checkScheme(new URL('https://github.com/x'));
  });
});

/** A release whose .tar.gz holds `entries` (see tarGzOf), listed correctly in SHA256SUMS. */
function releaseWith(entries) {
  const asset = tarGzOf([{ name: './', type: 'dir' }, ...entries]);
  return { [TAR_NAME]: asset, SHA256SUMS: Buffer.from(sums({ [TAR_NAME]: asset })) };
}

/** A file outside the archive, as a link in it would point at: mode 0644, runnable by sh. */
function victim(dir, ranMarker) {
  const file = path.join(dir, 'victim');
  fs.writeFileSync(file, fakeWard(VERSION, ranMarker));
  fs.chmodSync(file, 0o644);
  return file;
}

const ODD = /; release archives hold only regular files and directories, so nothing from it was used$/;

describe('archive members', () => {
  it('refuses a ward that is a symbolic link before chmod-ing or running what it points at', async (t) => {
    const dir = scratch();
    const marker = path.join(dir, 'victim-ran');
    const target = victim(dir, marker);
    const server = await serve(releaseWith([{ name: './ward', type: 'symlink', link: target }]));
    t.after(server.close);
    const { deps } = quietDeps();

    await assert.rejects(lib.locate(runnerEnv(server.url, dir), deps), (error) => {
      assert.match(error.message, /^ward-x86_64-unknown-linux-musl\.tar\.gz holds a symbolic link \(l.* \.\/ward -> .*victim\)/);
      assert.match(error.message, ODD);
      return true;
    });
    assert.equal(fs.statSync(target).mode & 0o777, 0o644, 'the link target was not chmod-ed');
    assert.ok(!fs.existsSync(marker), 'the link target never ran');
    assert.deepEqual(fs.readdirSync(path.join(dir, 'toolcache', 'ward', VERSION)), [], 'nothing cached, no partial files left');
  });

  it('refuses hard links, devices and FIFOs, wherever they are in the archive', async (t) => {
    const cases = [
      ['a hard link', [{ name: './other', content: fakeWard(VERSION) }, { name: './ward', type: 'hardlink', link: './other' }]],
      ['a device', [{ name: './ward', type: 'chardev' }]],
      ['a device', [{ name: './ward', type: 'blockdev' }]],
      ['a FIFO', [{ name: './ward', type: 'fifo' }]],
      ['a symbolic link', [{ name: './ward', content: fakeWard(VERSION) }, { name: './ward.1', type: 'symlink', link: '/etc/passwd' }]],
    ];
    for (const [kind, entries] of cases) {
      const server = await serve(releaseWith(entries));
      t.after(server.close);
      const dir = scratch();
      const { deps } = quietDeps();
      await assert.rejects(lib.locate(runnerEnv(server.url, dir), deps), (error) => {
        assert.match(error.message, new RegExp(`^${TAR_NAME.replace(/\./g, '\\.')} holds ${kind} \\(`));
        assert.match(error.message, ODD);
        return true;
      });
      assert.ok(!fs.existsSync(path.join(dir, 'toolcache', 'ward', VERSION, 'x64.complete')), kind);
    }
  });

  it('checks the unpacked ward itself, whatever the listing showed', async (t) => {
    const dir = scratch();
    const marker = path.join(dir, 'victim-ran');
    const target = victim(dir, marker);
    // A tar whose listing shows links as plain files (as some do for hard links).
    const spawnSync = (command, args, options) => {
      const result = childProcess.spawnSync(command, args, options);
      return command === 'tar' && args[0] === '-tvzf' ? { ...result, stdout: String(result.stdout).replace(/^[lh]/gm, '-') } : result;
    };
    const cases = [
      [{ name: './ward', type: 'symlink', link: target }],
      [{ name: './other', content: fakeWard(VERSION) }, { name: './ward', type: 'hardlink', link: './other' }],
    ];
    for (const entries of cases) {
      const server = await serve(releaseWith(entries));
      t.after(server.close);
      const { deps } = quietDeps({ spawnSync });
      await assert.rejects(
        lib.locate(runnerEnv(server.url, scratch()), deps),
        /the ward in ward-x86_64-unknown-linux-musl\.tar\.gz is not a regular file of its own \(a link\?\); refusing to use it$/,
      );
    }
    assert.equal(fs.statSync(target).mode & 0o777, 0o644, 'the link target was not chmod-ed');
    assert.ok(!fs.existsSync(marker), 'the link target never ran');
  });

  it('refuses zip members that are links or devices before writing any member', async (t) => {
    for (const [kind, mode] of [['a symbolic link', 0o120777], ['a FIFO', 0o010644], ['a device', 0o020644]]) {
      const files = { 'README.md': Buffer.from('# ward\n'), 'ward.exe': Buffer.from('/etc/passwd') };
      const asset = zip(files, { 'README.md': 0o100644, 'ward.exe': mode });
      const server = await serve({ [ZIP_NAME]: asset, SHA256SUMS: Buffer.from(sums({ [ZIP_NAME]: asset })) });
      t.after(server.close);
      const { deps } = quietDeps({ platform: 'win32', arch: 'x64' });
      await assert.rejects(lib.locate(runnerEnv(server.url, scratch()), deps), (error) => {
        assert.match(error.message, new RegExp(`^ward-x86_64-pc-windows-msvc\\.zip holds ${kind} \\(ward\\.exe\\)`));
        assert.match(error.message, ODD);
        return true;
      });

      const dir = scratch();
      fs.writeFileSync(path.join(dir, 'asset.zip'), asset);
      const dest = path.join(dir, 'dest');
      fs.mkdirSync(dest);
      assert.throws(() => archive.unzip(path.join(dir, 'asset.zip'), dest), ODD);
      assert.deepEqual(fs.readdirSync(dest), [], 'README.md, listed first, was not written either');
    }
    // A link made on Windows carries the reparse-point attribute instead of a Unix mode.
    const dir = scratch();
    const asset = zip({ 'ward.exe': Buffer.from('x') });
    asset.writeUInt32LE(0x400, asset.length - 22 - (46 + 'ward.exe'.length) + 38);
    fs.writeFileSync(path.join(dir, 'asset.zip'), asset);
    assert.throws(() => archive.unzip(path.join(dir, 'asset.zip'), dir), /holds a link \(ward\.exe\)/);
  });
});

describe('the tool cache', () => {
  const uid = process.getuid();
  const OTHER = 65534;

  /**
   * Make `dir` (and what it holds) another user's and return that user's uid: as root with
   * chown; otherwise the shim, through `deps`, is told it runs as another uid than the owner.
   */
  function ownedByAnother(dir, deps) {
    if (uid === 0) {
      childProcess.execFileSync('chown', ['-R', String(OTHER), dir]);
      return OTHER;
    }
    deps.uid = uid + 1;
    return uid;
  }

  /** A ward and a `.complete` marker planted under `root`, as another user could. */
  function plant(root, marker) {
    const dir = path.join(root, 'ward', VERSION, 'x64');
    fs.mkdirSync(dir, { recursive: true });
    const planted = fakeWard(VERSION, marker);
    fs.writeFileSync(path.join(dir, 'ward'), planted, { mode: 0o755 });
    // The marker even records the planted binary's checksum: whose directory it is matters.
    fs.writeFileSync(`${dir}.complete`, `${sha256(Buffer.from(planted))}  ward\n`);
  }

  it('without RUNNER_TOOL_CACHE, ignores a shared cache and uses a private one', async (t) => {
    const tmp = scratch();
    const marker = path.join(tmp, 'planted-ran');
    plant(path.join(tmp, 'ward-tool-cache'), marker);
    ownedByAnother(path.join(tmp, 'ward-tool-cache'), {});
    const server = await serve(release());
    t.after(server.close);
    const PATH = [path.dirname(process.execPath), '/usr/bin', '/bin'].join(path.delimiter);
    const env = { PATH, TMPDIR: tmp, GITHUB_ACTION_REF: `v${VERSION}`, WARD_DOWNLOAD_URL: server.url };

    const main = await runStep('main.js', env);
    assert.equal(main.status, 0, main.stderr + main.stdout);
    assert.match(main.stdout, /^fake ward auth --github-action$/m);
    assert.ok(!fs.existsSync(marker), 'the planted ward never ran');
    const root = path.join(tmp, `ward-tool-cache-${uid}`);
    const status = fs.lstatSync(root);
    assert.ok(status.isDirectory());
    assert.equal(status.uid, uid);
    assert.equal(status.mode & 0o777, 0o700);
    assert.ok(fs.existsSync(path.join(root, 'ward', VERSION, 'x64.complete')));
    assert.deepEqual(server.hits, { SHA256SUMS: 1, [TAR_NAME]: 1 });
  });

  it("refuses a private cache directory that is another user's", async (t) => {
    const tmp = scratch();
    const marker = path.join(tmp, 'planted-ran');
    const { deps } = quietDeps({ tmpdir: () => tmp });
    // The uid the shim takes itself to run as names the directory it looks for.
    const self = uid === 0 ? uid : uid + 1;
    const root = path.join(tmp, `ward-tool-cache-${self}`);
    fs.mkdirSync(root, { mode: 0o700 });
    plant(root, marker);
    const owner = ownedByAnother(root, deps);
    const server = await serve(release());
    t.after(server.close);
    const env = { PATH: '', GITHUB_ACTION_REF: `v${VERSION}`, WARD_DOWNLOAD_URL: server.url };

    await assert.rejects(
      lib.locate(env, deps),
      new RegExp(
        `the tool cache ${root.replace(/[.\\]/g, '\\$&')} belongs to uid ${owner}, not to this user \\(uid ${self}\\); ` +
          'remove it, or set RUNNER_TOOL_CACHE to a directory of your own$',
      ),
    );
    // The post step, which never downloads, refuses it as well.
    await assert.rejects(lib.locate(env, { ...deps, download: false }), /belongs to uid/);
    assert.ok(!fs.existsSync(marker), 'the planted ward never ran');
    assert.deepEqual(server.hits, {}, 'nothing downloaded into it either');
  });

  it('refuses a private cache directory others can write to, or a link in its place', async (t) => {
    const server = await serve(release());
    t.after(server.close);
    const env = { PATH: '', GITHUB_ACTION_REF: `v${VERSION}`, WARD_DOWNLOAD_URL: server.url };

    const open = scratch();
    const marker = path.join(open, 'planted-ran');
    const root = path.join(open, `ward-tool-cache-${uid}`);
    fs.mkdirSync(root);
    fs.chmodSync(root, 0o777);
    plant(root, marker);
    const { deps } = quietDeps({ tmpdir: () => open });
    await assert.rejects(lib.locate(env, deps), /the tool cache .* can be written by other users \(mode 0777\); remove it, or set RUNNER_TOOL_CACHE/);
    fs.chmodSync(root, 0o770);
    await assert.rejects(lib.locate(env, deps), /can be written by other users \(mode 0770\)/);
    assert.ok(!fs.existsSync(marker), 'the planted ward never ran');

    const linked = scratch();
    const elsewhere = path.join(linked, 'elsewhere');
    fs.mkdirSync(elsewhere, { mode: 0o700 });
    plant(elsewhere, marker);
    fs.symlinkSync(elsewhere, path.join(linked, `ward-tool-cache-${uid}`));
    await assert.rejects(
      lib.locate(env, quietDeps({ tmpdir: () => linked }).deps),
      /the tool cache .* is not a directory \(a link or a file stands in its place\); remove it, or set RUNNER_TOOL_CACHE/,
    );
    assert.ok(!fs.existsSync(marker), 'the planted ward never ran');
    assert.deepEqual(server.hits, {});
  });

  it('uses a cached ward only while it has the checksum recorded when it was cached', async (t) => {
    const assets = release();
    const server = await serve(assets);
    t.after(server.close);
    const dir = scratch();
    const env = runnerEnv(server.url, dir);
    const { deps, lines } = quietDeps();
    const cached = await lib.locate(env, deps);
    const genuine = fs.readFileSync(cached);
    const markerFile = path.join(dir, 'toolcache', 'ward', VERSION, 'x64.complete');
    // The marker holds the archive's SHA256SUMS line and the unpacked binary's checksum.
    assert.equal(fs.readFileSync(markerFile, 'utf8'), `${sha256(assets[TAR_NAME])}  ${TAR_NAME}\n${sha256(genuine)}  ward\n`);

    const ran = path.join(dir, 'swapped-ran');
    fs.writeFileSync(cached, fakeWard(VERSION, ran));
    assert.equal(await lib.locate(env, deps), cached);
    assert.ok(!fs.existsSync(ran), 'the swapped binary never ran');
    assert.deepEqual(fs.readFileSync(cached), genuine, 'downloaded again');
    assert.equal(server.hits[TAR_NAME], 2);
    assert.ok(lines.some((line) => /^ignoring the cached .*ward: its SHA-256 is [0-9a-f]{64}, cached as [0-9a-f]{64}, so it is not used$/.test(line)), lines.join('\n'));

    // A marker without a checksum (or none at all) is no reason to trust the binary either.
    fs.writeFileSync(markerFile, '');
    assert.equal(await lib.locate(env, deps), cached);
    assert.equal(server.hits[TAR_NAME], 3);
    assert.equal(await lib.locate(env, { ...deps, download: false }), cached, 'the post step finds the verified copy');
    assert.equal(server.hits[TAR_NAME], 3);
  });
});

/** Run a step script asynchronously (the release server in this process must keep answering). */
function runStep(script, env) {
  return new Promise((resolve) => {
    const child = childProcess.spawn(process.execPath, [path.join(__dirname, script)], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('versions, targets and URLs', () => {
  it('maps refs, runners and repositories to the release', () => {
    const root = path.resolve(__dirname, '..');
    assert.equal(lib.expectedVersion({ GITHUB_ACTION_REF: 'v1.2.3' }), '1.2.3');
    assert.equal(lib.expectedVersion({ GITHUB_ACTION_REF: 'main' }), lib.actionVersion(root));
    assert.equal(lib.expectedVersion({ GITHUB_ACTION_REF: 'v1' }), lib.actionVersion(root));
    assert.equal(lib.releaseTarget('linux', 'x64'), 'x86_64-unknown-linux-musl');
    assert.equal(lib.releaseTarget('darwin', 'arm64'), 'aarch64-apple-darwin');
    assert.equal(lib.releaseTarget('sunos', 'x64'), null);
    assert.equal(lib.assetName('x86_64-pc-windows-msvc'), ZIP_NAME);
    assert.equal(lib.downloadBase({ GITHUB_ACTION_REPOSITORY: 'acme/ward' }, '1.2.3'), 'https://github.com/acme/ward/releases/download/v1.2.3/');
    assert.equal(lib.downloadBase({}, '1.2.3'), 'https://github.com/ward-watch/ward/releases/download/v1.2.3/');
    assert.equal(lib.downloadBase({ WARD_DOWNLOAD_URL: 'http://127.0.0.1:9/r' }, '1.2.3'), 'http://127.0.0.1:9/r/');
  });

  it('reads the version from the package or the workspace', () => {
    const dir = scratch();
    fs.writeFileSync(path.join(dir, 'Cargo.toml'), '[workspace.package]\nversion = "3.4.5"\n\n[package]\nname = "x"\nversion.workspace = true\n');
    assert.equal(lib.actionVersion(dir), '3.4.5');
    fs.writeFileSync(path.join(dir, 'Cargo.toml'), '[package]\nname = "x"\nversion = "0.2.0"\n\n[dependencies]\nversion = "9"\n');
    assert.equal(lib.actionVersion(dir), '0.2.0');
  });

  it('accepts both --version formats', () => {
    const dir = scratch();
    for (const [text, version] of [['ward 0.1.0', '0.1.0'], ['ward 0.2.0 (abc1234 x86_64-unknown-linux-musl)', '0.2.0'], ['other 1.0.0', null]]) {
      const file = path.join(dir, `ward-${version}`);
      fs.writeFileSync(file, `#!/bin/sh\necho '${text}'\n`, { mode: 0o755 });
      assert.equal(lib.reportedVersion(file), version);
    }
  });
});
