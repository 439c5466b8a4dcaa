#!/usr/bin/env bash
# What the receiver's own bookkeeping costs per job, counted in system calls rather than
# seconds, so the figure holds on a busy machine too: a burst of wrk (BURST, 2 s at
# CONNECTIONS, 8) on a route whose command appends the delivery's ID, the backlog worked
# off, all under `strace -f --seccomp-bpf`; then the calls ward's own threads made per
# job (the commands' processes, the ones that called execve, are left out). Disk syncs
# (fsync, fdatasync) depend on how many deliveries share a commit, so they vary with the
# timing; the others do not. Linux only (strace).
#
#   bench/webhook-syscalls.sh                 # a debug build is enough: counts, not speed
#   WARD=target/release/ward bench/webhook-syscalls.sh
#   TRACE=fsync,fdatasync,pwrite64 bench/webhook-syscalls.sh
set -euo pipefail
cd "$(dirname "$0")/.."

BURST=${BURST:-2s}
CONNECTIONS=${CONNECTIONS:-8}
TRACE=${TRACE:-fsync,fdatasync,pwrite64,fcntl,madvise,mmap,munmap,futex,clone3,execve}
SECRET=bench-secret

for tool in strace wrk python3; do
    command -v "$tool" >/dev/null || { echo "webhook-syscalls.sh: needs $tool (apt-get install $tool)" >&2; exit 2; }
done
source bench/lib.sh
if [ -n "${WARD:-}" ]; then
    WARD=$(cd "$(dirname "$WARD")" && pwd)/$(basename "$WARD")
else
    bench_build debug
fi
bench_workdir

runs=$WORK/runs
: >"$runs"
printf '#!/bin/sh\necho "$WARD_DELIVERY_ID" >> %s\n' "$runs" >"$WORK/append.sh"
chmod +x "$WORK/append.sh"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
# execve is always traced: it is how the commands' processes are told from ward's threads.
WEBHOOK_SECRET=$SECRET strace -f --seccomp-bpf -o "$WORK/strace" -e "trace=$TRACE,execve" \
    "$WARD" webhook serve --port "$port" --state-dir "$WORK/state" --route "burst=$WORK/append.sh" \
    >"$WORK/log" 2>"$WORK/err" &
tracer=$!
PIDS+=("$tracer")
for _ in $(seq 1 200); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.1; done
wrk -t1 -c"$CONNECTIONS" -d"$BURST" -s bench/webhook.lua "http://127.0.0.1:$port/webhooks/burst" -- wrk >/dev/null
# Worked off once the count of commands run stays the same for 3 s.
last=-1 stable=0
while [ "$stable" -lt 10 ]; do
    now=$(wc -l <"$runs")
    if [ "$now" != "$last" ]; then last=$now stable=0; else stable=$((stable + 1)); fi
    sleep 0.3
done
# strace keeps SIGINT from the traced program; the receiver itself is told to stop.
kill -INT "$(pgrep -P "$tracer")"
wait "$tracer" || true
accepted=$(grep -c ' 202 ' "$WORK/log" || true)
ran=$(wc -l <"$runs")
twice=$(sort "$runs" | uniq -d | wc -l)
echo "burst $BURST at $CONNECTIONS connections: $accepted accepted, $ran commands run ($twice twice)"
python3 - "$WORK/strace" "$ran" <<'PY'
import collections, re, sys
path, jobs = sys.argv[1], int(sys.argv[2])
children, calls = set(), collections.defaultdict(collections.Counter)
for line in open(path):
    match = re.match(r"(\d+) +(\w+)\(", line)
    if not match:
        continue
    pid, name = match.groups()
    if name == "execve":
        children.add(pid)
    calls[pid][name] += 1
own = collections.Counter()
for pid, counted in calls.items():
    if pid not in children:
        own += counted
own.pop("execve", None)
print(f"ward's own system calls per job ({jobs} jobs):")
for name, count in sorted(own.items()):
    print(f"  {name:<12} {count / max(jobs, 1):8.3f}")
PY
