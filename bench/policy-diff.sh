#!/usr/bin/env bash
# Benchmark: `ward policy diff` of two policies of BINDINGS bindings each (two or three
# members a binding, a quarter of them conditional, deleted: members among them), the
# live one served by the cloud fake and about one grant in twenty changed. Side by side:
#   - ward's comparison itself (the live policy's grants against the baseline's, from the
#     `-v` log line; the figure the 50 ms target is about),
#   - the whole `ward policy diff` command (process start, token, read, baseline, report),
#   - the same set difference of (role, member, condition) triples in jq (the peer a
#     script would carry after `gcloud ... get-iam-policy --format=json`) and in Python.
#
#   bash bench/policy-diff.sh                      # 5,000 bindings, release build
#   BINDINGS=200 RUNS=1 bash bench/policy-diff.sh  # quick
#
# Prints the median of RUNS runs of each, the finding counts (which must agree) and the
# machine's load. Needs python3 and jq.
set -euo pipefail
cd "$(dirname "$0")/.."

BINDINGS=${BINDINGS:-5000}
case "$BINDINGS" in '' | *[!0-9]*) echo "bench/policy-diff.sh: BINDINGS must be a number" >&2; exit 2 ;; esac
command -v jq > /dev/null || { echo "bench/policy-diff.sh: jq is needed (apt-get install jq)" >&2; exit 2; }
source bench/lib.sh
bench_runs policy-diff.sh 7
bench_build
bench_workdir

python3 - "$WORK" "$BINDINGS" <<'PY'
import json, random, sys
work, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(5000)
roles = ["roles/owner", "roles/editor", "roles/viewer", "roles/storage.admin",
         "roles/iam.serviceAccountUser", "projects/bench-project/roles/custom"]
def member():
    n = rng.randrange(2000)
    return rng.choice([f"user:u{n}@example.com", f"group:g{n}@example.com",
                       f"serviceAccount:sa{n}@bench-project.iam.gserviceaccount.com",
                       f"deleted:user:old{n}@example.com?uid={10**20 + n}"])
def binding():
    b = {"role": rng.choice(roles), "members": [member() for _ in range(rng.choice([2, 3]))]}
    if rng.random() < 0.25:
        b["condition"] = {"title": f"expires {rng.randrange(30, 40)}",
                          "expression": f"request.time < timestamp('20{rng.randrange(30, 40)}-01-01T00:00:00Z')"}
    return b
base = [binding() for _ in range(count)]
live = json.loads(json.dumps(base))
for b in live:
    if rng.random() < 0.05:
        b["members"][0] = member()
rng.shuffle(live)
json.dump({"version": 3, "bindings": base, "etag": "BwBase="}, open(f"{work}/baseline.json", "w"))
json.dump({"version": 3, "bindings": live, "etag": "BwLive="}, open(f"{work}/live.json", "w"))
key = {"type": "service_account", "project_id": "key-project", "private_key_id": "test-only-key-id",
       "private_key": open("fakes/fixtures/test-only-rsa-private-key.pem").read(),
       "client_email": "ci@key-project.iam.gserviceaccount.com", "token_uri": "TOKEN_URI"}
json.dump(key, open(f"{work}/key.json", "w"))
PY

"$FAKES" cloud --policy "projects/bench-project=$WORK/live.json" > "$WORK/cloud.url" 2> "$WORK/server.err" &
PIDS+=($!)
for _ in $(seq 100); do [[ -s "$WORK/cloud.url" ]] && break; sleep 0.05; done
CLOUD=$(head -1 "$WORK/cloud.url")
[[ -n "$CLOUD" ]] || { echo "bench/policy-diff.sh: the cloud fake did not start" >&2; cat "$WORK/server.err" >&2; exit 1; }
sed -i "s#TOKEN_URI#$CLOUD/token#" "$WORK/key.json"

export HOME="$WORK/home" XDG_STATE_HOME="$WORK/state" XDG_CONFIG_HOME="$WORK/config" \
  GOOGLE_APPLICATION_CREDENTIALS="$WORK/key.json" WARD_RESOURCEMANAGER_URL="$CLOUD" \
  WARD_OAUTH2_URL="$CLOUD" GCE_METADATA_HOST=127.0.0.1:9
DIFF=("$WARD" policy diff projects/bench-project --baseline "$WORK/baseline.json" --no-cache)

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

JQ_TRIPLES='def triples: [.bindings[] | . as $b | .members[] | [$b.role, ., ($b.condition // null)]] | unique;
  ($base[0] | triples) as $old | ($live[0] | triples) as $new
  | (($new - $old) | length) + (($old - $new) | length)'
PY_TRIPLES='
import json, sys
def triples(path):
    return {(b["role"], m, json.dumps(b.get("condition"), sort_keys=True))
            for b in json.load(open(path))["bindings"] for m in b["members"]}
old, new = triples(sys.argv[1]), triples(sys.argv[2])
print(len(new - old) + len(old - new))'

compare=() whole=() jqs=() pys=()
for _ in $(seq "$RUNS"); do
  start=$(date +%s%N)
  set +e
  "${DIFF[@]}" -o json -v > "$WORK/ward.json" 2> "$WORK/ward.err"
  code=$?
  set -e
  end=$(date +%s%N)
  [[ $code -eq 10 ]] || { echo "bench/policy-diff.sh: ward exited $code, not 10 (drift):" >&2; cat "$WORK/ward.err" >&2; exit 1; }
  whole+=($(( (end - start) / 1000000 )))
  compare+=("$(sed -n 's/.*diff of [0-9]* live grants took \([0-9.]*\) ms.*/\1/p' "$WORK/ward.err" | head -1)")
  start=$(date +%s%N)
  jq_count=$(jq -n --slurpfile base "$WORK/baseline.json" --slurpfile live "$WORK/live.json" "$JQ_TRIPLES")
  end=$(date +%s%N)
  jqs+=($(( (end - start) / 1000000 )))
  start=$(date +%s%N)
  py_count=$(python3 -c "$PY_TRIPLES" "$WORK/baseline.json" "$WORK/live.json")
  end=$(date +%s%N)
  pys+=($(( (end - start) / 1000000 )))
done
[[ -n "${compare[0]}" ]] || { echo "bench/policy-diff.sh: no timing line in ward's -v log:" >&2; cat "$WORK/ward.err" >&2; exit 1; }
ward_count=$(jq '.summary.findings' "$WORK/ward.json")
# The three must find the same changes, or the times compare different work.
[[ "$ward_count" == "$jq_count" && "$ward_count" == "$py_count" ]] ||
  { echo "bench/policy-diff.sh: ward found $ward_count changes, jq $jq_count, python $py_count" >&2; exit 1; }

grants=$(sed -n 's/.*diff of \([0-9]*\) live grants.*/\1/p' "$WORK/ward.err" | head -1)
echo "binary: $WARD; $BINDINGS bindings a policy ($grants live grants), $ward_count changes; $RUNS runs each, median"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || uptime)"
printf '%-34s %-26s %-22s %-22s\n' "ward comparison (in process)" "ward policy diff (whole)" "jq set difference" "python3 set difference"
printf '%-34s %-26s %-22s %-22s\n' "$(printf '%s\n' "${compare[@]}" | median) ms" \
  "$(printf '%s\n' "${whole[@]}" | median) ms" "$(printf '%s\n' "${jqs[@]}" | median) ms" \
  "$(printf '%s\n' "${pys[@]}" | median) ms"
