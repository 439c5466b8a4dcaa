#!/usr/bin/env bash
# `ward auth serve` through a simulated long CI job against the fake cloud, time compressed:
# token lifetime LIFETIME seconds (default 6), the job LIFETIMES lifetimes long (default 24,
# as a two-hour job with 300-second tokens), CONSUMERS processes (default 200, curl) each
# asking once at a random time, half for the default identity (GitLab federation with
# impersonation), half for a second one (a key). Prints the token mints per identity
# against the goal of one per lifetime plus the first, the answers that were not a valid
# token (goal 0), the p50 answer time (server side, and curl's whole request), and the
# exchanges the credentials-file approach makes for the same consumers (each process
# loads the file and exchanges on its own; measured with `ward auth print-access-token`).
#
#   bench/auth-serve.sh        # LIFETIME=10 LIFETIMES=24 CONSUMERS=200 bench/auth-serve.sh
# Debug binaries unless PROFILE=release.
set -euo pipefail
cd "$(dirname "$0")/.."

source bench/lib.sh
bench_build "${PROFILE:-debug}"
bench_workdir
LIFETIME="${LIFETIME:-6}"
LIFETIMES="${LIFETIMES:-24}"
CONSUMERS="${CONSUMERS:-200}"

"$FAKES" cloud --port 0 --token-lifetime "$LIFETIME" > "$WORK/fakes.url" &
PIDS+=($!)
for _ in $(seq 100); do
  [ -s "$WORK/fakes.url" ] && break
  sleep 0.1
done
FAKE_URL="$(head -n 1 "$WORK/fakes.url")"

python3 - "$WARD" "$FAKE_URL" "$WORK" "$LIFETIME" "$LIFETIMES" "$CONSUMERS" << 'PY'
import json, math, os, random, statistics, subprocess, sys, time, urllib.request

ward, fake, work = sys.argv[1], sys.argv[2], sys.argv[3]
lifetime, lifetimes, consumers = int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
job = lifetime * lifetimes
PROVIDER = "projects/123456789/locations/global/workloadIdentityPools/ci-pool/providers/github"
SA = "deployer@test-project.iam.gserviceaccount.com"
KEY_ACCOUNT = "ci@key-project.iam.gserviceaccount.com"

def get(url):
    with urllib.request.urlopen(url, timeout=10) as answer:
        return answer.read().decode()

def stats():
    return json.loads(get(f"{fake}/stats"))

ci_token = get(f"{fake}/ci-token/gitlab?lifetime={job + 600}")
key = {
    "type": "service_account",
    "project_id": "key-project",
    "private_key_id": "test-only-key-id",
    "private_key": open("fakes/fixtures/test-only-rsa-private-key.pem").read(),
    "client_email": KEY_ACCOUNT,
    "token_uri": f"{fake}/token",
}
key_file = os.path.join(work, "key.json")
with open(key_file, "w") as out:
    json.dump(key, out)
env = {
    "PATH": os.environ["PATH"],
    "HOME": work,
    "WARD_NO_PROMPT": "1",
    "GITLAB_CI": "true",
    "CI_PROJECT_DIR": work,
    "GITLAB_OIDC_TOKEN": ci_token,
    "WARD_STS_URL": fake,
    "WARD_IAMCREDENTIALS_URL": fake,
    "WARD_OAUTH2_URL": fake,
}
env_file = os.path.join(work, "serve.env")
log = open(os.path.join(work, "serve.log"), "w")
server = subprocess.Popen(
    [ward, "auth", "serve", "--listen", "127.0.0.1:0", "--env-file", env_file,
     "--workload-identity-provider", PROVIDER, "--service-account", SA,
     "--identity", f"{KEY_ACCOUNT}=key:@{key_file}"],
    env=env, stdout=log, stderr=subprocess.PIPE, text=True)
for _ in range(300):
    if os.path.exists(env_file) and os.path.getsize(env_file) > 0:
        break
    time.sleep(0.1)
exported = dict(line.split("=", 1) for line in open(env_file).read().split())
host = exported["GCE_METADATA_HOST"]
before = stats()

print(f"== a {job} s job ({lifetimes} lifetimes of {lifetime} s), {consumers} consumers", file=sys.stderr)
random.seed(7)
schedule = sorted((random.uniform(0, job), ("default", KEY_ACCOUNT)[i % 2]) for i in range(consumers))
started, running, answers = time.monotonic(), [], []
for at, identity in schedule:
    time.sleep(max(0, started + at - time.monotonic()))
    url = f"http://{host}/computeMetadata/v1/instance/service-accounts/{identity}/token"
    running.append((identity, subprocess.Popen(
        ["curl", "-s", "-H", "Metadata-Flavor: Google", "-w", "\n%{http_code} %{time_total}", url],
        stdout=subprocess.PIPE, text=True)))
for identity, process in running:
    out, _ = process.communicate()
    body, _, tail = out.rpartition("\n")
    status, seconds = tail.split()
    answers.append((identity, int(status), body, float(seconds)))
after = stats()
server.terminate()
_, stderr = server.communicate(timeout=30)
log.close()

# expires_in counts from the cloud's own expireTime (whole seconds, rounded down) and is
# rounded up: 0 only for a token that has expired.
bad = last_second = 0
for identity, status, body, _ in answers:
    left = json.loads(body).get("expires_in", 0) if status == 200 else 0
    bad += left < 1
    last_second += left == 1
served_ms = []
for line in open(os.path.join(work, "serve.log")):
    line = line.rstrip()
    if "/token 200" in line and line.endswith("ms"):
        served_ms.append(float(line.rsplit(" ", 1)[1][:-2]))
goal = math.ceil(job / lifetime) + 1
# The fake's expiry times are whole seconds, rounded down from issue time + lifetime: its
# tokens live lifetime - 0.5 s on average, which matters only when the time is compressed.
effective = lifetime - 0.5
goal_effective = math.ceil(job / effective) + 1
minted = {
    account: after["access_tokens"].get(account, 0) - before["access_tokens"].get(account, 0)
    for account in (SA, KEY_ACCOUNT)
}
print(f"token mints per identity (goal <= {goal}; <= {goal_effective} for the fake's "
      f"{effective:.1f}-second average life):")
for account, count in minted.items():
    print(f"  {account}: {count}")
print(f"token exchanges at the token service (federated identity): {after['exchanges'] - before['exchanges']}")
print(f"answers that were not a valid token (an error, or an expired token): {bad} of {len(answers)}")
print(f"answers with at most 1 s of life left: {last_second} (the refresh margin is lifetime/30: "
      f"{lifetime / 30:.1f} s here, 10 s for 300-second tokens)")
print(f"token answer p50: {statistics.median(served_ms):.3f} ms in the server, "
      f"{statistics.median(a[3] for a in answers) * 1000:.3f} ms for curl's whole request")
for line in stderr.splitlines():
    if "token mints" in line:
        print(f"  server: {line.removeprefix('ward: ')}")

# The credentials file: every consumer process loads it and exchanges on its own.
creds = os.path.join(work, "creds")
os.makedirs(creds, mode=0o700)
subprocess.run([ward, "auth", "--workload-identity-provider", PROVIDER, "--service-account", SA,
                "--credentials-dir", creds], env=env, check=True, capture_output=True)
file = next(os.path.join(creds, name) for name in os.listdir(creds))
before = stats()
file_env = dict(env, GOOGLE_APPLICATION_CREDENTIALS=file, GOOGLE_EXTERNAL_ACCOUNT_ALLOW_EXECUTABLES="1")
for chunk in range(0, consumers, 20):
    batch = [subprocess.Popen([ward, "auth", "print-access-token"], env=file_env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
             for _ in range(min(20, consumers - chunk))]
    for process in batch:
        process.wait()
after = stats()
print(f"credentials file, same {consumers} consumers: {after['exchanges'] - before['exchanges']} exchanges, "
      f"{sum(after['access_tokens'].values()) - sum(before['access_tokens'].values())} access tokens minted")
PY
