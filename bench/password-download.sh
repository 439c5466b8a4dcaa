#!/usr/bin/env bash
# Benchmark of the offline password store, against a local range fake:
#  1. size: a download of SIZE_RANGE with SIZE_ROWS rows per range (the real service
#     averages about 900), giving bytes on disk per range and the projection for the full
#     1,048,576-prefix corpus;
#  2. speed: `wrk` against the fake over the same paths (its ceiling on this machine), then
#     a download of RANGE (ROWS rows per range) and a second run that finds it complete,
#     with prefixes/s and peak RSS;
#  3. `ward password check --stdin --offline` of PASSWORDS passwords against that store;
#  4. `download --filter`: the filter's size, and its false-positive rate measured on
#     NON_MEMBERS random hashes checked against the filter alone.
#
#   bash bench/password-download.sh
#   RANGE=00000..3FFFF PASSWORDS=200000 bash bench/password-download.sh   # quicker
#   SIZE_RANGE=00000..0FFFF SIZE_ROWS=900 ROWS=20 CONCURRENCY=128 bash bench/password-download.sh
#   NO_BUILD=1 bash bench/password-download.sh   # use the release binaries already built
#
# Needs python3 and wrk (installed from Debian when missing); disk: about 1 GB with the
# defaults (the whole corpus at ROWS=20 is about 0.5 GB).
set -euo pipefail
cd "$(dirname "$0")/.."

ROWS=${ROWS:-20}
CONCURRENCY=${CONCURRENCY:-32}
PASSWORDS=${PASSWORDS:-1000000}
RANGE=${RANGE:-00000..FFFFF}
SIZE_ROWS=${SIZE_ROWS:-900}
SIZE_RANGE=${SIZE_RANGE:-00000..03FFF}
WRK_SECONDS=${WRK_SECONDS:-10}
NON_MEMBERS=${NON_MEMBERS:-1000000}

if ! command -v wrk >/dev/null; then
  apt-get update -qq && apt-get install -y -qq wrk >/dev/null
fi
source bench/lib.sh
bench_build

WORK=$(mktemp -d)
cleanup() {
  [[ -n "${FAKE_PID:-}" ]] && kill "$FAKE_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

start_fake() {
  [[ -n "${FAKE_PID:-}" ]] && kill "$FAKE_PID" 2>/dev/null && wait "$FAKE_PID" 2>/dev/null || true
  rm -f "$WORK/fake.url"
  "$FAKES" passwords --rows "$1" > "$WORK/fake.url" &
  FAKE_PID=$!
  for _ in $(seq 50); do [[ -s "$WORK/fake.url" ]] && break; sleep 0.1; done
  URL=$(head -1 "$WORK/fake.url")
}

timed() { /usr/bin/time -f '%e %M' -o "$WORK/time" "$@"; }

download() {
  local dir=$1 range=$2
  shift 2
  timed env WARD_PASSWORDS_URL="$URL" "$WARD" password download "$dir" \
    --range "$range" --concurrency "$CONCURRENCY" -q -o json "$@" > "$WORK/summary.json"
  read -r seconds rss_kb < <(tail -1 "$WORK/time")
  python3 - "$WORK/summary.json" "$seconds" "$rss_kb" <<'PY'
import json, sys
summary = json.load(open(sys.argv[1]))
seconds, rss = float(sys.argv[2]), int(sys.argv[3]) / 1024
done = summary["downloaded"] + summary["changed"] + summary["unchanged"] + summary["not_modified"]
print(f"  {summary['prefixes']:,} prefixes in {seconds:.1f} s: {summary['prefixes'] / seconds:,.0f} prefixes/s "
      f"({done:,} fetched, {summary['already_complete']:,} already complete, {summary['failed']} failed, "
      f"store {summary['store_bytes'] / 1e6:,.1f} MB, {summary['retries']} retries); peak RSS {rss:.1f} MB")
PY
}

echo "machine: $(nproc) cores; concurrency $CONCURRENCY"

echo "size: $SIZE_RANGE at $SIZE_ROWS rows per range"
start_fake "$SIZE_ROWS"
download "$WORK/size" "$SIZE_RANGE"
python3 - "$WORK/summary.json" "$WORK/size/sha1" "$SIZE_ROWS" <<'PY'
import json, os, sys
summary = json.load(open(sys.argv[1]))
root, rows = sys.argv[2], int(sys.argv[3])
files = [os.path.join(root, name) for name in os.listdir(root) if name.endswith(".shard")]
on_disk = sum(os.path.getsize(path) for path in files)
ranges = summary["prefixes"]
per_range = on_disk / ranges
print(f"  {on_disk:,} bytes in {len(files)} shard files for {ranges:,} ranges: {per_range:,.0f} bytes per range, "
      f"{per_range / rows:.2f} bytes per row")
print(f"  projected for the full corpus (1,048,576 ranges of ~{rows} rows): {per_range * 1048576 / 1e9:.1f} GB")
PY
rm -rf "$WORK/size"

start_fake "$ROWS"
echo "range fake: $URL ($ROWS rows per range)"
python3 - "$RANGE" > "$WORK/prefixes.txt" <<'PY'
import sys
start, end = (int(part, 16) for part in sys.argv[1].split(".."))
for prefix in range(start, end + 1):
    print(f"{prefix:05X}")
PY
cat > "$WORK/wrk.lua" <<'LUA'
-- GET /range/PREFIX for every prefix in the file, unpadded like a download.
local paths, index = {}, 0
function init(args)
  for line in io.lines(args[1]) do paths[#paths + 1] = "/range/" .. line end
  index = math.random(#paths)
end
function request()
  index = index % #paths + 1
  return wrk.format("GET", paths[index])
end
LUA
wrk -t2 -c"$CONCURRENCY" -d"${WRK_SECONDS}s" -s "$WORK/wrk.lua" "$URL" -- "$WORK/prefixes.txt" > "$WORK/wrk.txt"
CEILING=$(awk '/Requests\/sec/ { printf "%.0f", $2 }' "$WORK/wrk.txt")
printf "  wrk, same fake and paths: %s requests/s (the fake's ceiling here)\n" \
  "$(python3 -c "print(f'{$CEILING:,}')")"

echo "download, first run:"
download "$WORK/corpus" "$RANGE"
read -r seconds _ < <(tail -1 "$WORK/time")
python3 - "$WORK/summary.json" "$seconds" "$CEILING" <<'PY'
import json, sys
summary, seconds, ceiling = json.load(open(sys.argv[1])), float(sys.argv[2]), float(sys.argv[3])
rate = summary["prefixes"] / seconds
print(f"  {rate:,.0f} prefixes/s is {rate / ceiling:.0%} of the wrk ceiling of {ceiling:,.0f} "
      f"(goal: at least 25,000/s and half the ceiling)")
PY
echo "download, second run (everything already complete, every checksum checked):"
download "$WORK/corpus" "$RANGE"
echo "store size: $(du -sh "$WORK/corpus" | cut -f1)"

offline_passwords "$RANGE" "$PASSWORDS" > "$WORK/passwords.txt"
timed "$WARD" password check --stdin --offline "$WORK/corpus" -o ndjson < "$WORK/passwords.txt" > "$WORK/out" 2> "$WORK/err" || [[ $? -eq 10 ]]
read -r seconds rss_kb < <(tail -1 "$WORK/time")
checked=$(wc -l < "$WORK/out")
[[ "$checked" -eq "$PASSWORDS" ]] || { echo "ward printed $checked results for $PASSWORDS lines" >&2; cat "$WORK/err" >&2; exit 1; }
awk -v n="$PASSWORDS" -v s="$seconds" -v kb="$rss_kb" 'BEGIN {
  printf "offline check, %d passwords: %.2f s, %.0f passwords/s, peak RSS %.1f MB\n", n, s, n / s, kb / 1024 }'

echo "filter:"
download "$WORK/corpus" "$RANGE" --filter
mkdir -p "$WORK/filter-only/sha1"
cp "$WORK/corpus/sha1/filter" "$WORK/filter-only/sha1/filter"
python3 - "$RANGE" "$NON_MEMBERS" > "$WORK/random.txt" <<'PY'
import os, sys
start, end = (int(part, 16) for part in sys.argv[1].split(".."))
count = int(sys.argv[2])
span = end - start + 1
lines = []
for _ in range(count):
    raw = os.urandom(24)
    prefix = start + int.from_bytes(raw[:4], "big") % span
    lines.append(f"{prefix:05X}{raw[4:].hex().upper()[:35]}")
print("\n".join(lines))
PY
timed "$WARD" password check --hashes - --offline "$WORK/filter-only" -o ndjson < "$WORK/random.txt" > "$WORK/out" 2> "$WORK/err" || [[ $? -eq 10 ]]
read -r seconds rss_kb < <(tail -1 "$WORK/time")
positives=$(grep -c '"pwned":true' "$WORK/out" || true)
filter_bytes=$(stat -c %s "$WORK/filter-only/sha1/filter")
python3 - "$filter_bytes" "$WORK/summary.json" "$positives" "$NON_MEMBERS" "$seconds" "$rss_kb" <<'PY'
import json, sys
size, summary, positives, n = int(sys.argv[1]), json.load(open(sys.argv[2])), int(sys.argv[3]), int(sys.argv[4])
seconds, rss = float(sys.argv[5]), int(sys.argv[6]) / 1024
print(f"  filter: {size / 1e6:,.1f} MB next to a {summary['store_bytes'] / 1e6:,.1f} MB store")
print(f"  {n:,} random non-members against the filter alone: {positives} false positives "
      f"({positives / n:.6%}; 1 in 65,536 is {1 / 65536:.6%}), {n / seconds:,.0f} hashes/s, peak RSS {rss:.1f} MB")
PY
