#!/usr/bin/env bash
# `ward auth` on every CI system against the fake cloud (identity token, exchange at the
# token service, impersonation, access token, credentials file), and one refresh through
# `ward auth subject-token` as client libraries run it. Prints, per flow, the median of RUNS
# (default 10) wall-clock times and of ward's own CPU time (user + system, from rusage).
# Goals: under 30 ms of ward's own time per flow; subject-token under 10 ms.
#
#   bench/auth.sh            # RUNS=20 bench/auth.sh for more samples
set -euo pipefail
cd "$(dirname "$0")/.."

source bench/lib.sh
bench_runs auth.sh 10
bench_build
bench_workdir

"$FAKES" cloud --port 0 > "$WORK/fakes.url" &
PIDS+=($!)
for _ in $(seq 100); do
  [ -s "$WORK/fakes.url" ] && break
  sleep 0.1
done
FAKE_URL="$(head -n 1 "$WORK/fakes.url")"

echo "== timing $RUNS runs per flow" >&2
python3 - "$WARD" "$FAKE_URL" "$WORK" "$RUNS" << 'PY'
import os, resource, statistics, subprocess, sys, time, urllib.request

ward, fake, work, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
PROVIDER = "projects/123456789/locations/global/workloadIdentityPools/ci-pool/providers/github"
SA = "deployer@test-project.iam.gserviceaccount.com"
AUDIENCE = "https://iam.googleapis.com/" + PROVIDER

def ci_token(ci):
    # Lives past the whole benchmark.
    with urllib.request.urlopen(f"{fake}/ci-token/{ci}?lifetime=3600", timeout=10) as answer:
        return answer.read().decode()

creds = os.path.join(work, "creds")
os.makedirs(creds, mode=0o700, exist_ok=True)
bin_dir = os.path.join(work, "bin")
os.makedirs(bin_dir, exist_ok=True)
with open(os.path.join(bin_dir, "bk.token"), "w") as f:
    f.write(ci_token("buildkite"))
agent = os.path.join(bin_dir, "buildkite-agent")
with open(agent, "w") as f:
    f.write(f"#!/bin/sh\ncat '{bin_dir}/bk.token'\n")
os.chmod(agent, 0o755)
token_file = os.path.join(work, "oidc-token")
with open(token_file, "w") as f:
    f.write(ci_token("generic"))

base = {
    "PATH": bin_dir + os.pathsep + os.environ.get("PATH", ""),
    "HOME": work,
    "WARD_NO_PROMPT": "1",
    "WARD_STS_URL": fake,
    "WARD_IAMCREDENTIALS_URL": fake,
    "WARD_OAUTH2_URL": fake,
    "XDG_CONFIG_HOME": os.path.join(work, "config"),
}
login = ["auth", "--workload-identity-provider", PROVIDER, "--service-account", SA,
         "--token-format", "access_token", "--credentials-dir", creds, "-o", "json"]
flows = [
    ("github", {"GITHUB_ACTIONS": "true",
                "ACTIONS_ID_TOKEN_REQUEST_URL": f"{fake}/oidc?api-version=2.0",
                "ACTIONS_ID_TOKEN_REQUEST_TOKEN": "test-request-token"}, login),
    ("gitlab", {"GITLAB_CI": "true", "GITLAB_OIDC_TOKEN": ci_token("gitlab")}, login),
    ("circleci", {"CIRCLECI": "true", "CIRCLE_OIDC_TOKEN_V2": ci_token("circleci")}, login),
    ("buildkite", {"BUILDKITE": "true"}, login),
    ("bitbucket", {"BITBUCKET_BUILD_NUMBER": "1",
                   "BITBUCKET_STEP_OIDC_TOKEN": ci_token("bitbucket")}, login),
    ("azure", {"TF_BUILD": "True", "SYSTEM_OIDCREQUESTURI": f"{fake}/azure/oidc",
               "SYSTEM_ACCESSTOKEN": "test-azure-job-token",
               "AZURESUBSCRIPTION_SERVICE_CONNECTION_ID": "00000000-0000-0000-0000-0000000000sc"},
     login),
    ("generic file", {}, login + ["--oidc-token-file", token_file]),
    ("subject-token", {"GITLAB_OIDC_TOKEN": ci_token("gitlab")},
     ["auth", "subject-token", "--ci", "gitlab"]),
]

def run_once(env, args):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([ward] + args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"auth.sh: {' '.join(args[:3])} failed: {done.stderr.decode()[-400:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000

print(f"{'flow':<14} {'wall ms':>8} {'ward cpu ms':>12} {'goal ms':>8}")
failed = False
for name, extra, args in flows:
    env = dict(base, **extra)
    run_once(env, args)  # warm the page cache
    samples = [run_once(env, args) for _ in range(runs)]
    wall = statistics.median(s[0] for s in samples)
    cpu = statistics.median(s[1] for s in samples)
    goal = 10 if name == "subject-token" else 30
    mark = "" if cpu < goal else "  (over goal)"
    print(f"{name:<14} {wall:>8.1f} {cpu:>12.1f} {goal:>8}{mark}")
print(f"median of {runs}; wall includes the fake servers on 127.0.0.1, ward cpu is ward's own "
      "user+system time (with the stub agent for buildkite)")
PY
for f in "$WORK"/creds/ci-creds-*.json; do [ -e "$f" ] && rm -f "$f"; done
