'use strict';
// The action's only code: find the `ward` binary and run it. All logic lives in Rust.
//
// The binary is, in order: $WARD_BINARY; `ward` on PATH; a copy cached in the runner's tool
// cache; the release asset for this runner and the action's own version; a cargo build of
// the action's own source (which is checked out with the action).

const childProcess = require('node:child_process');
const fs = require('node:fs');
const https = require('node:https');
const os = require('node:os');
const path = require('node:path');

const ACTION_ROOT = path.resolve(__dirname, '..');
const EXE = process.platform === 'win32' ? 'ward.exe' : 'ward';

function isFile(candidate) {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

function findOnPath(env) {
  for (const dir of (env.PATH || '').split(path.delimiter)) {
    if (dir && isFile(path.join(dir, EXE))) {
      return path.join(dir, EXE);
    }
  }
  return null;
}

/** The Rust target triple of release assets for this runner, or null when none is built. */
function releaseTarget(platform = process.platform, arch = process.arch) {
  const targets = {
    'linux-x64': 'x86_64-unknown-linux-gnu',
    'linux-arm64': 'aarch64-unknown-linux-gnu',
    'darwin-x64': 'x86_64-apple-darwin',
    'darwin-arm64': 'aarch64-apple-darwin',
    'win32-x64': 'x86_64-pc-windows-msvc',
  };
  return targets[`${platform}-${arch}`] || null;
}

/** The version of the action's own source, so a downloaded binary matches it. */
function actionVersion(root = ACTION_ROOT) {
  const manifest = fs.readFileSync(path.join(root, 'Cargo.toml'), 'utf8');
  const pkg = manifest.split(/^\[package\]\s*$/m)[1] || '';
  const match = pkg.match(/^version\s*=\s*"([^"]+)"/m);
  if (!match) {
    throw new Error('ward action: cannot read the version from Cargo.toml');
  }
  return match[1];
}

function releaseAssetUrl(repository, version, target) {
  return `https://github.com/${repository}/releases/download/v${version}/ward-${target}.tar.gz`;
}

function download(url, dest, redirects = 5) {
  return new Promise((resolve, reject) => {
    https
      .get(url, { headers: { 'User-Agent': 'ward-action' } }, (response) => {
        const { statusCode, headers } = response;
        if (statusCode >= 300 && statusCode < 400 && headers.location && redirects > 0) {
          response.resume();
          resolve(download(new URL(headers.location, url).toString(), dest, redirects - 1));
          return;
        }
        if (statusCode !== 200) {
          response.resume();
          reject(new Error(`GET ${url} answered ${statusCode}`));
          return;
        }
        const file = fs.createWriteStream(dest);
        response.pipe(file);
        file.on('finish', () => file.close(() => resolve(dest)));
        file.on('error', reject);
      })
      .on('error', reject);
  });
}

async function fromRelease(env, deps) {
  const target = releaseTarget();
  const repository = env.GITHUB_ACTION_REPOSITORY;
  if (!target || !repository) {
    return null;
  }
  const version = actionVersion();
  const cache = path.join(env.RUNNER_TOOL_CACHE || os.tmpdir(), 'ward', version, target);
  const cached = path.join(cache, EXE);
  if (deps.isFile(cached)) {
    return cached;
  }
  fs.mkdirSync(cache, { recursive: true });
  const archive = path.join(cache, 'ward.tar.gz');
  try {
    await deps.download(releaseAssetUrl(repository, version, target), archive);
    const untar = deps.spawnSync('tar', ['-xzf', archive, '-C', cache], { stdio: 'inherit' });
    fs.rmSync(archive, { force: true });
    return untar.status === 0 && deps.isFile(cached) ? cached : null;
  } catch (error) {
    process.stderr.write(`ward action: no release binary (${error.message}); building from source\n`);
    return null;
  }
}

function fromSource(deps) {
  process.stderr.write('ward action: building ward from the action source with cargo\n');
  // An explicit target directory: a job-wide CARGO_TARGET_DIR (or a cargo config) would
  // otherwise put the binary somewhere this shim does not look.
  const targetDir = path.join(ACTION_ROOT, 'target');
  const args = ['build', '--release', '--locked', '--bin', 'ward', '--target-dir', targetDir];
  const build = deps.spawnSync('cargo', args, {
    cwd: ACTION_ROOT,
    // Build logs go to stderr: stdout carries the runner's workflow commands.
    stdio: ['ignore', process.stderr, process.stderr],
  });
  const built = path.join(targetDir, 'release', EXE);
  if (build.status !== 0 || !deps.isFile(built)) {
    throw new Error('ward action: could not find or build the ward binary (is a Rust toolchain installed?)');
  }
  return built;
}

const defaultDeps = { isFile, download, spawnSync: childProcess.spawnSync };

async function locate(env = process.env, deps = defaultDeps) {
  if (env.WARD_BINARY) {
    return env.WARD_BINARY;
  }
  return findOnPath(env) || (await fromRelease(env, deps)) || fromSource(deps);
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

/**
 * Run `ward ARGS...` with the step's environment and pass on its exit code; with
 * `addToPath`, later steps find the same binary on their PATH.
 */
async function run(args, { addToPath = false } = {}) {
  try {
    const binary = await locate();
    if (addToPath) {
      exportPath(binary);
    }
    const result = childProcess.spawnSync(binary, args, { stdio: 'inherit', env: process.env });
    if (result.error) {
      throw result.error;
    }
    process.exitCode = result.status === null ? 1 : result.status;
  } catch (error) {
    process.stdout.write(`::error::${String(error.message).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
    process.exitCode = 1;
  }
}

module.exports = { actionVersion, exportPath, findOnPath, locate, releaseAssetUrl, releaseTarget, run };
