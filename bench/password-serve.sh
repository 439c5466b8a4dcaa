#!/usr/bin/env bash
# `ward password serve` against Debian's nginx serving the same range bodies as one file per
# prefix (`try_files`), side by side in one run on this machine:
#  1. a store of RANGE (ROWS rows per range) downloaded from the local range fake, and the
#     same bodies written out one file per prefix for nginx;
#  2. for each server: start to first answer, then `wrk` (THREADS threads, CONNECTIONS
#     keep-alive connections, SECONDS seconds) over every prefix in random order, with
#     requests/s, p99 latency, the server's CPU seconds (all its processes), requests per
#     server CPU-second, wrk's own share of a core, and the server's anonymous memory;
#     nginx runs twice: as Debian ships it (its workers wait on one socket) and with
#     `reuseport` (a socket per worker, the connections spread over them as ward's are
#     over its accept paths);
#  3. compressed answers, asked for as Python's requests asks (Accept-Encoding: gzip,
#     deflate): ward, and nginx with gzip_static serving the same bodies precompressed
#     (gzip -9) beside the plain files, with the bytes on the wire per answer of both;
#  4. ward only: 304 throughput (If-None-Match with each range's current ETag), the
#     padded-answer rate (Add-Padding: true) and the rate when asked for gzip alone;
#  5. the floor (bench/floor-server.rs): the same load against a server that only writes
#     the same answers, prebuilt in memory, from one event loop. Its CPU per request is
#     the least any server sending these bytes with write() spends here, nearly all of it
#     the kernel's (the loopback TCP send, which also runs the receiving side's TCP work);
#     a goal below it cannot be met by any such server. CPU per request is also split
#     into user and system time for nginx, ward and the floor;
#  6. the store's floor (floor-server.rs --store): the same load against a server that
#     reads each answer from the store as ward reads one it does not keep (one pread into
#     a reused buffer, the checksum, ward's own row rendering) and does nothing else. It is
#     the least any server answering from the compact store spends; ward's CPU above it
#     is its HTTP, runtime and caches. nginx's CPU above the write floor is its own such
#     cost; the store's floor plus that cost is the least CPU a server answering from the
#     store, with an HTTP path as lean as nginx's, would spend (printed against the floor).
# The plain runs of both nginx, ward and both floors (steps 2, 5 and 6) take turns, RUNS
# rounds (3 unless told), and each of their figures is the median of its server's runs: runs
# of one binary on a quiet machine differ by up to a third when minutes apart, more than
# the distance between the servers.
# Goals: plain answers at CPU per request <= 1.5x the floor's and requests/s >= 0.9x
# nginx's; compressed answers at requests per server CPU-second >= 0.5x nginx gzip_static's;
# p99 <= 5 ms, anonymous memory <= 64 MB, start to first answer <= 100 ms.
#
#   bash bench/password-serve.sh
#   RANGE=00000..3FFFF ROWS=900 DURATION=20 bash bench/password-serve.sh
#   RUNS=5 bash bench/password-serve.sh         # five rounds of the plain runs
#   NO_BUILD=1 bash bench/password-serve.sh     # the release binaries already built
#   PROFILE=debug bash bench/password-serve.sh  # try the script itself quickly
#
# Needs wrk, nginx and python3 (wrk and nginx installed from Debian when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

RANGE=${RANGE:-00000..03FFF}
NGINX_PORT=${NGINX_PORT:-18790}
NGINX_SPREAD_PORT=${NGINX_SPREAD_PORT:-18795}
ROWS=${ROWS:-500}
SECONDS_=${DURATION:-10}
THREADS=${THREADS:-1}
CONNECTIONS=${CONNECTIONS:-32}
source bench/lib.sh
bench_runs bench/password-serve.sh 3

missing=()
command -v wrk > /dev/null || missing+=(wrk)
command -v nginx > /dev/null || [[ -x /usr/sbin/nginx ]] || missing+=(nginx)
if ((${#missing[@]})); then
  apt-get update -qq && apt-get install -y -qq "${missing[@]}" > /dev/null
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
bench_build "${PROFILE:-release}"
FLOOR=$(bench_example floor-server "${PROFILE:-release}")
bench_workdir

echo "== store: $RANGE with $ROWS rows per range" >&2
"$FAKES" passwords --rows "$ROWS" > "$WORK/fake.url" &
PIDS+=($!)
for _ in $(seq 100); do [[ -s "$WORK/fake.url" ]] && break; sleep 0.1; done
URL=$(head -1 "$WORK/fake.url")
WARD_PASSWORDS_URL="$URL" "$WARD" password download "$WORK/store" --range "$RANGE" \
  --concurrency 64 -q > /dev/null

echo "== the same bodies, one file per prefix, for nginx" >&2
mkdir -p "$WORK/ranges"
"$WARD" password export "$WORK/store" -q --file "$WORK/export.txt"
python3 - "$WORK" <<'PY'
import gzip, os, random, sys
work = sys.argv[1]
rows, current = [], None
prefixes = []
def flush():
    if current is not None:
        body = "\r\n".join(rows).encode()
        with open(os.path.join(work, "ranges", current), "wb") as out:
            out.write(body)
        # What gzip_static sends to a client that accepts gzip: made ahead, as gzip -9 would.
        with open(os.path.join(work, "ranges", current + ".gz"), "wb") as out:
            out.write(gzip.compress(body, compresslevel=9, mtime=0))
        prefixes.append(current)
for line in open(os.path.join(work, "export.txt")):
    line = line.rstrip("\n")
    prefix = line[:5]
    if prefix != current:
        flush()
        current, rows = prefix, []
    rows.append(line[5:])
flush()
random.seed(29)
random.shuffle(prefixes)
with open(os.path.join(work, "prefixes.txt"), "w") as out:
    out.write("\n".join(prefixes) + "\n")
PY
rm "$WORK/export.txt"
PREFIXES=$(wc -l < "$WORK/prefixes.txt")

# Files nginx may keep open: its cache stays within the open-files limit, with room for
# the connections.
OPEN_FILES=$(ulimit -n)
[[ "$OPEN_FILES" == unlimited ]] && OPEN_FILES=1048576
CACHED_FILES=$((OPEN_FILES > 2048 ? OPEN_FILES - 1024 : OPEN_FILES / 2))
# nginx_conf DIR PORT [LISTEN_OPTION]: nginx's configuration and folders in DIR, for a
# server on PORT.
nginx_conf() {
  local dir=$1 port=$2 option=${3:-}
  mkdir -p "$dir/logs"
  cat > "$dir/nginx.conf" <<CONF
user $(id -un) $(id -gn);
worker_processes auto;
pid $dir/nginx.pid;
error_log $dir/logs/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  keepalive_requests 1000000;
  # Every file stays open while the open-files limit allows (each plain file does, in the
  # plain run); past it the least recently used close, rather than opens failing.
  open_file_cache max=$CACHED_FILES inactive=60s;
  types { }
  default_type text/plain;
  client_body_temp_path $dir/body;
  proxy_temp_path $dir/proxy;
  fastcgi_temp_path $dir/fastcgi;
  uwsgi_temp_path $dir/uwsgi;
  scgi_temp_path $dir/scgi;
  server {
    listen 127.0.0.1:$port$option;
    root $WORK/ranges;
    location ~ "^/range/([0-9A-F]{5})\$" {
      add_header Cache-Control "public, max-age=2678400";
      add_header Access-Control-Allow-Origin "*";
      try_files /\$1 =404;
    }
  }
}
CONF
}
# As Debian ships it, nginx's workers wait on one listening socket, and the worker the
# kernel wakes first may accept every connection of the load; with `reuseport` each worker
# has a socket of its own and the kernel spreads the connections over them, as it spreads
# them over ward's accept paths.
nginx_conf "$WORK/nginx" "$NGINX_PORT"
nginx_conf "$WORK/nginx-spread" "$NGINX_SPREAD_PORT" " reuseport"

# The CPU seconds of PID and its children processes so far: "user system". A child that
# has exited since pgrep listed it is skipped.
cpu_seconds() {
  local user=0 system=0 pid stat fields
  for pid in "$1" $(pgrep -P "$1" || true); do
    stat=$(cat "/proc/$pid/stat" 2> /dev/null) || continue
    # utime and stime are fields 14 and 15, counted after the command name's ")".
    read -ra fields <<< "${stat##*) }"
    user=$((user + fields[11]))
    system=$((system + fields[12]))
  done
  awk -v user="$user" -v system_="$system" -v hz="$(getconf CLK_TCK)" \
    'BEGIN { print user / hz, system_ / hz }'
}

# Anonymous memory (RssAnon) of PID and its children, in MB.
anon_mb() {
  local kb=0 pid
  for pid in "$1" $(pgrep -P "$1" || true); do
    kb=$((kb + $(awk '/^RssAnon:/ { print $2 }' "/proc/$pid/status")))
  done
  awk -v kb="$kb" 'BEGIN { printf "%.1f", kb / 1024 }'
}

# Milliseconds from starting `$@` in the background (its PID in SERVER) to the first 200
# from URL.
start_server() {
  local url=$1
  shift
  local started
  # Otherwise a server that cannot bind would go unnoticed behind whatever answers there.
  if curl -s -o /dev/null "$url"; then
    echo "something already answers $url: stop it, or pick another port (WARD_PORT," \
      "NGINX_PORT, NGINX_SPREAD_PORT, FLOOR_PORT, STORE_FLOOR_PORT)" >&2
    exit 1
  fi
  started=$(date +%s%N)
  "$@" > /dev/null 2> "$WORK/server.err" &
  SERVER=$!
  PIDS+=("$SERVER")
  bench_wait_for "$url"
  START_MS=$((($(date +%s%N) - started) / 1000000))
}

# stop_server PID...: stop those servers and wait for them to go.
stop_server() {
  local pid
  for pid in "$@"; do
    kill "$pid" 2> /dev/null || true
    wait "$pid" 2> /dev/null || true
  done
}

# load PID BASE KIND FILE: wrk over every prefix against the server PID; prints
# "requests/s p99_ms server_cpu_s wrk_core_share non2xx server_user_s server_system_s
# bytes_per_answer" (bytes on the wire, headers included).
load() {
  local pid=$1 base=$2 kind=$3 file=$4 before after
  before=$(cpu_seconds "$pid")
  /usr/bin/time -f '%U %S %e' -o "$WORK/wrk.time" \
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"${SECONDS_}s" --latency \
    -s bench/password-serve.lua "$base" -- "$file" "$kind" > "$WORK/wrk.out"
  after=$(cpu_seconds "$pid")
  python3 - "$WORK/wrk.out" "$WORK/wrk.time" "$before" "$after" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
rate = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
p99 = re.search(r"99%\s+([\d.]+)(us|ms|s)\b", text)
scale = {"us": 0.001, "ms": 1.0, "s": 1000.0}[p99.group(2)]
errors = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
count, amount, unit = re.search(r"(\d+) requests in [^,]+, ([\d.]+)([KMGT]?B) read", text).groups()
size = float(amount) * {"B": 1, "KB": 1024, "MB": 1024**2, "GB": 1024**3, "TB": 1024**4}[unit]
user, system, wall = (float(x) for x in open(sys.argv[2]).read().split()[-3:])
(user_before, system_before), (user_after, system_after) = (map(float, s.split()) for s in sys.argv[3:5])
server_user, server_system = user_after - user_before, system_after - system_before
cpu = server_user + server_system
print(f"{rate:.0f} {float(p99.group(1)) * scale:.2f} {cpu:.2f} {(user + system) / wall:.2f} {errors.group(1) if errors else 0} {server_user:.2f} {server_system:.2f} {size / max(int(count), 1):.0f}")
PY
}

# median FILE: each field's median over the lines of FILE (lines as `load` prints them).
median() {
  python3 - "$1" <<'PY'
import statistics, sys
rows = [list(map(float, line.split())) for line in open(sys.argv[1]) if line.strip()]
fields = [statistics.median(column) for column in zip(*rows)]
print(" ".join(f"{value:.0f}" if index in (0, 4, 7) else f"{value:.2f}" for index, value in enumerate(fields)))
PY
}

report() {
  local name=$1 start=$2 result=$3 memory=$4
  read -r rate p99 cpu wrk_share errors _ _ bytes <<< "$result"
  local per_cpu
  per_cpu=$(python3 -c "print(f'{$rate * $SECONDS_ / max($cpu, 0.001):.0f}')")
  printf '%-24s %9s %8s %9s %11s %7s %9s %8s %6s %9s\n' "$name" "$rate" "$p99" "$cpu" "$per_cpu" "$wrk_share" "$memory" "$start" "$errors" "$bytes"
}

header() {
  printf '%-24s %9s %8s %9s %11s %7s %9s %8s %6s %9s\n' server req/s p99_ms cpu_s req/cpu_s wrk_core anon_MB start_ms non2xx B/answer
}

echo "== $PREFIXES prefixes, wrk -t$THREADS -c$CONNECTIONS -d${SECONDS_}s, $(nproc) cores, $RUNS rounds" >&2
# Other work on the machine takes CPU from both servers alike, but shows in p99 and in
# requests/s: the load is printed before and after.
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
FIRST=$(head -1 "$WORK/prefixes.txt")
PORT=${WARD_PORT:-18791}
FLOOR_PORT=${FLOOR_PORT:-18793}
STORE_FLOOR_PORT=${STORE_FLOOR_PORT:-18794}
# All five plain servers run at once (an idle one costs nothing), so their plain runs can
# take turns.
start_server "http://127.0.0.1:$PORT/range/$FIRST" \
  "$WARD" password serve "$WORK/store" --listen "127.0.0.1:$PORT" --no-access-log
WARD_PID=$SERVER WARD_START=$START_MS
start_server "http://127.0.0.1:$NGINX_PORT/range/$FIRST" \
  "$NGINX" -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -e "$WORK/nginx/logs/error.log"
NGINX_PID=$SERVER NGINX_START=$START_MS
start_server "http://127.0.0.1:$NGINX_SPREAD_PORT/range/$FIRST" \
  "$NGINX" -p "$WORK/nginx-spread" -c "$WORK/nginx-spread/nginx.conf" \
  -e "$WORK/nginx-spread/logs/error.log"
NGINX_SPREAD_PID=$SERVER
start_server "http://127.0.0.1:$FLOOR_PORT/range/$FIRST" \
  "$FLOOR" "$WORK/ranges" "127.0.0.1:$FLOOR_PORT"
FLOOR_PID=$SERVER FLOOR_START=$START_MS
start_server "http://127.0.0.1:$STORE_FLOOR_PORT/range/$FIRST" \
  "$FLOOR" --store "$WORK/store" "127.0.0.1:$STORE_FLOOR_PORT"
STORE_FLOOR_PID=$SERVER STORE_FLOOR_START=$START_MS

# The plain runs, RUNS rounds of the four servers in turn, each round starting one server
# later than the one before: the same binary's CPU per request moves by a third between
# quiet runs minutes apart, so each figure is the median of its server's runs, and the
# ratios are also given per round, where the runs they compare were seconds apart.
PLAIN_SERVERS=(ward nginx floor store_floor nginx_spread)
declare -A PLAIN_PID=([ward]=$WARD_PID [nginx]=$NGINX_PID [floor]=$FLOOR_PID
  [store_floor]=$STORE_FLOOR_PID [nginx_spread]=$NGINX_SPREAD_PID)
declare -A PLAIN_PORT=([ward]=$PORT [nginx]=$NGINX_PORT [floor]=$FLOOR_PORT
  [store_floor]=$STORE_FLOOR_PORT [nginx_spread]=$NGINX_SPREAD_PORT)
for ((round = 0; round < RUNS; round++)); do
  for ((turn = 0; turn < ${#PLAIN_SERVERS[@]}; turn++)); do
    name=${PLAIN_SERVERS[(round + turn) % ${#PLAIN_SERVERS[@]}]}
    load "${PLAIN_PID[$name]}" "http://127.0.0.1:${PLAIN_PORT[$name]}" plain \
      "$WORK/prefixes.txt" >> "$WORK/plain.$name"
  done
done
WARD_PLAIN=$(median "$WORK/plain.ward")
NGINX_PLAIN=$(median "$WORK/plain.nginx")
FLOOR_PLAIN=$(median "$WORK/plain.floor")
STORE_FLOOR_PLAIN=$(median "$WORK/plain.store_floor")
NGINX_SPREAD_PLAIN=$(median "$WORK/plain.nginx_spread")
WARD_MEMORY=$(anon_mb "$WARD_PID")
FLOOR_MEMORY=$(anon_mb "$FLOOR_PID")
STORE_FLOOR_MEMORY=$(anon_mb "$STORE_FLOOR_PID")
NGINX_SPREAD_MEMORY=$(anon_mb "$NGINX_SPREAD_PID")
stop_server "$FLOOR_PID" "$STORE_FLOOR_PID" "$NGINX_SPREAD_PID"

WARD_PADDED=$(load "$WARD_PID" "http://127.0.0.1:$PORT" padded "$WORK/prefixes.txt")
WARD_GZIP=$(load "$WARD_PID" "http://127.0.0.1:$PORT" gzip "$WORK/prefixes.txt")
WARD_REQUESTS=$(load "$WARD_PID" "http://127.0.0.1:$PORT" requests "$WORK/prefixes.txt")
python3 - "$WORK/prefixes.txt" "127.0.0.1:$PORT" > "$WORK/etags.txt" <<'PY'
import http.client, sys
connection = http.client.HTTPConnection(sys.argv[2])
for prefix in open(sys.argv[1]).read().split():
    connection.request("HEAD", f"/range/{prefix}")
    response = connection.getresponse()
    response.read()
    print(prefix, response.getheader("ETag"))
PY
WARD_304=$(load "$WARD_PID" "http://127.0.0.1:$PORT" etag "$WORK/etags.txt")
WARD_MEMORY_AFTER=$(anon_mb "$WARD_PID")
stop_server "$WARD_PID"

NGINX_REQUESTS=$(load "$NGINX_PID" "http://127.0.0.1:$NGINX_PORT" requests "$WORK/prefixes.txt")
NGINX_MEMORY=$(anon_mb "$NGINX_PID")
stop_server "$NGINX_PID"
# A non-2xx count on nginx's rows is explained here, not guessed at.
for dir in nginx nginx-spread; do
  if grep -q . "$WORK/$dir/logs/error.log" 2> /dev/null; then
    echo "== $dir's error log ends:" >&2
    tail -n 3 "$WORK/$dir/logs/error.log" >&2
  fi
done

echo
echo "load average (1, 5, 15 min): $LOAD_BEFORE before, $(cut -d' ' -f1-3 /proc/loadavg) after"
header
report "nginx (try_files)" "$NGINX_START" "$NGINX_PLAIN" "$NGINX_MEMORY"
report "nginx, reuseport" "-" "$NGINX_SPREAD_PLAIN" "$NGINX_SPREAD_MEMORY"
report "ward password serve" "$WARD_START" "$WARD_PLAIN" "$WARD_MEMORY"
report "ward, Add-Padding" "-" "$WARD_PADDED" "-"
report "nginx gzip_static" "-" "$NGINX_REQUESTS" "-"
report "ward, gzip, deflate" "-" "$WARD_REQUESTS" "-"
report "ward, gzip asked" "-" "$WARD_GZIP" "-"
report "ward, If-None-Match" "-" "$WARD_304" "$WARD_MEMORY_AFTER"
report "floor (write, no work)" "$FLOOR_START" "$FLOOR_PLAIN" "$FLOOR_MEMORY"
report "floor, from the store" "$STORE_FLOOR_START" "$STORE_FLOOR_PLAIN" "$STORE_FLOOR_MEMORY"
echo
python3 - "$NGINX_PLAIN" "$WARD_PLAIN" "$WARD_START" "$WARD_MEMORY_AFTER" "$SECONDS_" "$FLOOR_PLAIN" "$NGINX_REQUESTS" "$WARD_REQUESTS" "$STORE_FLOOR_PLAIN" "$WORK" "$NGINX_SPREAD_PLAIN" <<'PY'
import os, sys
nginx, ward = (list(map(float, part.split())) for part in sys.argv[1:3])
floor, nginx_gz, ward_gz, store_floor = (list(map(float, part.split())) for part in sys.argv[6:10])
nginx_spread = list(map(float, sys.argv[11].split()))
start, memory, seconds = float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
micros = lambda r, cpu: cpu * 1e6 / max(r[0] * seconds, 1)
print("server CPU per request (user + system = total, in µs):")
for name, r in [("nginx (try_files)", nginx), ("nginx, reuseport", nginx_spread), ("ward password serve", ward), ("floor (write, no work)", floor),
                ("floor, from the store", store_floor), ("nginx gzip_static", nginx_gz), ("ward, gzip, deflate", ward_gz)]:
    print(f"  {name:<22} {micros(r, r[5]):5.1f} + {micros(r, r[6]):5.1f} = {micros(r, r[2]):5.1f}")
print()
per_cpu = lambda r: r[0] * seconds / max(r[2], 0.001)
cpu_ratio = micros(ward, ward[2]) / max(micros(floor, floor[2]), 0.001)
checks = [
    ("plain: CPU per request <= 1.5x the floor's", cpu_ratio <= 1.5, f"{cpu_ratio:.2f}x"),
    ("plain: requests/s >= 0.9x nginx's", ward[0] >= 0.9 * nginx[0], f"{ward[0] / nginx[0]:.2f}x ({ward[0]:.0f} vs {nginx[0]:.0f})"),
    ("compressed: requests per CPU-second >= 0.5x nginx gzip_static's", per_cpu(ward_gz) >= 0.5 * per_cpu(nginx_gz),
     f"{per_cpu(ward_gz) / per_cpu(nginx_gz):.2f}x; bytes per answer {ward_gz[7]:.0f} vs nginx's {nginx_gz[7]:.0f}"),
    ("p99 <= 5 ms", ward[1] <= 5, f"{ward[1]:.2f} ms"),
    ("anonymous memory <= 64 MB", memory <= 64, f"{memory:.1f} MB"),
    ("start to first answer <= 100 ms", start <= 100, f"{start:.0f} ms"),
]
for name, ok, value in checks:
    print(f"{'met ' if ok else 'MISSED'}  {name}: {value}")
# Not a goal: the plain answers set against nginx, for comparison with earlier figures.
print(
    f"info    floor: the least CPU per request any write()-based server spends here: "
    f"{micros(floor, floor[2]):.1f} µs ({per_cpu(floor):.0f} requests per CPU-second, "
    f"{per_cpu(floor) / per_cpu(nginx):.2f}x nginx's); ward at {per_cpu(ward) / per_cpu(nginx):.2f}x nginx's"
)
# Not a goal: how far the compact store itself puts the two goals out of reach. The store's
# floor does nothing but read, check and render each range, so a server that answers from
# the store can reach a goal only where this floor does.
store_ratio = micros(store_floor, store_floor[2]) / max(micros(floor, floor[2]), 0.001)
print(
    f"info    store's floor: {micros(store_floor, store_floor[2]):.1f} µs a request, "
    f"{store_ratio:.2f}x the floor's CPU and {store_floor[0] / nginx[0]:.2f}x nginx's requests/s; "
    f"ward's CPU {micros(ward, ward[2]) / max(micros(store_floor, store_floor[2]), 0.001):.2f}x the store's floor"
)
# Not a goal: what each server spends above its own floor (its HTTP, runtime and caches),
# and the least CPU a server answering from the store would spend with an HTTP path as lean
# as nginx's: the store's floor plus nginx's own cost above the write floor.
http_ward = micros(ward, ward[2]) - micros(store_floor, store_floor[2])
http_nginx = micros(nginx, nginx[2]) - micros(floor, floor[2])
lean = (micros(store_floor, store_floor[2]) + http_nginx) / max(micros(floor, floor[2]), 0.001)
print(
    f"info    above its floor: ward {http_ward:.1f} µs a request above the store's floor, "
    f"nginx {http_nginx:.1f} µs above the write floor; the store's floor with nginx's cost "
    f"above it: {lean:.2f}x the floor's CPU"
)
# Not a goal: ward against nginx spreading its connections over its workers as ward does.
print(
    f"info    nginx, reuseport (a socket per worker, as ward has per accept path): "
    f"{nginx_spread[0]:.0f} requests/s, {micros(nginx_spread, nginx_spread[2]):.1f} µs a request; "
    f"ward at {ward[0] / nginx_spread[0]:.2f}x its requests/s"
)
# Not a goal: the same ratios in each round, whose runs were seconds apart (the goals above
# are judged on the medians).
runs = {
    name: [list(map(float, line.split())) for line in open(os.path.join(sys.argv[10], f"plain.{name}"))]
    for name in ("ward", "nginx", "floor", "store_floor", "nginx_spread")
}
if len(runs["ward"]) > 1:
    cpu = lambda name, n: micros(runs[name][n], runs[name][n][2])
    # The store's floor plus nginx's cost above the write floor, in round n.
    lean_cpu = lambda n: cpu("store_floor", n) + cpu("nginx", n) - cpu("floor", n)
    rounds = range(len(runs["ward"]))
    print("info    per round, in turn:")
    for label, values in [
        ("ward req/s / nginx's", [runs["ward"][n][0] / runs["nginx"][n][0] for n in rounds]),
        ("ward req/s / nginx reuseport's", [runs["ward"][n][0] / runs["nginx_spread"][n][0] for n in rounds]),
        ("ward CPU / the floor's", [cpu("ward", n) / cpu("floor", n) for n in rounds]),
        ("store's floor CPU / the floor's", [cpu("store_floor", n) / cpu("floor", n) for n in rounds]),
        ("ward CPU / the store's floor's", [cpu("ward", n) / cpu("store_floor", n) for n in rounds]),
        ("(store's floor + nginx's cost) / floor", [lean_cpu(n) / cpu("floor", n) for n in rounds]),
        ("ward CPU / (store's floor + nginx's cost)", [cpu("ward", n) / lean_cpu(n) for n in rounds]),
    ]:
        print(f"          {label:<41} " + " ".join(f"{value:.2f}" for value in values))
PY
