#!/usr/bin/env bash
# What the action's Node shim adds to `ward auth`: packages a release build of ward as a
# release asset with SHA256SUMS, serves it on 127.0.0.1, and times (median of RUNS, default
# 10) the main step from a cold tool cache (download + verify + unpack + `ward auth`), from a
# warm one, and the same `ward auth --github-action` run directly. Key mode against the fake
# cloud. Goal: the shim adds under 300 ms cold and under 50 ms warm.
#
#   bench/action.sh            # RUNS=20 bench/action.sh for more samples
set -euo pipefail
cd "$(dirname "$0")/.."

source bench/lib.sh
bench_runs action.sh 10
bench_build
bench_workdir

echo "== packaging the release asset" >&2
asset="$(node -p "require('./action/lib').assetName(require('./action/lib').releaseTarget())")"
mkdir -p "$WORK/stage/completions" "$WORK/release"
cp "$WARD" README.md "$WORK/stage/"
# Release assets carry a stripped binary (the `dist` profile strips); so does this one.
if command -v strip > /dev/null 2>&1; then strip "$WORK/stage/ward"; fi
"$WARD" completions --dir "$WORK/stage/completions" > /dev/null
tar -czf "$WORK/release/$asset" -C "$WORK/stage" .
(cd "$WORK/release" && sha256sum "$asset" > SHA256SUMS 2> /dev/null || shasum -a 256 "$asset" > SHA256SUMS)
echo "binary $(wc -c < "$WORK/stage/ward" | tr -d ' ') bytes, asset $asset $(wc -c < "$WORK/release/$asset" | tr -d ' ') bytes" >&2

# The release server and the fake cloud print their URL as their first line.
node -e '
  const fs = require("node:fs"), http = require("node:http"), path = require("node:path");
  const root = process.argv[1];
  http.createServer((req, res) => {
    const file = path.join(root, path.basename(new URL(req.url, "http://x").pathname));
    fs.readFile(file, (err, body) => err ? res.writeHead(404).end() : res.writeHead(200, { "Content-Length": body.length }).end(body));
  }).listen(0, "127.0.0.1", function () { console.log(`http://127.0.0.1:${this.address().port}/`); });
' "$WORK/release" > "$WORK/release.url" &
PIDS+=($!)
"$FAKES" cloud --port 0 > "$WORK/fakes.url" &
PIDS+=($!)
for _ in $(seq 100); do
  [ -s "$WORK/release.url" ] && [ -s "$WORK/fakes.url" ] && break
  sleep 0.1
done
RELEASE_URL="$(head -n 1 "$WORK/release.url")"
FAKE_URL="$(head -n 1 "$WORK/fakes.url")"

echo "== timing $RUNS runs each" >&2
node - "$WARD" "$RELEASE_URL" "$FAKE_URL" "$WORK" "$RUNS" << 'NODE'
const childProcess = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const [ward, releaseUrl, fakeUrl, work, runsText] = process.argv.slice(2);
const runs = Number(runsText);
const main = path.resolve('action', 'main.js');

const key = JSON.stringify({
  type: 'service_account',
  project_id: 'key-project',
  private_key_id: 'test-only-key-id',
  private_key: fs.readFileSync('fakes/fixtures/test-only-rsa-private-key.pem', 'utf8'),
  client_email: 'ci@key-project.iam.gserviceaccount.com',
  token_uri: `${fakeUrl}/token`,
});

let counter = 0;
/** A fresh runner: its own file-command files and workspace; no ward on PATH. */
function env(toolCache) {
  const dir = path.join(work, `run-${counter++}`);
  fs.mkdirSync(path.join(dir, 'workspace'), { recursive: true });
  return {
    PATH: [path.dirname(process.execPath), '/usr/bin', '/bin'].join(path.delimiter),
    HOME: dir,
    WARD_NO_PROMPT: '1',
    GITHUB_WORKSPACE: path.join(dir, 'workspace'),
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_ENV: path.join(dir, 'env'),
    GITHUB_STATE: path.join(dir, 'state'),
    GITHUB_PATH: path.join(dir, 'path'),
    RUNNER_TOOL_CACHE: toolCache,
    WARD_DOWNLOAD_URL: releaseUrl,
    WARD_IAMCREDENTIALS_URL: fakeUrl,
    WARD_OAUTH2_URL: fakeUrl,
    INPUT_CREDENTIALS_JSON: key,
    INPUT_TOKEN_FORMAT: 'access_token',
    INPUT_CREATE_CREDENTIALS_FILE: 'true',
  };
}

function timed(command, args, environment) {
  const start = process.hrtime.bigint();
  const result = childProcess.spawnSync(command, args, { env: environment, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 || !fs.readFileSync(environment.GITHUB_OUTPUT, 'utf8').includes('access_token')) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const warmCache = path.join(work, 'warm-cache');
const empty = path.join(work, 'empty.js');
fs.writeFileSync(empty, '');
timed(process.execPath, [main], env(warmCache)); // fills the warm cache
const samples = { direct: [], cold: [], warm: [], node: [] };
for (let i = 0; i < runs; i++) {
  // Node's own start, which any JavaScript action pays before its first line runs.
  const start = process.hrtime.bigint();
  childProcess.spawnSync(process.execPath, [empty], { env: env(warmCache) });
  samples.node.push(Number(process.hrtime.bigint() - start) / 1e6);
  // Interleaved, so a slow moment on the machine hits all three alike.
  samples.direct.push(timed(ward, ['auth', '--github-action'], env(warmCache)));
  samples.cold.push(timed(process.execPath, [main], env(path.join(work, `cold-cache-${i}`))));
  samples.warm.push(timed(process.execPath, [main], env(warmCache)));
}

const fmt = (ms) => `${ms.toFixed(1).padStart(7)} ms`;
const direct = median(samples.direct);
console.log(`action shim, median of ${runs} runs (min .. max)`);
for (const [name, values] of Object.entries(samples)) {
  console.log(`  ${name.padEnd(7)} ${fmt(median(values))}   (${fmt(Math.min(...values))} .. ${fmt(Math.max(...values))})`);
}
console.log(`  shim adds, cold cache: ${fmt(median(samples.cold) - direct)}   (goal < 300 ms)`);
console.log(`  shim adds, warm cache: ${fmt(median(samples.warm) - direct)}   (goal < 50 ms)`);
console.log(`  of which Node's start: ${fmt(median(samples.node))}   (the "node" row: an empty script)`);
const load = require('node:os').loadavg()[0];
console.log(`  load average during the run: ${load.toFixed(2)} on ${require('node:os').cpus().length} CPUs`);
NODE
