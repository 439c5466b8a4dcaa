#!/usr/bin/env bash
# Benchmark: `ward password check --stdin` against a local range fake serving ~800 rows per
# range, next to wrk against the same fake and the same paths in the same run.
#
#   bash bench/password-check.sh            # 100,000 then 1,000,000 passwords
#   LINES_SMALL=20000 LINES_LARGE=0 bash bench/password-check.sh
#   NO_BUILD=1 bash bench/password-check.sh   # use the release binaries already built
#
# Prints passwords/s and peak RSS for ward, requests/s for wrk. Needs python3 (to list the
# prefixes for wrk) and wrk (installed from Debian when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

LINES_SMALL=${LINES_SMALL:-100000}
LINES_LARGE=${LINES_LARGE:-1000000}
ROWS=${ROWS:-800}
CONCURRENCY=${CONCURRENCY:-32}
WRK_SECONDS=${WRK_SECONDS:-10}

if ! command -v wrk >/dev/null; then
  apt-get update -qq && apt-get install -y -qq wrk >/dev/null
fi

[[ -n "${NO_BUILD:-}" ]] || cargo build --release -q -p ward -p ward-fakes
WARD=target/release/ward
FAKES=target/release/ward-fakes

WORK=$(mktemp -d)
cleanup() {
  [[ -n "${FAKE_PID:-}" ]] && kill "$FAKE_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

"$FAKES" passwords --rows "$ROWS" > "$WORK/fake.url" &
FAKE_PID=$!
for _ in $(seq 50); do [[ -s "$WORK/fake.url" ]] && break; sleep 0.1; done
URL=$(head -1 "$WORK/fake.url")
echo "range fake: $URL ($ROWS rows per range, padded on request)"
echo "machine: $(nproc) cores; ward concurrency $CONCURRENCY; wrk -t2 -c$CONCURRENCY -d${WRK_SECONDS}s"
echo

passwords() { awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) print "bench-password-" i }'; }

run_ward() {
  local lines=$1 input="$WORK/passwords-$1.txt"
  passwords "$lines" > "$input"
  /usr/bin/time -f '%e %M' -o "$WORK/time" \
    env WARD_PASSWORDS_URL="$URL" "$WARD" password check --stdin --concurrency "$CONCURRENCY" \
    -o ndjson < "$input" > "$WORK/out" 2> "$WORK/err" || [[ $? -eq 10 ]]
  read -r seconds rss_kb < "$WORK/time"
  local checked
  checked=$(wc -l < "$WORK/out")
  [[ "$checked" -eq "$lines" ]] || { echo "ward printed $checked results for $lines lines" >&2; cat "$WORK/err" >&2; exit 1; }
  awk -v n="$lines" -v s="$seconds" -v kb="$rss_kb" 'BEGIN {
    printf "ward password check --stdin, %d passwords: %.2f s, %.0f passwords/s, peak RSS %.1f MB\n", n, s, n / s, kb / 1024 }'
  WARD_RATE=$(awk -v n="$lines" -v s="$seconds" 'BEGIN { printf "%.0f", n / s }')
  WARD_RSS_MB=$(awk -v kb="$rss_kb" 'BEGIN { printf "%.1f", kb / 1024 }')
  rm -f "$input"
}

run_wrk() {
  local lines=$1
  python3 - "$lines" > "$WORK/prefixes" <<'PY'
import hashlib, sys
for i in range(1, int(sys.argv[1]) + 1):
    print(hashlib.sha1(f"bench-password-{i}".encode()).hexdigest()[:5].upper())
PY
  wrk -t2 -c"$CONCURRENCY" -d"${WRK_SECONDS}s" -s bench/password-wrk.lua "$URL" -- "$WORK/prefixes" > "$WORK/wrk"
  WRK_RATE=$(awk '/Requests\/sec/ { printf "%.0f", $2 }' "$WORK/wrk")
  echo "wrk, same fake and paths: $WRK_RATE requests/s ($(awk '/Non-2xx/ { print "non-2xx: " $NF }' "$WORK/wrk"))"
}

run_ward "$LINES_SMALL"
SMALL_RATE=$WARD_RATE
SMALL_RSS=$WARD_RSS_MB
run_wrk "$LINES_SMALL"
awk -v w="$SMALL_RATE" -v k="$WRK_RATE" -v rss="$SMALL_RSS" 'BEGIN {
  printf "ward / wrk: %.0f%%   targets: >= 10000 passwords/s [%s], >= 50%% of wrk [%s], RSS < 64 MB [%s]\n",
    100 * w / k, (w >= 10000 ? "met" : "missed"), (w * 2 >= k ? "met" : "missed"), (rss < 64 ? "met" : "missed") }'

if [[ "$LINES_LARGE" -gt 0 ]]; then
  echo
  run_ward "$LINES_LARGE"
  echo "memory: peak RSS $SMALL_RSS MB at $LINES_SMALL lines, $WARD_RSS_MB MB at $LINES_LARGE lines"
fi
