#!/usr/bin/env bash
# `ward password serve` across a descriptor flood: when each shard answers correctly again.
#  1. a whole store of both modes (256 shards per mode, ROWS rows a range) written locally
#     by the whole-store example; the server started on it under
#     `prlimit --nofile=1024:1024` with its defaults (1,024 connections), and a second
#     server on the same store, unflooded, whose answers are the correct ones;
#  2. phase "cap": FLOOD idle connections, held open; SHARDS shards
#     never asked for before are asked for during the flood over a keep-alive connection
#     opened before it, then the flood ends;
#  3. phase "exhausted": the same, but the open-file limit is lowered to LOWERED under the
#     running server once the flood is held and 50 more connections come, so descriptors
#     run out whatever the cap (as when something else holds them); the limit stays
#     lowered after the flood.
# For each phase and shard it prints the status during the flood and when the shard first
# answered 200 with the correct body after the flood ended (each shard polled on its own
# connection every 10 ms), /healthz during and after, and the warnings on stderr.
# Goal: every shard answers correctly within 1 s of the flood ending.
#
#   bash bench/password-serve-flood.sh
#   SHARDS=32 FLOOD=2000 bash bench/password-serve-flood.sh
#   PROFILE=debug bash bench/password-serve-flood.sh   # try the script itself quickly
#
# Linux only (prlimit, util-linux). Needs python3.
set -euo pipefail
cd "$(dirname "$0")/.."

ROWS=${ROWS:-3}
SHARDS=${SHARDS:-64}
FLOOD=${FLOOD:-1100}
LOWERED=${LOWERED:-100}
GOAL_MS=1000

command -v prlimit > /dev/null || { echo "bench: prlimit (util-linux) is needed" >&2; exit 1; }
source bench/lib.sh
PROFILE=${PROFILE:-release}
bench_build "$PROFILE"
WHOLE=$(bench_example whole-store "$PROFILE")
bench_workdir
ulimit -n "$(ulimit -Hn)" # the flood itself needs more than 1,024
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)

echo "== whole store of both modes: $ROWS rows per range" >&2
mkdir -m 700 "$WORK/store"
"$WHOLE" "$WORK/store" "$ROWS" 0 0

# serve NAME PREFIX...: start a server (with PREFIX, e.g. prlimit) and print its address.
# Called in $(...), whose changes to PIDS are lost: the caller adds WORK/NAME.pid to PIDS.
serve() {
  local name=$1
  shift
  "$@" "$WARD" password serve "$WORK/store" --listen 127.0.0.1:0 --no-access-log \
    > /dev/null 2> "$WORK/$name.err" &
  echo $! > "$WORK/$name.pid"
  for _ in $(seq 1000); do
    grep -q 'listening on' "$WORK/$name.err" 2> /dev/null && break
    sleep 0.01
  done
  sed -n 's/.*listening on http:\/\///p' "$WORK/$name.err" | head -1
}

REFERENCE=$(serve reference)
PIDS+=("$(cat "$WORK/reference.pid")")
# One phase on a fresh server, so every shard asked for is opened for the first time.
phase() {
  local kind=$1 flooded
  flooded=$(serve "$kind" prlimit --nofile=1024:1024 --)
  python3 - "$kind" "$flooded" "$REFERENCE" "$(cat "$WORK/$kind.pid")" "$SHARDS" "$FLOOD" "$LOWERED" <<'PY'
import http.client, socket, statistics, subprocess, sys, time
kind, flooded, reference, pid = sys.argv[1:5]
shards, flood_size, lowered = (int(a) for a in sys.argv[5:8])
host, port = flooded.rsplit(":", 1)

def targets(offset):
    # One prefix of each of `shards` shards spread over both modes, from `offset` on.
    out = []
    for i in range(shards):
        shard = (offset + i * 7) % 256
        path = f"/range/{shard * 4096 + 1234:05X}"
        out.append(path + ("?mode=ntlm" if i % 2 else ""))
    return out

def get(address, path, connection=None):
    own = connection is None
    if own:
        h, p = address.rsplit(":", 1)
        connection = http.client.HTTPConnection(h, int(p), timeout=10)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read()
    except OSError:
        return None, b""
    finally:
        if own:
            connection.close()

def metric(connection, name):
    status, text = get(flooded, "/metrics", connection)
    for line in text.decode().splitlines():
        if line.startswith(name + " "):
            return int(line.split()[1])
    return 0

paths = targets(0 if kind == "cap" else 128)
correct = {path: get(reference, path)[1] for path in paths}
keep = http.client.HTTPConnection(host, int(port), timeout=10)
probe = http.client.HTTPConnection(host, int(port), timeout=10)
get(flooded, "/healthz", keep)
get(flooded, "/healthz", probe)

# The flood: idle connections, held; the server keeps what its cap allows and refuses the rest.
flood = []
for _ in range(flood_size):
    flood.append(socket.create_connection((host, int(port)), timeout=10))
deadline = time.time() + 60
while time.time() < deadline and metric(probe, "ward_password_serve_connections_total") + metric(
        probe, "ward_password_serve_connections_refused_total") < flood_size + 2:
    time.sleep(0.05)
if kind == "exhausted":
    subprocess.run(["prlimit", "--pid", pid, f"--nofile={lowered}:1024"], check=True)
    # Connections that arrive now cannot be accepted.
    flood += [socket.create_connection((host, int(port)), timeout=10) for _ in range(50)]
during = {path: get(flooded, path, keep)[0] for path in paths}
health_during = get(flooded, "/healthz", probe)[0]
open_during = metric(probe, "ward_password_serve_connections_open")
accept_failures = metric(probe, "ward_password_serve_accept_failures_total")
time.sleep(1)  # the flood held a while longer
ended = time.monotonic()
for s in flood:
    s.close()
keep.close(); probe.close()

# After the flood: each shard polled on its own connection until its answer is correct.
first = {}
pending = set(paths)
while pending and time.monotonic() - ended < 30:
    for path in sorted(pending):
        status, body = get(flooded, path)
        if status == 200 and body == correct[path]:
            first[path] = (time.monotonic() - ended) * 1000
            pending.discard(path)
    time.sleep(0.01)
health_after = None
while time.monotonic() - ended < 30:
    health_after = get(flooded, "/healthz")[0]
    if health_after == 200:
        break
    time.sleep(0.01)
health_ms = (time.monotonic() - ended) * 1000

print(f"\n== phase {kind}: {flood_size} idle connections, {shards} shards first asked for during the flood"
      + (f", open-file limit lowered to {lowered} under the server" if kind == "exhausted" else ""))
print(f"connections open during the flood: {open_during}; /healthz during: {health_during}, "
      f"200 again {health_ms:.0f} ms after the flood (status {health_after})")
print(f"{'shard request':<26} {'during':>6} {'correct after the flood ends':>30}")
for path in paths:
    shown = f"{first[path]:.0f} ms" if path in first else "never (30 s)"
    print(f"{path:<26} {str(during[path]):>6} {shown:>30}")
times = sorted(first.values())
statuses = {s: list(during.values()).count(s) for s in set(during.values())}
if times:
    print(f"during: {statuses}; correct after: {len(times)}/{len(paths)}, median {statistics.median(times):.0f} ms, max {times[-1]:.0f} ms")
worst = times[-1] if len(times) == len(paths) else float("inf")
print(f"accepts failed during the flood: {accept_failures}")
print(f"worst (ms): {worst:.0f}")
PY
  echo "stderr warnings: $(grep -c 'could not accept' "$WORK/$kind.err" || true) about accepts, $(grep -c 'could not open\|more opens' "$WORK/$kind.err" || true) about opens, $(grep -c 'damaged' "$WORK/$kind.err" || true) about damage"
  grep 'connections at once' "$WORK/$kind.err" | sed 's/^/notice: /' || true
  kill "$(cat "$WORK/$kind.pid")" 2> /dev/null || true
}

for kind in cap exhausted; do
  phase "$kind" | tee "$WORK/$kind.out"
done

echo
echo "load average (1, 5, 15 min): $LOAD_BEFORE before, $(cut -d' ' -f1-3 /proc/loadavg) after"
for kind in cap exhausted; do
  worst=$(sed -n 's/^worst (ms): //p' "$WORK/$kind.out")
  if awk -v w="$worst" -v goal="$GOAL_MS" 'BEGIN { exit !(w != "inf" && w <= goal) }'; then
    echo "met     $kind: every shard correct within $GOAL_MS ms of the flood ending (worst $worst ms)"
  else
    echo "MISSED  $kind: every shard correct within $GOAL_MS ms of the flood ending (worst $worst ms)"
  fi
done
