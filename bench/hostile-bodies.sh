#!/usr/bin/env bash
# Benchmark: peak memory and time of `ward password range` and `ward webhook list` against
# the hostile fake (gzip bomb of 1 GiB, endless body, 64 MiB declared body). Each run is
# one bounded request (--retries 0); the figures show the body limit holding.
#
# Then the receiver's side: `ward webhook serve --max-body 64 MiB` given one body of
# nearly 64 MiB, unsigned to a route that verifies GitHub signatures (read whole, then
# refused), and signed, accepted, queued and piped to its command. Each on a fresh
# receiver; the figure is its resident high-water mark (VmHWM, Linux) above its idle
# resident size, and that as a multiple of --max-body (goal: at most 1.5).
#
#   bash bench/hostile-bodies.sh            # release build
#   PROFILE=debug bash bench/hostile-bodies.sh
#   ONLY=serve bash bench/hostile-bodies.sh # the receiver's figures alone
#   MAX_BODY_MIB=8 bash bench/hostile-bodies.sh  # the receiver's bodies at 8 MiB, not 64
#
# Needs GNU time (/usr/bin/time) for the peak RSS, and curl and python3 for the receiver.
set -euo pipefail
cd "$(dirname "$0")/.."

source bench/lib.sh
PROFILE=${PROFILE:-release}
bench_build "$PROFILE"

WORK=$(mktemp -d)
FAKE_PID=
cleanup() {
  [[ -n "$FAKE_PID" ]] && kill "$FAKE_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

echo "profile: $PROFILE; machine: $(nproc) cores; load: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
ONLY=${ONLY:-}
[[ "$ONLY" == serve ]] && MODES=() || MODES=(gzip-bomb endless oversized)
for mode in "${MODES[@]}"; do
  "$FAKES" hostile "$mode" > "$WORK/fake.url" &
  FAKE_PID=$!
  for _ in $(seq 50); do [[ -s "$WORK/fake.url" ]] && break; sleep 0.1; done
  URL=$(head -1 "$WORK/fake.url")
  for command in "password range 5BAA6" "webhook list"; do
    set +e
    # shellcheck disable=SC2086
    env -i PATH="$PATH" HOME="$WORK" WARD_CACHE_DIR="$WORK/cache" WARD_NO_PROMPT=1 \
      WARD_PASSWORDS_URL="$URL" WARD_HUB_URL="$URL" HF_TOKEN=hf_bench \
      /usr/bin/time -f '%e %M' -o "$WORK/time" \
      "$WARD" $command --retries 0 > /dev/null 2> "$WORK/stderr"
    code=$?
    set -e
    # GNU time puts "Command exited with non-zero status" first when ward fails.
    read -r seconds rss_kb < <(tail -1 "$WORK/time")
    printf "%-10s %-22s exit %d  %5.2f s  peak RSS %6.1f MB  | %s\n" \
      "$mode" "$command" "$code" "$seconds" "$(awk -v kb="$rss_kb" 'BEGIN { print kb / 1024 }')" \
      "$(grep -m1 'error' "$WORK/stderr")"
  done
  kill "$FAKE_PID" 2>/dev/null || true
  wait "$FAKE_PID" 2>/dev/null || true
  FAKE_PID=
  : > "$WORK/fake.url"
done

# The receiver: one maximal body per fresh receiver, its peak resident size above idle.
MAX_BODY_MIB=${MAX_BODY_MIB:-64}
case "$MAX_BODY_MIB" in '' | *[!0-9]*) echo "hostile-bodies.sh: MAX_BODY_MIB must be a number of MiB" >&2; exit 2 ;; esac
MAX_BODY=$((MAX_BODY_MIB * 1024 * 1024))
SECRET=bench-secret
SERVE_PID=
stop_serve() {
  [[ -n "$SERVE_PID" ]] && kill "$SERVE_PID" 2>/dev/null && wait "$SERVE_PID" 2>/dev/null || true
  SERVE_PID=
}
trap 'stop_serve; cleanup' EXIT

# kB of a /proc/PID/status line (VmRSS, VmHWM).
status_kb() { awk -v key="$2:" '$1 == key { print $2 }' "/proc/$1/status"; }

# A JSON object of SIZE bytes: a hub-like delivery with one long string field.
python3 - "$WORK/body.json" $((MAX_BODY - 4096)) <<'PY'
import json, sys
path, size = sys.argv[1], int(sys.argv[2])
head = json.dumps({"event": {"action": "update", "scope": "repo"}, "repo": {"type": "model", "name": "acme/bench"}})[:-1]
filler = size - len(head) - len(', "data": ""}')
with open(path, "w") as out:
    out.write(head + ', "data": "' + "x" * filler + '"}')
PY
SIGNATURE="sha256=$(python3 -c 'import hashlib, hmac, sys; print(hmac.new(sys.argv[1].encode(), open(sys.argv[2], "rb").read(), hashlib.sha256).hexdigest())' "$SECRET" "$WORK/body.json")"
BODY_BYTES=$(stat -c %s "$WORK/body.json")

# serve_peak LABEL SIGNATURE_HEADER EXPECTED_STATUS [CURL_ARGS...]
serve_peak() {
  local label=$1 signature=$2 expected=$3 state="$WORK/state-$RANDOM"
  shift 3
  rm -f "$WORK/ran"
  : > "$WORK/serve.err"
  WEBHOOK_SECRET=$SECRET "$WARD" webhook serve --port 0 --max-body "$MAX_BODY" \
    --state-dir "$state" --verify github --shell \
    --route "bench=cat > /dev/null && touch '$WORK/ran'" 2> "$WORK/serve.err" > /dev/null &
  SERVE_PID=$!
  local addr=
  for _ in $(seq 500); do
    addr=$(sed -n 's/.*listening on http:\/\/\([^ ]*\).*/\1/p' "$WORK/serve.err" | head -1)
    [[ -n "$addr" ]] && break
    sleep 0.02
  done
  [[ -n "$addr" ]] || { cat "$WORK/serve.err" >&2; exit 1; }
  sleep 0.5
  local idle status
  idle=$(status_kb "$SERVE_PID" VmRSS)
  status=$(curl -s -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' \
    -H "X-Hub-Signature-256: $signature" "$@" --data-binary @"$WORK/body.json" "http://$addr/webhooks/bench")
  if [[ "$expected" == 202 ]]; then
    for _ in $(seq 3000); do [[ -e "$WORK/ran" ]] && break; sleep 0.02; done
    [[ -e "$WORK/ran" ]] || { echo "the job did not run" >&2; exit 1; }
  fi
  local peak
  peak=$(status_kb "$SERVE_PID" VmHWM)
  stop_serve
  awk -v label="$label" -v status="$status" -v idle="$idle" -v peak="$peak" -v max="$MAX_BODY" -v body="$BODY_BYTES" 'BEGIN {
    above = (peak - idle) * 1024
    printf "serve %-32s HTTP %s  body %.1f MiB  idle %6.1f MiB  peak %6.1f MiB  above idle %6.1f MiB = %.2fx --max-body\n",
      label, status, body / 1048576, idle / 1024, peak / 1024, above / 1048576, above / max
  }'
}

UNSIGNED="sha256=$(printf '0%.0s' $(seq 64))"
serve_peak "unsigned, signed route" "$UNSIGNED" 401
serve_peak "unsigned, chunked, no length" "$UNSIGNED" 401 -H 'Transfer-Encoding: chunked'
serve_peak "signed, accepted, run" "$SIGNATURE" 202
serve_peak "signed, chunked, accepted, run" "$SIGNATURE" 202 -H 'Transfer-Encoding: chunked'
