'use strict';
// Drives the action's shim the way the runner does: INPUT_* variables, the file-command
// files, an identity-token URL pointing at the fake cloud, then the post step.
// Needs the debug binaries (`cargo build --workspace`), which `cargo test` builds.

const assert = require('node:assert/strict');
const childProcess = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const { after, before, describe, it } = require('node:test');

const lib = require('./lib');

const ROOT = path.resolve(__dirname, '..');
const BIN_DIR = path.join(process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target'), 'debug');
const PROVIDER = 'projects/123456789/locations/global/workloadIdentityPools/ci-pool/providers/github';
const SA = 'deployer@test-project.iam.gserviceaccount.com';

/** NAME<<DELIMITER ... DELIMITER entries, as the runner reads them. */
function parseFileCommands(file) {
  const entries = {};
  if (!fs.existsSync(file)) {
    return entries;
  }
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = lines[i].match(/^([^<=]+)<<(.+)$/);
    if (!match) {
      continue;
    }
    const value = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) {
      value.push(lines[i]);
    }
    entries[match[1]] = value.join('\n');
  }
  return entries;
}

let fake;
let fakeUrl;

before(async () => {
  for (const name of ['ward', 'ward-fakes']) {
    assert.ok(fs.existsSync(path.join(BIN_DIR, name)), `${name} is not built; run cargo build --workspace`);
  }
  fake = childProcess.spawn(path.join(BIN_DIR, 'ward-fakes'), ['cloud', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: fake.stdout });
  fakeUrl = await new Promise((resolve) => lines.once('line', resolve));
});

after(() => {
  if (fake) {
    fake.kill();
  }
});

function runner(inputs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ward-action-'));
  const workspace = path.join(dir, 'workspace');
  fs.mkdirSync(workspace);
  fs.writeFileSync(path.join(workspace, 'README.md'), 'checked out\n');
  const env = {
    PATH: `${BIN_DIR}${path.delimiter}${process.env.PATH}`,
    HOME: dir,
    WARD_NO_PROMPT: '1',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_ENV: path.join(dir, 'env'),
    GITHUB_STATE: path.join(dir, 'state'),
    GITHUB_PATH: path.join(dir, 'path'),
    ACTIONS_ID_TOKEN_REQUEST_URL: `${fakeUrl}/oidc?api-version=2.0`,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'test-request-token',
    WARD_STS_URL: fakeUrl,
    WARD_IAMCREDENTIALS_URL: fakeUrl,
    WARD_OAUTH2_URL: fakeUrl,
  };
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.toUpperCase()}`] = value;
  }
  const step = (script, extra = {}) =>
    childProcess.spawnSync(process.execPath, [path.join(__dirname, script)], {
      env: { ...env, ...extra },
      encoding: 'utf8',
    });
  return { dir, workspace, env, step };
}

describe('main and post steps', () => {
  it('authenticates, writes outputs, env and state, then cleans up', () => {
    const { env, step } = runner({
      workload_identity_provider: PROVIDER,
      service_account: SA,
      token_format: 'access_token',
      access_token_lifetime: '3600s',
      access_token_scopes: 'https://www.googleapis.com/auth/cloud-platform',
      create_credentials_file: 'true',
      export_environment_variables: 'true',
      cleanup_credentials: 'true',
      id_token_include_email: 'false',
    });
    const main = step('main.js');
    assert.equal(main.status, 0, main.stderr);

    const outputs = parseFileCommands(env.GITHUB_OUTPUT);
    assert.equal(outputs.project_id, 'test-project');
    assert.match(outputs.access_token, /^sa-/);
    assert.ok(main.stdout.includes(`::add-mask::${outputs.access_token}`));
    const file = outputs.credentials_file_path;
    assert.match(path.basename(file), /^ci-creds-[0-9a-f]{16}\.json$/);
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.equal(JSON.parse(fs.readFileSync(file, 'utf8')).type, 'external_account');

    const exported = parseFileCommands(env.GITHUB_ENV);
    assert.equal(exported.SERVICE_APPLICATION_CREDENTIALS, file);
    assert.equal(exported.GOOGLE_APPLICATION_CREDENTIALS, file);
    assert.equal(exported.CLOUDSDK_CORE_PROJECT, 'test-project');

    const state = parseFileCommands(env.GITHUB_STATE);
    assert.equal(state.credentials_path, file);
    // ward was on PATH already: nothing added for later steps.
    assert.ok(!fs.existsSync(env.GITHUB_PATH));

    // The runner hands state to the post step as STATE_<name>.
    const post = step('post.js', { STATE_credentials_path: state.credentials_path });
    assert.equal(post.status, 0, post.stderr);
    assert.ok(!fs.existsSync(file));
    assert.match(post.stderr, /removed the credentials file/);
  });

  it('key mode writes the key itself', () => {
    const key = fs.readFileSync(path.join(ROOT, 'fakes', 'fixtures', 'test-only-rsa-private-key.pem'), 'utf8');
    const json = JSON.stringify({
      type: 'service_account',
      project_id: 'key-project',
      private_key_id: 'test-only-key-id',
      private_key: key,
      client_email: 'ci@key-project.iam.gserviceaccount.com',
      token_uri: `${fakeUrl}/token`,
    });
    const { env, step } = runner({ credentials_json: json, create_credentials_file: 'true' });
    const main = step('main.js');
    assert.equal(main.status, 0, main.stderr);
    const outputs = parseFileCommands(env.GITHUB_OUTPUT);
    assert.equal(outputs.project_id, 'key-project');
    assert.equal(fs.readFileSync(outputs.credentials_file_path, 'utf8'), json);
  });

  it('fails the step with an annotation on bad inputs', () => {
    const { env, step, workspace } = runner({ token_format: 'access_token' });
    const main = step('main.js');
    assert.equal(main.status, 2);
    assert.match(main.stdout, /::error::exactly one of the "workload_identity_provider" input/);
    assert.deepEqual(parseFileCommands(env.GITHUB_OUTPUT), {});
    assert.deepEqual(fs.readdirSync(workspace), ['README.md']);
  });

  it('puts the binary it found on the PATH of later steps', () => {
    const { env, step } = runner({
      workload_identity_provider: PROVIDER,
      service_account: SA,
    });
    // Found through WARD_BINARY (as it would be in the tool cache), not on PATH.
    const main = step('main.js', {
      PATH: path.dirname(process.execPath),
      WARD_BINARY: path.join(BIN_DIR, 'ward'),
    });
    assert.equal(main.status, 0, main.stderr);
    assert.deepEqual(fs.readFileSync(env.GITHUB_PATH, 'utf8').split(os.EOL).filter(Boolean), [BIN_DIR]);
  });

  it('with serve, starts a metadata server instead of a file, and the post step stops it', async () => {
    const { env, step, workspace } = runner({
      workload_identity_provider: PROVIDER,
      service_account: SA,
      serve: 'true',
      create_credentials_file: 'true',
      token_format: 'access_token',
    });
    const main = step('main.js');
    assert.equal(main.status, 0, main.stderr);
    const exported = parseFileCommands(env.GITHUB_ENV);
    assert.match(exported.GCE_METADATA_HOST, /^127\.0\.0\.1:\d+$/);
    assert.equal(exported.GCE_METADATA_IP, exported.GCE_METADATA_HOST);
    assert.equal(exported.METADATA_SERVER_DETECTION, 'assume-present');
    assert.equal(exported.GOOGLE_APPLICATION_CREDENTIALS, undefined);
    const pid = Number(parseFileCommands(env.GITHUB_STATE).serve_pid);
    assert.ok(pid > 0);
    // No credentials file, and no token among the outputs.
    assert.deepEqual(fs.readdirSync(workspace), ['README.md']);
    assert.equal(parseFileCommands(env.GITHUB_OUTPUT).access_token, undefined);

    const url = `http://${exported.GCE_METADATA_HOST}/computeMetadata/v1/instance/service-accounts/default/token`;
    const answer = await fetch(url, { headers: { 'Metadata-Flavor': 'Google' } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('metadata-flavor'), 'Google');
    assert.match((await answer.json()).access_token, /^sa-/);

    const post = step('post.js', { STATE_serve_pid: String(pid) });
    assert.equal(post.status, 0, post.stderr);
    assert.match(post.stderr, /stopped the metadata server/);
    const gone = await new Promise((resolve) => {
      const deadline = Date.now() + 10_000;
      const poll = () => {
        try {
          process.kill(pid, 0);
        } catch {
          return resolve(true);
        }
        return Date.now() > deadline ? resolve(false) : setTimeout(poll, 50);
      };
      poll();
    });
    assert.ok(gone, `process ${pid} still runs`);
  });

  it('chooses the command from the serve inputs', () => {
    assert.deepEqual(lib.mainArgs({}), ['auth', '--github-action']);
    assert.deepEqual(lib.mainArgs({ INPUT_SERVE: 'false' }), ['auth', '--github-action']);
    assert.deepEqual(lib.mainArgs({ INPUT_SERVE: 'true', INPUT_SERVE_IDENTITIES: 'a@p.iam.gserviceaccount.com\n\nb@q.iam.gserviceaccount.com=key:@k.json\n' }), [
      'auth', 'serve', '--github-action', '--detach',
      '--identity', 'a@p.iam.gserviceaccount.com',
      '--identity', 'b@q.iam.gserviceaccount.com=key:@k.json',
    ]);
    assert.deepEqual(lib.postArgs({}), ['auth', 'cleanup']);
    assert.deepEqual(lib.postArgs({ STATE_serve_pid: '42' }), ['auth', 'serve', '--stop']);
  });

  it('post step skips when cleanup is off', () => {
    const { step, workspace } = runner({ cleanup_credentials: 'false' });
    const file = path.join(workspace, 'ci-creds-0123456789abcdef.json');
    fs.writeFileSync(file, '{}');
    const post = step('post.js', { STATE_credentials_path: file });
    assert.equal(post.status, 0, post.stderr);
    assert.ok(fs.existsSync(file));
  });
});

describe('locating the binary', () => {
  it('prefers WARD_BINARY, then PATH', async () => {
    assert.equal(await lib.locate({ WARD_BINARY: '/opt/ward' }), '/opt/ward');
    assert.equal(await lib.locate({ PATH: BIN_DIR }), path.join(BIN_DIR, 'ward'));
  });

  it('builds from source only when the build_from_source input says so', async () => {
    const calls = [];
    const deps = {
      isFile: (candidate) => candidate.endsWith(path.join('target', 'release', 'ward')),
      spawnSync: (command, args, options) => {
        calls.push([command, ...args]);
        return command === 'cargo' ? { status: 0 } : childProcess.spawnSync(command, args, options);
      },
      log: () => {},
      retryDelayMs: 1,
    };
    const env = { PATH: '', RUNNER_TOOL_CACHE: fs.mkdtempSync(path.join(os.tmpdir(), 'ward-cache-')) };
    const located = await lib.locate({ ...env, INPUT_BUILD_FROM_SOURCE: 'true' }, deps);
    assert.equal(located, path.join(ROOT, 'target', 'release', 'ward'));
    // The target directory is explicit, so a job-wide CARGO_TARGET_DIR cannot move the binary.
    assert.deepEqual(calls, [
      ['cargo', 'build', '--release', '--locked', '--bin', 'ward', '--target-dir', path.join(ROOT, 'target')],
    ]);

    // Without the input a failed download is an error, never a silent build.
    calls.length = 0;
    const refused = { ...env, INPUT_BUILD_FROM_SOURCE: 'false', WARD_DOWNLOAD_URL: 'http://127.0.0.1:9/' };
    await assert.rejects(lib.locate(refused, deps), /SHA256SUMS/);
    assert.ok(!calls.some(([command]) => command === 'cargo'), JSON.stringify(calls));
  });
});

/** Run a step script asynchronously (a server in this process must keep answering). */
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

describe('main step with a release download', () => {
  const { fakeWard, serve, sums, tarGz } = require('./release-server');
  const name = `ward-${lib.releaseTarget()}.tar.gz`;
  // No ward on PATH, but tar still is.
  const PATH = [path.dirname(process.execPath), '/usr/bin', '/bin'].join(path.delimiter);

  it('downloads a verified ward, authenticates and exports its directory', async (t) => {
    // The asset's ward hands over to the built binary, so the whole step runs for real.
    const asset = tarGz({ ward: `#!/bin/sh\nexec '${path.join(BIN_DIR, 'ward')}' "$@"\n` });
    const server = await serve({ [name]: asset, SHA256SUMS: Buffer.from(sums({ [name]: asset })) });
    t.after(server.close);
    const key = fs.readFileSync(path.join(ROOT, 'fakes', 'fixtures', 'test-only-rsa-private-key.pem'), 'utf8');
    const json = JSON.stringify({
      type: 'service_account',
      project_id: 'key-project',
      private_key_id: 'test-only-key-id',
      private_key: key,
      client_email: 'ci@key-project.iam.gserviceaccount.com',
      token_uri: `${fakeUrl}/token`,
    });
    const { dir, env } = runner({ credentials_json: json });
    const cache = path.join(dir, 'toolcache');
    const main = await runStep('main.js', { ...env, PATH, RUNNER_TOOL_CACHE: cache, WARD_DOWNLOAD_URL: server.url });
    assert.equal(main.status, 0, main.stderr + main.stdout);
    assert.equal(parseFileCommands(env.GITHUB_OUTPUT).project_id, 'key-project');
    const installed = path.join(cache, 'ward', lib.actionVersion(ROOT), process.arch);
    assert.deepEqual(fs.readFileSync(env.GITHUB_PATH, 'utf8').split(os.EOL).filter(Boolean), [installed]);
    assert.deepEqual(server.hits, { SHA256SUMS: 1, [name]: 1 });
  });

  it('fails the step with an annotation on a checksum mismatch', async (t) => {
    const marker = path.join(os.tmpdir(), `ward-ran-${process.pid}`);
    const genuine = tarGz({ ward: fakeWard(lib.actionVersion(ROOT)) });
    const tampered = tarGz({ ward: fakeWard(lib.actionVersion(ROOT), marker) });
    const server = await serve({ [name]: tampered, SHA256SUMS: Buffer.from(sums({ [name]: genuine })) });
    t.after(server.close);
    const { dir, env } = runner({});
    const stepEnv = { ...env, PATH, RUNNER_TOOL_CACHE: path.join(dir, 'toolcache'), WARD_DOWNLOAD_URL: server.url };
    const main = await runStep('main.js', stepEnv);
    assert.equal(main.status, 1);
    assert.match(main.stdout, /^::error::ward action: checksum mismatch for ward-.*; refusing to unpack it$/m);
    assert.ok(!fs.existsSync(marker));
    assert.ok(!fs.existsSync(env.GITHUB_OUTPUT));

    // The post step does not try again: the main step wrote nothing to clean up.
    const before = { ...server.hits };
    const post = await runStep('post.js', stepEnv);
    assert.equal(post.status, 0, post.stderr);
    assert.match(post.stderr, /nothing to clean up/);
    assert.doesNotMatch(post.stdout, /::error::/);
    assert.deepEqual(server.hits, before);
  });
});
