'use strict';
// The action's only code: find the `ward` binary and run it. All logic lives in Rust.
//
// The binary is, in order: $WARD_BINARY; a `ward` on PATH that reports the action's version;
// the copy in the tool cache, when it still has the SHA-256 recorded when it was cached; the
// release asset for this runner and the action's version, verified against SHA256SUMS before
// it is unpacked. A cargo build of the action's own source happens only when the
// `build_from_source` input asks for it.

const childProcess = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// Loaded only when needed: a warm start should not pay for http (a cache hit reads its marker
// with archive's SHA256SUMS parser).
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

/**
 * Without RUNNER_TOOL_CACHE, the cache is a directory of this user's own in the temp
 * directory: `ward-tool-cache-<uid>`, created owner-only and used only while it is still a
 * directory (not a link) that this user owns and nobody else can write to. Anything else
 * may hold a binary and a marker another user put there, and is refused.
 */
function privateCacheRoot(deps) {
  const posix = process.platform !== 'win32';
  const uid = deps.uid ?? (posix ? process.getuid() : null);
  // The temp directory is per-user on Windows already; elsewhere it is usually shared.
  const root = path.join(deps.tmpdir(), posix ? `ward-tool-cache-${uid}` : 'ward-tool-cache');
  const fix = 'remove it, or set RUNNER_TOOL_CACHE to a directory of your own';
  try {
    fs.mkdirSync(root, { mode: 0o700 });
  } catch (error) {
    if (error.code !== 'EEXIST') {
      throw new Error(`cannot create the tool cache ${root}: ${error.message}; set RUNNER_TOOL_CACHE to a directory of your own`);
    }
  }
  const status = fs.lstatSync(root);
  if (!status.isDirectory()) {
    throw new Error(`the tool cache ${root} is not a directory (a link or a file stands in its place); ${fix}`);
  }
  if (posix && status.uid !== uid) {
    throw new Error(`the tool cache ${root} belongs to uid ${status.uid}, not to this user (uid ${uid}); ${fix}`);
  }
  if (posix && status.mode & 0o022) {
    const mode = (status.mode & 0o777).toString(8).padStart(4, '0');
    throw new Error(`the tool cache ${root} can be written by other users (mode ${mode}); ${fix}`);
  }
  return root;
}

/**
 * `RUNNER_TOOL_CACHE/ward/<version>/<arch>`, the tool-cache layout the runner's tools use;
 * without RUNNER_TOOL_CACHE, the same layout under this user's private cache directory.
 */
function cacheDir(env, version, arch = process.arch, deps = defaultDeps) {
  return path.join(env.RUNNER_TOOL_CACHE || privateCacheRoot(deps), 'ward', version, arch);
}

/** The SHA-256 of a file, read without following a link where the platform allows it. */
function sha256File(file) {
  const hash = require('node:crypto').createHash('sha256');
  const fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW || 0));
  try {
    const buffer = Buffer.alloc(1 << 20);
    for (let read; (read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0; ) {
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

// The `<arch>.complete` marker is written only after the archive's checksum and the binary's
// version were checked. It holds, in SHA256SUMS form, the archive's line from SHA256SUMS and
// the SHA-256 of the binary as unpacked; a cached binary is used only while it still has it.
const MARKER_LIMIT = 4096;

function markerText(asset, assetSha256, binaryName, binarySha256) {
  return `${assetSha256}  ${asset}\n${binarySha256}  ${binaryName}\n`;
}

function fromCache(env, version, deps) {
  const dir = cacheDir(env, version, deps.arch, deps);
  const name = exeName(deps.platform);
  const binary = path.join(dir, name);
  const marker = `${dir}.complete`;
  if (!isOwnRegularFile(marker) || fs.lstatSync(marker).size > MARKER_LIMIT || !isOwnRegularFile(binary)) {
    return null;
  }
  const recorded = archive().checksumFor(fs.readFileSync(marker, 'utf8'), name);
  if (!recorded) {
    deps.log(`ignoring the cached ${binary}: its marker records no checksum, so it is not used`);
    return null;
  }
  const actual = sha256File(binary);
  if (actual !== recorded) {
    deps.log(`ignoring the cached ${binary}: its SHA-256 is ${actual}, cached as ${recorded}, so it is not used`);
    return null;
  }
  return binary;
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
  const dir = cacheDir(env, version, deps.arch, deps);
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
    const binarySha256 = sha256File(binary);
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
    fs.writeFileSync(`${dir}.complete`, markerText(name, expected, exeName(deps.platform), binarySha256));
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
  tmpdir: os.tmpdir,
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

/** Whether a boolean input is true, as ward reads booleans (true/false, 1/0, t/f). */
function inputTrue(env, name) {
  return /^(true|t|1|yes|y)$/i.test((env[`INPUT_${name.toUpperCase()}`] || '').trim());
}

/**
 * The main step's command: `ward auth` (the credentials file), or with the `serve` input
 * a metadata server started in the background, one `--identity` per line of
 * `serve_identities`.
 */
function mainArgs(env = process.env) {
  if (!inputTrue(env, 'serve')) {
    return ['auth', '--github-action'];
  }
  const args = ['auth', 'serve', '--github-action', '--detach'];
  for (const line of (env.INPUT_SERVE_IDENTITIES || '').split(/\r?\n/)) {
    if (line.trim()) {
      args.push('--identity', line.trim());
    }
  }
  return args;
}

/** The post step's command: stop the server the main step started, else remove the file. */
function postArgs(env = process.env) {
  return (env.STATE_serve_pid || '').trim() ? ['auth', 'serve', '--stop'] : ['auth', 'cleanup'];
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
  mainArgs,
  postArgs,
  releaseTarget,
  reportedVersion,
  run,
};
