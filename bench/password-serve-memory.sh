#!/usr/bin/env bash
# `ward password serve`'s anonymous memory on a whole store, whatever bench/password-serve.sh
# measures on a partial one:
#  1. a whole store of both modes (every prefix, 256 shards per mode) written locally by
#     the whole-store example: ROWS made-up rows per range, BIG_ROWS in the first
#     BIG_SHARDS shards so their answers are real-size; `ward password verify` must find
#     it sound;
#  2. the server started on it, then phases of requests over keep-alive connections, the
#     server's RssAnon (/proc/PID/status) printed after each: one prefix of every shard of
#     both modes, then REQUESTS random prefixes in both modes, plain and with
#     `Accept-Encoding: gzip`.
# Goal (issue 29): anonymous memory <= 64 MB whatever the store's size.
#
#   bash bench/password-serve-memory.sh
#   REQUESTS=20000 bash bench/password-serve-memory.sh
#   PROFILE=debug bash bench/password-serve-memory.sh   # try the script itself quickly
#
# Needs python3 and curl.
set -euo pipefail
cd "$(dirname "$0")/.."

ROWS=${ROWS:-3}
BIG_SHARDS=${BIG_SHARDS:-4}
BIG_ROWS=${BIG_ROWS:-500}
REQUESTS=${REQUESTS:-5000}
GOAL_MB=64

source bench/lib.sh
PROFILE=${PROFILE:-release}
bench_build "$PROFILE"
WHOLE=$(bench_example whole-store "$PROFILE")
bench_workdir
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)

echo "== whole store of both modes: $ROWS rows per range, $BIG_ROWS in the first $BIG_SHARDS shards" >&2
mkdir -m 700 "$WORK/store"
"$WHOLE" "$WORK/store" "$ROWS" "$BIG_SHARDS" "$BIG_ROWS"
echo "   $(du -sh "$WORK/store" | cut -f1) on disk" >&2
for flag in "" --ntlm; do
  "$WARD" password verify "$WORK/store" ${flag:+"$flag"} -q > /dev/null ||
    { echo "ward password verify finds the whole store unsound ${flag:-(SHA-1)}" >&2; exit 1; }
done
echo "   ward password verify: sound, both modes" >&2

PORT=${WARD_PORT:-18792}
"$WARD" password serve "$WORK/store" --listen "127.0.0.1:$PORT" --no-access-log \
  > /dev/null 2> "$WORK/server.err" &
SERVER=$!
PIDS+=("$SERVER")
bench_wait_for "http://127.0.0.1:$PORT/range/00000" 0.01

anon_mb() {
  awk '/^RssAnon:/ { printf "%.1f", $2 / 1024 }' "/proc/$SERVER/status"
}

# phase KIND: one prefix of every shard of both modes (shards), or REQUESTS random
# prefixes in each mode (plain, gzip); prints how many requests were sent.
phase() {
  python3 - "127.0.0.1:$PORT" "$1" "$REQUESTS" <<'PY'
import http.client, random, sys
address, kind, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
random.seed(29)
if kind == "shards":
    work = [(f"{shard * 4096 + random.randrange(4096):05X}", mode, False)
            for mode in ("sha1", "ntlm") for shard in range(256)]
else:
    work = [(f"{random.randrange(1 << 20):05X}", mode, kind == "gzip")
            for mode in ("sha1", "ntlm") for _ in range(count)]
connection = http.client.HTTPConnection(address)
for prefix, mode, gzip in work:
    path = f"/range/{prefix}" + ("?mode=ntlm" if mode == "ntlm" else "")
    connection.request("GET", path, headers={"Accept-Encoding": "gzip"} if gzip else {})
    response = connection.getresponse()
    response.read()
    if response.status != 200:
        sys.exit(f"GET {path}: {response.status}")
print(len(work))
PY
}

row() { printf '%-40s %9s %8s\n' "$@"; }
echo
row phase requests anon_MB
row "started, one answer" 1 "$(anon_mb)"
PEAK=$(anon_mb)
for kind in shards plain gzip; do
  case $kind in
    shards) name="one prefix of every shard, both modes" ;;
    plain) name="random prefixes, both modes" ;;
    gzip) name="random prefixes, both modes, gzip" ;;
  esac
  sent=$(phase "$kind")
  now=$(anon_mb)
  row "$name" "$sent" "$now"
  PEAK=$(awk -v a="$PEAK" -v b="$now" 'BEGIN { print (b > a ? b : a) }')
done
kill "$SERVER" 2> /dev/null || true
wait "$SERVER" 2> /dev/null || true

echo
echo "load average (1, 5, 15 min): $LOAD_BEFORE before, $(cut -d' ' -f1-3 /proc/loadavg) after"
if awk -v peak="$PEAK" -v goal="$GOAL_MB" 'BEGIN { exit !(peak <= goal) }'; then
  echo "met     anonymous memory <= $GOAL_MB MB on a whole store: $PEAK MB at most"
else
  echo "MISSED  anonymous memory <= $GOAL_MB MB on a whole store: $PEAK MB at most"
fi
