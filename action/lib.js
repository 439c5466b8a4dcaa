'use strict';
// The action's only code: find the `ward` binary and run it. All logic lives in Rust.
//
// The binary is, in order: $WARD_BINARY; a `ward` on PATH that reports the action's version;
// the copy in the runner's tool cache; the release asset for this runner and the action's
// version, verified against SHA256SUMS before it is unpacked. A cargo build of the action's
// own source happens only when the `build_from_source` input asks for it.

const childProcess = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// Loaded only when a download is needed: a warm start should not pay for http, zlib, crypto.
const archive = () => require('./archive');
const download = () => require('./download');

const ACTION_ROOT = path.resolve(__dirname, '..');
const DEFAULT_REPOSITORY = 'ward-watch/ward';
const exeName = (platform = process.platform) => (platform === 'win32' ? 'ward.exe' : 'ward');

function isLink(candidate) {
  try {
    return fs.lstatSync(candidate).isSymbolicLink();
  } catch {
    return false;
  }
}

/** A regular file with no other name: not a link, a device or a hard link to something else. */
function isOwnRegularFile(candidate) {
  try {
    const status = fs.lstatSync(candidate);
    return status.isFile() && status.nlink === 1;
  } catch {
    return false;
  }
}

function isFile(candidate) {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

function findOnPath(env, platform = process.platform) {
  for (const dir of (env.PATH || '').split(path.delimiter)) {
    if (dir && isFile(path.join(dir, exeName(platform)))) {
      return path.join(dir, exeName(platform));
    }
  }
  return null;
}

/** The Rust target triple of release assets for this runner, or null when none is built. */
function releaseTarget(platform = process.platform, arch = process.arch) {
  const targets = {
    // Static musl builds, so old glibc distributions and containers run them too.
    'linux-x64': 'x86_64-unknown-linux-musl',
    'linux-arm64': 'aarch64-unknown-linux-musl',
    'darwin-x64': 'x86_64-apple-darwin',
    'darwin-arm64': 'aarch64-apple-darwin',
    'win32-x64': 'x86_64-pc-windows-msvc',
    // Windows on Arm runs x64 programs through its built-in emulation.
    'win32-arm64': 'x86_64-pc-windows-msvc',
  };
  return targets[`${platform}-${arch}`] || null;
}

/** `ward-<target>.tar.gz`, or `.zip` for Windows targets. */
function assetName(target) {
  return `ward-${target}${target.includes('windows') ? '.zip' : '.tar.gz'}`;
}

/** The version in the action's own Cargo.toml (the package's, or the workspace's). */
function actionVersion(root = ACTION_ROOT) {
  const manifest = fs.readFileSync(path.join(root, 'Cargo.toml'), 'utf8');
  const section = (name) => manifest.split(new RegExp(`^\\[${name}\\]\\s*$`, 'm'))[1]?.split(/^\[/m)[0] || '';
  const pkg = section('package');
  const own = pkg.match(/^version\s*=\s*"([^"]+)"/m);
  const inherited = /^version(\.workspace\s*=\s*true|\s*=\s*\{\s*workspace\s*=\s*true\s*\})/m.test(pkg)
    ? section('workspace\\.package').match(/^version\s*=\s*"([^"]+)"/m)
    : null;
  const match = own || inherited;
  if (!match) {
    throw new Error("cannot read the version from the action's Cargo.toml");
  }
  return match[1];
}

/** The release the action was used at: ref `vX.Y.Z` is that version, other refs the source's. */
function expectedVersion(env, root = ACTION_ROOT) {
  const tag = (env.GITHUB_ACTION_REF || '').match(/^v(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)$/);
  return tag ? tag[1] : actionVersion(root);
}

/** The version a binary reports (`ward 0.2.0 (abc1234 target)` or `ward 0.1.0`), or null. */
function reportedVersion(binary, spawnSync = childProcess.spawnSync) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (result.error || result.status !== 0) {
    return null;
  }
  const words = String(result.stdout).trim().split(/\s+/);
  return words[0] === 'ward' && words[1] ? words[1] : null;
}

/** The base URL holding `ward-<target>.*` and `SHA256SUMS` for `version`. */
function downloadBase(env, version) {
  if (env.WARD_DOWNLOAD_URL) {
    return env.WARD_DOWNLOAD_URL.endsWith('/') ? env.WARD_DOWNLOAD_URL : `${env.WARD_DOWNLOAD_URL}/`;
  }
  const repository = env.GITHUB_ACTION_REPOSITORY || DEFAULT_REPOSITORY;
  return `https://github.com/${repository}/releases/download/v${version}/`;
}

/** `RUNNER_TOOL_CACHE/ward/<version>/<arch>`, the tool-cache layout the runner's tools use. */
function cacheDir(env, version, arch = process.arch) {
  return path.join(env.RUNNER_TOOL_CACHE || path.join(os.tmpdir(), 'ward-tool-cache'), 'ward', version, arch);
}

function fromCache(env, version, deps) {
  const dir = cacheDir(env, version, deps.arch);
  const binary = path.join(dir, exeName(deps.platform));
  // The marker is written only after the checksum and the reported version were checked,
  // so a half-written copy is ignored and a complete one needs no second `--version` run.
  return isFile(`${dir}.complete`) && isFile(binary) ? binary : null;
}

/**
 * Download the release asset for this runner, verify it against SHA256SUMS, unpack it into
 * the tool cache and check the version it reports. Throws on anything unverified.
 */
async function install(env, version, deps) {
  const target = releaseTarget(deps.platform, deps.arch);
  if (!target) {
    throw new Error(`no release of ward is built for ${deps.platform}/${deps.arch}; set WARD_BINARY to a ward you built`);
  }
  const name = assetName(target);
  const base = downloadBase(env, version);
  const options = { delayMs: deps.retryDelayMs, log: deps.log };
  deps.log(`downloading ward ${version} (${name}) from ${base}`);

  const notFound = (what, error) =>
    error.statusCode === 404
      ? new Error(`${what} not found at ${base} (is v${version} released? For an unreleased ref set the input build_from_source: true)`)
      : error;
  const dir = cacheDir(env, version, deps.arch);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // Owner-only, with an unpredictable name: nobody else can put or swap anything in it.
  const staging = fs.mkdtempSync(`${dir}.partial-`);
  try {
    const file = path.join(staging, name);
    // Both at once: on the release host each request starts with a redirect round trip.
    // Both settle before anything else, so no write is still open when the staging
    // directory is removed (Windows refuses to remove a directory in use).
    const [sumsResult, archiveResult] = await Promise.allSettled([
      download().get(`${base}SHA256SUMS`, null, options),
      download().get(`${base}${name}`, file, options),
    ]);
    if (sumsResult.status === 'rejected') {
      throw notFound('SHA256SUMS', sumsResult.reason);
    }
    if (archiveResult.status === 'rejected') {
      throw notFound(name, archiveResult.reason);
    }
    const [sums, got] = [sumsResult.value, archiveResult.value];
    const expected = archive().checksumFor(sums.body.toString('utf8'), name);
    if (!expected) {
      throw new Error(`SHA256SUMS at ${base} has no entry for ${name}`);
    }
    if (got.sha256 !== expected) {
      throw new Error(`checksum mismatch for ${name}: SHA256SUMS says ${expected}, the download is ${got.sha256}; refusing to unpack it`);
    }
    const unpacked = path.join(staging, 'unpacked');
    fs.mkdirSync(unpacked);
    archive().unpack(file, unpacked, deps.spawnSync);
    const binary = path.join(unpacked, exeName(deps.platform));
    if (!fs.existsSync(binary) && !isLink(binary)) {
      throw new Error(`${name} has no ${exeName(deps.platform)} at its root`);
    }
    // The archive's members were checked before unpacking; this holds whatever tar did.
    if (!isOwnRegularFile(binary)) {
      throw new Error(`the ${exeName(deps.platform)} in ${name} is not a regular file of its own (a link?); refusing to use it`);
    }
    if (deps.platform !== 'win32') {
      fs.chmodSync(binary, 0o755);
    }
    const reported = reportedVersion(binary, deps.spawnSync);
    if (reported !== version) {
      throw new Error(`the ward in ${name} reports version ${reported || '(none)'}, expected ${version}; refusing to use it`);
    }
    fs.rmSync(`${dir}.complete`, { force: true });
    fs.rmSync(dir, { recursive: true, force: true });
    try {
      fs.renameSync(unpacked, dir);
    } catch (error) {
      // Another job on this runner installed the same version meanwhile: use its copy.
      const theirs = fromCache(env, version, deps);
      if (theirs) {
        return theirs;
      }
      throw error;
    }
    fs.writeFileSync(`${dir}.complete`, '');
    return path.join(dir, exeName(deps.platform));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function fromSource(deps) {
  deps.log('building ward from the action source with cargo (input build_from_source)');
  // An explicit target directory: a job-wide CARGO_TARGET_DIR (or a cargo config) would
  // otherwise put the binary somewhere this shim does not look.
  const targetDir = path.join(ACTION_ROOT, 'target');
  const args = ['build', '--release', '--locked', '--bin', 'ward', '--target-dir', targetDir];
  const build = deps.spawnSync('cargo', args, {
    cwd: ACTION_ROOT,
    // Build logs go to stderr: stdout carries the runner's workflow commands.
    stdio: ['ignore', process.stderr, process.stderr],
  });
  const built = path.join(targetDir, 'release', exeName(deps.platform));
  if (build.status !== 0 || !deps.isFile(built)) {
    throw new Error('could not build ward from source (is a Rust toolchain installed?)');
  }
  return built;
}

const defaultDeps = {
  isFile,
  spawnSync: childProcess.spawnSync,
  log: (line) => process.stderr.write(`ward action: ${line}\n`),
  retryDelayMs: 500,
  download: true,
  platform: process.platform,
  arch: process.arch,
};

async function locate(env = process.env, overrides = {}) {
  const deps = { ...defaultDeps, ...overrides };
  if (env.WARD_BINARY) {
    return env.WARD_BINARY;
  }
  const fromSourceWanted = (env.INPUT_BUILD_FROM_SOURCE || '').trim().toLowerCase() === 'true';
  const version = fromSourceWanted ? actionVersion() : expectedVersion(env);
  const onPath = findOnPath(env, deps.platform);
  if (onPath) {
    const reported = reportedVersion(onPath, deps.spawnSync);
    if (reported === version) {
      return onPath;
    }
    deps.log(`ignoring ${onPath}: it reports version ${reported || '(none)'}, the action needs ${version}`);
  }
  if (fromSourceWanted) {
    return fromSource(deps);
  }
  const cached = fromCache(env, version, deps);
  if (cached || deps.download === false) {
    return cached;
  }
  return install(env, version, deps);
}

/**
 * Let later steps of the job run `ward` too (for example `ward policy get`): the runner adds
 * each line of $GITHUB_PATH to their PATH. Nothing to do when the binary is on PATH already.
 */
function exportPath(binary, env = process.env) {
  const dir = path.dirname(path.resolve(binary));
  const onPath = (env.PATH || '').split(path.delimiter).some((entry) => entry && path.resolve(entry) === dir);
  if (!env.GITHUB_PATH || onPath) {
    return;
  }
  fs.appendFileSync(env.GITHUB_PATH, `${dir}${os.EOL}`);
}

const escapeData = (text) => String(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * Run `ward ARGS...` with the step's environment and pass on its exit code; with
 * `addToPath`, later steps find the same binary on their PATH; with `download: false`, a
 * binary that is not at hand yet is not fetched.
 */
async function run(args, { addToPath = false, download = true } = {}) {
  try {
    const binary = await locate(process.env, { download });
    if (!binary) {
      // Only the post step looks without downloading: when the main step got no binary,
      // it wrote no credentials either, and one failure annotation is enough.
      defaultDeps.log('no ward from the main step in the tool cache; nothing to clean up');
      return;
    }
    if (addToPath) {
      exportPath(binary);
    }
    const result = childProcess.spawnSync(binary, args, { stdio: 'inherit', env: process.env });
    if (result.error) {
      throw result.error;
    }
    process.exitCode = result.status === null ? 1 : result.status;
  } catch (error) {
    process.stdout.write(`::error::ward action: ${escapeData(error.message)}\n`);
    process.exitCode = 1;
  }
}

module.exports = {
  actionVersion,
  assetName,
  cacheDir,
  downloadBase,
  expectedVersion,
  exportPath,
  findOnPath,
  install,
  locate,
  releaseTarget,
  reportedVersion,
  run,
};
