#!/usr/bin/env bash
# Benchmark: `ward auth print-access-token` through each step of the cloud credential chain
# against the fakes (median of RUNS runs, wall time including process start), and what the
# last step, the metadata server, costs when nothing answers there (the off-cloud case).
#
#   bash bench/cloud-chain.sh                 # debug build
#   PROFILE=release bash bench/cloud-chain.sh
set -euo pipefail
cd "$(dirname "$0")/.."

source bench/lib.sh
PROFILE=${PROFILE:-debug}
bench_runs cloud-chain.sh 10
bench_build "$PROFILE"
bench_workdir

"$FAKES" metadata > "$WORK/fakes.url" &
PIDS+=($!)
for _ in $(seq 50); do [[ $(wc -l < "$WORK/fakes.url") -ge 2 ]] && break; sleep 0.1; done
METADATA=$(sed -n 1p "$WORK/fakes.url")
CLOUD=$(sed -n 2p "$WORK/fakes.url")

# A port that accepts connections into its backlog and never answers, like an address
# whose packets are swallowed.
python3 -c '
import socket, sys, time
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(64)
print(s.getsockname()[1], flush=True); time.sleep(3600)' > "$WORK/silent.port" &
PIDS+=($!)
for _ in $(seq 50); do [[ -s "$WORK/silent.port" ]] && break; sleep 0.1; done
SILENT=127.0.0.1:$(cat "$WORK/silent.port")
CLOSED=127.0.0.1:9

python3 - "$WORK" "$CLOUD" <<'PY'
import json, sys
work, cloud = sys.argv[1], sys.argv[2]
key = {
    "type": "service_account", "project_id": "key-project", "private_key_id": "test-only-key-id",
    "private_key": open("fakes/fixtures/test-only-rsa-private-key.pem").read(),
    "client_email": "ci@key-project.iam.gserviceaccount.com", "token_uri": cloud + "/token",
}
user = {
    "type": "authorized_user", "client_id": "fake-client.apps.example.com",
    "client_secret": "fake-client-secret", "refresh_token": "fake-refresh-token",
    "token_uri": cloud + "/token",
}
chained = {
    "type": "impersonated_service_account",
    "service_account_impersonation_url": cloud + "/v1/projects/-/serviceAccounts/delegate@test-project.iam.gserviceaccount.com:generateAccessToken",
    "source_credentials": key, "delegates": [],
}
for name, doc in [("key", key), ("user", user), ("chained", chained)]:
    json.dump(doc, open(f"{work}/{name}.json", "w"))
PY
mkdir -p "$WORK/gcloud"
cp "$WORK/user.json" "$WORK/gcloud/application_default_credentials.json"

# median wall milliseconds of RUNS runs of: ward ARGS with env VARS (space-separated)
measure() {
  local label=$1 expect=$2 vars=$3
  shift 3
  local times=() code
  for _ in $(seq "$RUNS"); do
    local start end
    start=$(date +%s%N)
    set +e
    # shellcheck disable=SC2086
    env -i PATH="$PATH" HOME="$WORK/home" WARD_NO_PROMPT=1 WARD_OAUTH2_URL="$CLOUD" $vars \
      "$WARD" "$@" > /dev/null 2> "$WORK/stderr"
    code=$?
    set -e
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  printf "%-46s exit %d (want %d)  median %5d ms\n" "$label" "$code" "$expect" "$median"
}

echo "profile: $PROFILE; machine: $(nproc) cores; $RUNS runs each"
A=(auth print-access-token)
measure "1. WARD_ACCESS_TOKEN (no request)" 0 "WARD_ACCESS_TOKEN=t GCE_METADATA_HOST=$CLOSED" "${A[@]}"
measure "2. key file (JWT-bearer grant)" 0 "GOOGLE_APPLICATION_CREDENTIALS=$WORK/key.json" "${A[@]}"
measure "2. impersonated_service_account file" 0 "GOOGLE_APPLICATION_CREDENTIALS=$WORK/chained.json" "${A[@]}"
measure "3. application-default (authorized_user)" 0 "CLOUDSDK_CONFIG=$WORK/gcloud" "${A[@]}"
measure "4. metadata server (fake)" 0 "GCE_METADATA_HOST=${METADATA#http://}" "${A[@]}"
measure "4. metadata server, ID token" 0 "GCE_METADATA_HOST=${METADATA#http://}" auth print-identity-token --audience https://svc.example
measure "nothing found: metadata port refused" 3 "GCE_METADATA_HOST=$CLOSED" "${A[@]}"
measure "nothing found: metadata port silent" 3 "GCE_METADATA_HOST=$SILENT" "${A[@]}"
RUNS=3 measure "nothing found: 169.254.169.254 on this machine" 3 "" "${A[@]}"
echo "last error: $(head -1 "$WORK/stderr" | cut -c1-160)..."
