#!/usr/bin/env bash
# Benchmark: `ward password download` of all 1,048,576 prefixes from a local range fake
# (small synthetic ranges), a second run that finds everything complete, then
# `ward password check --stdin --offline` of 1,000,000 passwords against that store.
#
#   bash bench/password-download.sh
#   ROWS=20 CONCURRENCY=128 PASSWORDS=1000000 bash bench/password-download.sh
#   NO_BUILD=1 bash bench/password-download.sh   # use the release binaries already built
#
# Needs about 5 GB of free disk for the store (one small file per prefix).
set -euo pipefail
cd "$(dirname "$0")/.."

ROWS=${ROWS:-20}
CONCURRENCY=${CONCURRENCY:-128}
PASSWORDS=${PASSWORDS:-1000000}
RANGE=${RANGE:-00000..FFFFF}

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
echo "range fake: $URL ($ROWS rows per range); machine: $(nproc) cores; concurrency $CONCURRENCY"

timed() { /usr/bin/time -f '%e %M' -o "$WORK/time" "$@"; }

download() {
  timed env WARD_PASSWORDS_URL="$URL" "$WARD" password download "$WORK/corpus" \
    --range "$RANGE" --concurrency "$CONCURRENCY" -o json "$@" > "$WORK/summary.json"
  read -r seconds rss_kb < "$WORK/time"
  python3 - "$WORK/summary.json" "$seconds" "$rss_kb" <<'PY'
import json, sys
summary = json.load(open(sys.argv[1]))
seconds, rss = float(sys.argv[2]), int(sys.argv[3]) / 1024
done = summary["downloaded"] + summary["changed"] + summary["unchanged"] + summary["not_modified"]
print(f"  {summary['prefixes']} prefixes in {seconds:.1f} s: {summary['prefixes'] / seconds:,.0f} prefixes/s "
      f"({done} fetched, {summary['already_complete']} already complete, {summary['failed']} failed, "
      f"{summary['bytes'] / 1e6:,.0f} MB, {summary['retries']} retries); peak RSS {rss:.1f} MB")
PY
}

echo "download, first run:"
download
echo "download, second run (resume finds everything complete):"
download
echo "store size: $(du -sh "$WORK/corpus" | cut -f1)"

awk -v n="$PASSWORDS" 'BEGIN { for (i = 1; i <= n; i++) print "offline-password-" i }' > "$WORK/passwords.txt"
timed "$WARD" password check --stdin --offline "$WORK/corpus" -o ndjson < "$WORK/passwords.txt" > "$WORK/out" 2> "$WORK/err" || [[ $? -eq 10 ]]
read -r seconds rss_kb < "$WORK/time"
checked=$(wc -l < "$WORK/out")
[[ "$checked" -eq "$PASSWORDS" ]] || { echo "ward printed $checked results for $PASSWORDS lines" >&2; cat "$WORK/err" >&2; exit 1; }
awk -v n="$PASSWORDS" -v s="$seconds" -v kb="$rss_kb" 'BEGIN {
  printf "offline check, %d passwords: %.2f s, %.0f passwords/s, peak RSS %.1f MB\n", n, s, n / s, kb / 1024 }'
