#!/usr/bin/env bash
# Receiver benchmark: `ward webhook serve` next to adnanh's `webhook` (Debian package), both
# running `true` for every delivery and checking the same secret header, measured in the
# same run with wrk. Prints requests/s and p99 latency, how long the commands took to drain,
# and whether every accepted delivery ran its command exactly once. ward's rows run with its
# durable queue on (every 202 follows a synced commit): with a queue large enough that every
# delivery is accepted, with --concurrency 4, with default flags, and with default flags
# on a route that verifies GitHub's X-Hub-Signature-256 (goal: 0.9x the unverified
# route's req/s); then the queue's
# accept rate alone, a kill -9 count, two receivers sharing a Redis queue, and a Redis
# restart under load (lost, run twice, seconds to recover). The last
# lines give ward's req/s as a multiple of webhook's. Packages come from .ci/deps-webhook.
# Every request is a delivery of its own (its own X-GitHub-Delivery; see webhook.lua), so
# ward's de-duplication never merges two of them.
#
# First of all, the burst: both receivers with default flags, BURST (3 s) of wrk at 32
# connections on a route whose command appends the delivery's ID to a file, then the
# backlog drained: deliveries accepted and refused, commands run (and run twice, or never),
# and commands run per second from the burst's start to the last command, side by side.
#
#   bench/webhook.sh                 # 10 s per measurement
#   DURATION=30s CONNECTIONS=64 bench/webhook.sh
#   ONLY=burst bench/webhook.sh      # the burst alone
#   ONLY=verify bench/webhook.sh     # the verified route next to the unverified one
#   ONLY=forward bench/webhook.sh    # the forwarding route next to the command route
#
# Forwarding (also at the end of a full run): the burst again on a route that forwards each
# delivery to a local nginx answering 204 at once, jobs forwarded per second next to the
# command route's commands per second (goal: >= 5x); the same with nginx failing one
# request in ten with 503 (every accepted job must reach it exactly once); and kill -9 of
# the forwarding receiver mid-load, three times, restarted on the same state directory
# (0 lost). nginx's access log names each request's job, which is how they are counted.
# Then what bounds the forward row: the durable queue's accepts per second alone, and
# forwarding without the queue (wait = true), each for one burst.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-32}
THREADS=${THREADS:-2}
BURST=${BURST:-3s}
ONLY=${ONLY:-}
SECRET=bench-secret

.ci/deps-webhook --bench
source bench/lib.sh
bench_build
TRUE=$(command -v true)
LUA=$PWD/bench/webhook.lua

bench_workdir

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

wait_for_port() {
    for _ in $(seq 1 200); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then return 0; fi
        sleep 0.05
    done
    echo "nothing listens on port $1" >&2
    exit 1
}

# Wait until `count` stops changing (the command backlog has drained); print the seconds
# since `start` at which it last grew.
wait_drained() {
    local count_cmd=$1 start=$2 last=-1 now stable=0 grown_at
    grown_at=$(date +%s.%N)
    while [ "$stable" -lt 10 ]; do
        now=$(eval "$count_cmd")
        if [ "$now" != "$last" ]; then
            last=$now; stable=0; grown_at=$(date +%s.%N)
        else
            stable=$((stable + 1))
        fi
        sleep 0.2
    done
    echo "$grown_at - $start" | bc
}

# Run wrk (for DURATION, or the second argument); sets RPS, P99, TOTAL, NON2XX, and
# UNANSWERED (connect, read and write errors, and requests wrk gave up waiting for).
load() {
    local url=$1 duration=${2:-$DURATION} out
    out=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$duration" --latency -s "$LUA" "$url" -- "${WRK_ARGS[@]}")
    RPS=$(awk '/^Requests\/sec:/ {print $2}' <<<"$out")
    P99=$(awk '$1 == "99%" {print $2}' <<<"$out")
    TOTAL=$(awk '/requests in/ {print $1}' <<<"$out")
    NON2XX=$(awk '/Non-2xx/ {print $5}' <<<"$out")
    NON2XX=${NON2XX:-0}
    UNANSWERED=$(awk '/Socket errors/ {print $4 + $6 + $8 + $10}' <<<"$out")
    UNANSWERED=${UNANSWERED:-0}
}

# Extra arguments to webhook.lua: a prefix, then a signature to send.
WRK_ARGS=(wrk)

# GitHub's X-Hub-Signature-256 of webhook.lua's body under SECRET.
github_signature() {
    python3 - "$SECRET" <<'PY'
import hashlib, hmac, sys
body = open("bench/webhook.lua").read().split("wrk.body = '")[1].split("'")[0].encode()
print("sha256=" + hmac.new(sys.argv[1].encode(), body, hashlib.sha256).hexdigest())
PY
}

status_of() { curl -s -o /dev/null -w '%{http_code}' -X POST -H "X-Webhook-Secret: $2" -d '{}' "$1"; }

RESULTS=()
FORMAT='%-34s %10s %10s %9s %8s %9s %9s %7s %s'
record() { RESULTS+=("$(printf "$FORMAT" "$@")"); }

# ward ----------------------------------------------------------------------------------
run_ward() {
    local label=$1 route=$2; shift 2
    local port log start drained accepted ran failed
    port=$(free_port)
    log=$WORK/ward-$port.log
    WEBHOOK_SECRET=$SECRET "$WARD" webhook serve --port "$port" --state-dir "$WORK/state-$port" "$@" >>"$log" 2>"$WORK/ward-$port.err" &
    local pid=$!
    PIDS+=("$pid")
    wait_for_port "$port"
    local url=http://127.0.0.1:$port/webhooks/$route
    case "$(status_of "$url" wrong)" in
        401 | 403) ;;
        *) echo "ward accepted a wrong secret" >&2; exit 1 ;;
    esac
    # The log is opened for appending, so emptying it here is safe.
    : >"$log"
    start=$(date +%s.%N)
    load "$url"
    accepted=$(grep -c -E ' (200|202) ' "$log" || true)
    if grep -q 'accepts and logs' "$WORK/ward-$port.err"; then
        ran=-; failed=-; drained=-
    else
        drained=$(wait_drained "grep -c ' job ' '$log' || true" "$start")
        ran=$(grep -c ' exited exit=0 ' "$log" || true)
        failed=$(grep ' job ' "$log" | grep -c -v ' exited exit=0 ' || true)
    fi
    kill -TERM "$pid"; wait "$pid" || true
    if [ "$ran" = - ] || [ "$accepted" = 0 ]; then
        RAN_ALL=-
    else
        RAN_ALL="$(echo "scale=1; 100 * $ran / $accepted" | bc)%"
    fi
    record "$label" "$RPS" "$P99" "$TOTAL" "$NON2XX" "$accepted" "$ran" "$failed" "$drained"
}

# adnanh/webhook ------------------------------------------------------------------------
run_adnanh() {
    local label=$1 sync=$2
    local port log start drained accepted ran failed
    port=$(free_port)
    log=$WORK/adnanh-$port.log
    cat >"$WORK/hooks-$port.json" <<JSON
[{
  "id": "bench",
  "execute-command": "$TRUE",
  "response-message": "accepted",
  "include-command-output-in-response": $sync,
  "trigger-rule-mismatch-http-response-code": 403,
  "trigger-rule": {"match": {"type": "value", "value": "$SECRET",
                   "parameter": {"source": "header", "name": "X-Webhook-Secret"}}}
}]
JSON
    # -verbose: the per-request log ward also writes, and the only way to count runs.
    webhook -hooks "$WORK/hooks-$port.json" -ip 127.0.0.1 -port "$port" -verbose >>"$log" 2>&1 &
    local pid=$!
    PIDS+=("$pid")
    wait_for_port "$port"
    local url=http://127.0.0.1:$port/hooks/bench
    [ "$(status_of "$url" wrong)" = 403 ] || { echo "webhook accepted a wrong secret" >&2; exit 1; }
    : >"$log"
    start=$(date +%s.%N)
    load "$url"
    drained=$(wait_drained "grep -c 'finished handling' '$log' || true" "$start")
    accepted=$(grep -c 'hook triggered successfully' "$log" || true)
    # "finished handling" is logged whether or not the command could be started.
    failed=$(grep -c 'error occurred' "$log" || true)
    ran=$(( $(grep -c 'finished handling' "$log" || true) - failed ))
    kill -TERM "$pid"; wait "$pid" || true
    record "$label" "$RPS" "$P99" "$TOTAL" "$NON2XX" "$accepted" "$ran" "$failed" "$drained"
}

# The durable queue alone: one command blocks the route, so every later delivery is only
# accepted (committed with sync) and nothing else runs meanwhile.
run_queue_alone() {
    local port log
    port=$(free_port)
    log=$WORK/alone-$port.log
    WEBHOOK_SECRET=$SECRET "$WARD" webhook serve --port "$port" --state-dir "$WORK/state-$port" \
        --route "bench=sleep 3600" --concurrency 1 --queue 1000000 --shutdown-timeout 0 >>"$log" 2>/dev/null &
    local pid=$!
    PIDS+=("$pid")
    wait_for_port "$port"
    load "http://127.0.0.1:$port/webhooks/bench"
    kill -TERM "$pid"; wait "$pid" || true
    QUEUE_ALONE=$RPS
    record "ward, durable queue alone (accepts/s)" "$RPS" "$P99" "$TOTAL" "$NON2XX" "$(grep -c ' 202 ' "$log" || true)" - - -
}

# deliver_for_3s PORT ROUTE CLIENTS IDS: CLIENTS clients deliver to ROUTE for 3 seconds,
# each delivery new, and append the job of every 202 to IDS (the kill -9 rounds' load).
deliver_for_3s() {
    python3 - "$@" <<'PY'
import json, sys, threading, time, urllib.request, uuid
port, route, clients, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
body = open("bench/webhook.lua").read().split("wrk.body = '")[1].split("'")[0].encode()
ids, stop = [], time.time() + 3
def client():
    while time.time() < stop:
        try:
            request = urllib.request.Request(f"http://127.0.0.1:{port}/webhooks/{route}", data=body, method="POST",
                                             headers={"X-GitHub-Delivery": str(uuid.uuid4())})
            with urllib.request.urlopen(request, timeout=5) as reply:
                if reply.status == 202:
                    ids.append(json.load(reply)["job"])
        except Exception:
            time.sleep(0.01)
threads = [threading.Thread(target=client) for _ in range(clients)]
[t.start() for t in threads]; [t.join() for t in threads]
open(out, "a").write("".join(i + "\n" for i in ids))
PY
}

# kill9_rounds ROUTE CLIENTS IDS ARGS...: `ward webhook serve ARGS` on a fresh port, killed
# with -9 1.5 s into a 3 s load of CLIENTS clients on ROUTE (the IDs answered 202 appended
# to IDS), three times; then started a fourth time and left running, its pid in RECEIVER.
kill9_rounds() {
    local route=$1 clients=$2 ids=$3 port client
    shift 3
    for round in 1 2 3 4; do
        port=$(free_port)
        "$WARD" webhook serve --port "$port" "$@" >/dev/null 2>&1 &
        RECEIVER=$!
        PIDS+=("$RECEIVER")
        wait_for_port "$port"
        [ "$round" = 4 ] && break
        deliver_for_3s "$port" "$route" "$clients" "$ids" &
        client=$!
        sleep 1.5
        kill -KILL "$RECEIVER"; wait "$RECEIVER" 2>/dev/null || true
        wait "$client"
    done
}

# kill -9 mid-load, three rounds, then a restart: every 202 must run its command.
run_kill9() {
    local state=$WORK/state-kill9 runs=$WORK/kill9-runs ids=$WORK/kill9-ids pid
    : >"$runs"; : >"$ids"
    kill9_rounds bench 4 "$ids" --state-dir "$state" --shell -q \
        --route "bench=echo \"\$WARD_JOB_ID\" >> $runs"
    pid=$RECEIVER
    wait_drained "sort -u '$runs' | wc -l" "$(date +%s.%N)" >/dev/null
    kill -TERM "$pid"; wait "$pid" || true
    local accepted ran lost twice
    accepted=$(sort -u "$ids" | wc -l)
    ran=$(sort -u "$runs" | wc -l)
    lost=$(comm -23 <(sort -u "$ids") <(sort -u "$runs") | wc -l)
    twice=$(sort "$runs" | uniq -d | wc -l)
    KILL9="kill -9 x3 mid-load, then restart: $accepted deliveries answered 202, $ran distinct jobs ran, $lost lost, $twice ran twice (each was running at a kill)"
}

# Two receivers on one Redis queue, each loaded by its own wrk with half the connections.
run_redis() {
    local rport url p1 p2 pid1 pid2 out1 out2
    rport=$(free_port)
    redis-server --port "$rport" --bind 127.0.0.1 --save "" --appendonly no >/dev/null 2>&1 &
    PIDS+=("$!")
    wait_for_port "$rport"
    url=redis://127.0.0.1:$rport
    p1=$(free_port); p2=$(free_port)
    WEBHOOK_SECRET=$SECRET "$WARD" webhook serve --port "$p1" --queue "$url" --queue 1000000 --route "bench=$TRUE" >"$WORK/r1.log" 2>/dev/null &
    pid1=$!; PIDS+=("$pid1")
    WEBHOOK_SECRET=$SECRET "$WARD" webhook serve --port "$p2" --queue "$url" --queue 1000000 --route "bench=$TRUE" >"$WORK/r2.log" 2>/dev/null &
    pid2=$!; PIDS+=("$pid2")
    wait_for_port "$p1"; wait_for_port "$p2"
    local half=$(( CONNECTIONS / 2 )) start
    start=$(date +%s.%N)
    out1=$(mktemp); out2=$(mktemp)
    wrk -t1 -c"$half" -d"$DURATION" --latency -s "$LUA" "http://127.0.0.1:$p1/webhooks/bench" -- first >"$out1" &
    local first=$!
    wrk -t1 -c"$half" -d"$DURATION" --latency -s "$LUA" "http://127.0.0.1:$p2/webhooks/bench" -- second >"$out2"
    wait "$first"
    local rps total non2xx accepted drained ran failed
    rps=$(awk '/^Requests\/sec:/ {s += $2} END {printf "%.2f", s}' "$out1" "$out2")
    total=$(awk '/requests in/ {s += $1} END {print s}' "$out1" "$out2")
    non2xx=$(awk '/Non-2xx/ {s += $5} END {print s + 0}' "$out1" "$out2")
    accepted=$(cat "$WORK/r1.log" "$WORK/r2.log" | grep -c ' 202 ' || true)
    drained=$(wait_drained "cat '$WORK/r1.log' '$WORK/r2.log' | grep -c ' job ' || true" "$start")
    ran=$(cat "$WORK/r1.log" "$WORK/r2.log" | grep -c ' exited exit=0 ' || true)
    failed=$(cat "$WORK/r1.log" "$WORK/r2.log" | grep ' job ' | grep -c -v ' exited exit=0 ' || true)
    kill -TERM "$pid1" "$pid2"; wait "$pid1" "$pid2" 2>/dev/null || true
    REDIS_RPS=$rps
    record "ward x2 on Redis, true, 202" "$rps" - "$total" "$non2xx" "$accepted" "$ran" "$failed" "$drained"
}

# Redis restarted under load (stopped as a service manager does, down 2 s, started again
# with its append-only file): deliveries answered 202, distinct jobs run, jobs lost, jobs
# run twice, and the seconds from Redis answering again to ward's /healthz answering 200.
run_redis_restart() {
    local dir=$WORK/redis-restart rport port url runs=$WORK/restart-runs ids=$WORK/restart-ids
    local rpid pid client back healthy
    mkdir -p "$dir"; : >"$runs"; : >"$ids"
    rport=$(free_port); port=$(free_port)
    start_redis() {
        (cd "$dir" && exec redis-server --port "$rport" --bind 127.0.0.1 --save "" \
            --appendonly yes --appendfsync always >/dev/null 2>&1) &
        rpid=$!; PIDS+=("$rpid")
        wait_for_port "$rport"
    }
    start_redis
    url=redis://127.0.0.1:$rport
    "$WARD" webhook serve --port "$port" --queue "$url" --queue 1000000 --shell -q \
        --route "bench=echo \"\$WARD_JOB_ID\" >> $runs" >/dev/null 2>&1 &
    pid=$!; PIDS+=("$pid")
    wait_for_port "$port"
    python3 - "$port" "$ids" 8 <<'PY' &
import json, sys, threading, time, urllib.request, uuid
port, out, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
ids, stop = [], time.time() + seconds
def client():
    while time.time() < stop:
        try:
            request = urllib.request.Request(f"http://127.0.0.1:{port}/webhooks/bench", data=b"{}", method="POST",
                                             headers={"X-GitHub-Delivery": str(uuid.uuid4())})
            with urllib.request.urlopen(request, timeout=10) as reply:
                if reply.status == 202:
                    ids.append(json.load(reply)["job"])
        except Exception:
            time.sleep(0.05)
threads = [threading.Thread(target=client) for _ in range(4)]
[t.start() for t in threads]; [t.join() for t in threads]
open(out, "a").write("".join(i + "\n" for i in ids))
PY
    client=$!
    sleep 2
    kill -TERM "$rpid"; wait "$rpid" 2>/dev/null || true
    sleep 2
    start_redis
    back=$(date +%s.%N)
    until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz")" = 200 ]; do sleep 0.05; done
    healthy=$(date +%s.%N)
    wait "$client"
    wait_drained "sort -u '$runs' | wc -l" "$(date +%s.%N)" >/dev/null
    kill -TERM "$pid"; wait "$pid" || true
    kill -TERM "$rpid"; wait "$rpid" 2>/dev/null || true
    local accepted ran lost twice
    accepted=$(sort -u "$ids" | wc -l)
    ran=$(sort -u "$runs" | wc -l)
    lost=$(comm -23 <(sort -u "$ids") <(sort -u "$runs") | wc -l)
    twice=$(sort "$runs" | uniq -d | wc -l)
    REDIS_RESTART="Redis restart under load: $accepted deliveries answered 202, $ran distinct jobs ran, $lost lost, $twice ran twice; healthy again $(printf "%.2f" "$(echo "$healthy - $back" | bc)") s after Redis answered"
}

# The burst ------------------------------------------------------------------------------
BURSTS=()
BURST_FORMAT='%-30s %9s %9s %8s %10s %8s %6s %7s %9s %10s'
# burst_record LABEL RUNS_FILE ACCEPTED START [DRAINED]: one row of the burst table; sets
# CPS. DRAINED is the seconds from START to the last run when the caller measured it
# already (the runs file is then complete, and waiting on it again would add the wait).
burst_record() {
    local label=$1 runs=$2 accepted=$3 start=$4 drained=${5:-} ran distinct twice never
    [ -n "$drained" ] || drained=$(wait_drained "wc -l <'$runs'" "$start")
    ran=$(wc -l <"$runs")
    distinct=$(sort -u "$runs" | wc -l)
    twice=$(sort "$runs" | uniq -d | wc -l)
    never=$((accepted - distinct))
    CPS=$(echo "scale=0; $ran / $drained" | bc)
    BURSTS+=("$(printf "$BURST_FORMAT" "$label" "$TOTAL" "$accepted" "$NON2XX" "$UNANSWERED" "$ran" "$twice" "$never" "$(printf %.1f "$drained")" "$CPS")")
}

# ward with default flags: the route's command appends the delivery's ID.
burst_ward() {
    local port log runs=$WORK/burst-ward.runs script=$WORK/append-ward.sh start accepted
    printf '#!/bin/sh\necho "$WARD_DELIVERY_ID" >> %s\n' "$runs" >"$script"
    chmod +x "$script"; : >"$runs"
    port=$(free_port)
    log=$WORK/burst-ward.log
    WEBHOOK_SECRET=$SECRET "$WARD" webhook serve --port "$port" --state-dir "$WORK/state-burst" \
        --route "burst=$script" >>"$log" 2>"$WORK/burst-ward.err" &
    local pid=$!
    PIDS+=("$pid")
    wait_for_port "$port"
    start=$(date +%s.%N)
    load "http://127.0.0.1:$port/webhooks/burst" "$BURST"
    accepted=$(grep -c ' 202 accepted ' "$log" || true)
    burst_record "ward, default flags" "$runs" "$accepted" "$start"
    WARD_BURST_CPS=$CPS; WARD_BURST_REFUSED=$((NON2XX + UNANSWERED))
    kill -TERM "$pid"; wait "$pid" || true
}

# adnanh's webhook with its defaults: the command appends the delivery header it is given.
burst_adnanh() {
    local port log runs=$WORK/burst-webhook.runs script=$WORK/append-webhook.sh start accepted
    printf '#!/bin/sh\necho "$1" >> %s\n' "$runs" >"$script"
    chmod +x "$script"; : >"$runs"
    port=$(free_port)
    log=$WORK/burst-webhook.log
    cat >"$WORK/hooks-burst.json" <<JSON
[{
  "id": "burst",
  "execute-command": "$script",
  "pass-arguments-to-command": [{"source": "header", "name": "X-GitHub-Delivery"}],
  "trigger-rule-mismatch-http-response-code": 403,
  "trigger-rule": {"match": {"type": "value", "value": "$SECRET",
                   "parameter": {"source": "header", "name": "X-Webhook-Secret"}}}
}]
JSON
    webhook -hooks "$WORK/hooks-burst.json" -ip 127.0.0.1 -port "$port" -verbose >>"$log" 2>&1 &
    local pid=$!
    PIDS+=("$pid")
    wait_for_port "$port"
    : >"$log"
    start=$(date +%s.%N)
    load "http://127.0.0.1:$port/hooks/burst" "$BURST"
    accepted=$(grep -c 'hook triggered successfully' "$log" || true)
    burst_record "webhook 2.8, default flags" "$runs" "$accepted" "$start"
    ADNANH_BURST_CPS=$CPS
    kill -TERM "$pid"; wait "$pid" || true
}

run_burst() {
    burst_ward
    burst_adnanh
    echo
    printf "$BURST_FORMAT\n" "burst ($BURST, $CONNECTIONS conns)" "requests" "accepted" "non-2xx" "unanswered" "ran" "twice" "never" "drained-s" "commands/s"
    printf '%s\n' "${BURSTS[@]}"
    echo "ran = lines the command appended; twice = deliveries run more than once; never = accepted"
    echo "deliveries never run; drained-s = seconds from the burst's start to the last command."
    echo "burst, default flags: ward refused $WARD_BURST_REFUSED; ward $(echo "scale=2; $WARD_BURST_CPS / $ADNANH_BURST_CPS" | bc)x webhook's commands/s (goal: 0 refused, >= 2x)"
}

# Forwarding --------------------------------------------------------------------------------
# The destination: Debian's nginx, which answers at once (204) on /ok, and on /flaky fails
# one request in ten with 503 and Retry-After: 0. Its access log has each request's job
# (X-Ward-Job), identity (Idempotency-Key) and status, which is how forwards are counted.
start_destination() {
    NGINX=$(command -v nginx || echo /usr/sbin/nginx)
    DEST_PORT=$(free_port)
    DEST_LOG=$WORK/destination.log
    mkdir -p "$WORK/nginx"
    cat >"$WORK/nginx/nginx.conf" <<NGINX
daemon off;
worker_processes 1;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log;
events { worker_connections 4096; }
http {
    log_format forwarded '\$http_x_ward_job \$http_idempotency_key \$status';
    access_log $DEST_LOG forwarded;
    client_body_temp_path $WORK/nginx/body;
    proxy_temp_path $WORK/nginx/proxy;
    fastcgi_temp_path $WORK/nginx/fastcgi;
    uwsgi_temp_path $WORK/nginx/uwsgi;
    scgi_temp_path $WORK/nginx/scgi;
    keepalive_requests 1000000;
    split_clients "\${request_id}" \$fail { 10% 1; * 0; }
    server {
        listen 127.0.0.1:$DEST_PORT;
        location /ok { return 204; }
        location /flaky {
            if (\$fail) { add_header Retry-After 0 always; return 503; }
            return 204;
        }
    }
}
NGINX
    "$NGINX" -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx" 2>>"$WORK/nginx/error.log" &
    PIDS+=("$!")
    wait_for_port "$DEST_PORT"
}

# forward_routes PATH [EXTRA]: a routes file whose route `fwd` forwards to PATH on the
# destination.
forward_routes() {
    printf '[routes.fwd]\nforward = "http://127.0.0.1:%s%s"\n%s\n' "$DEST_PORT" "$1" "${2:-}" >"$WORK/forward-routes.toml"
}

# forward_counts ACCEPTED_IDS: each accepted job's fate at the destination. Sets FWD_ONCE,
# FWD_TWICE and FWD_LOST (jobs of the list answered 2xx once, more than once, never) and
# FWD_503 (503 answers, each retried).
forward_counts() {
    local ids=$1 counts=$WORK/forwarded.counts
    awk '$3 ~ /^2/ {print $1}' "$DEST_LOG" | sort | uniq -c | awk '{print $2, $1}' >"$counts"
    FWD_ONCE=$(awk '$2 == 1 {print $1}' "$counts" | comm -12 - <(sort -u "$ids") | wc -l)
    FWD_TWICE=$(awk '$2 > 1' "$counts" | wc -l)
    FWD_LOST=$(comm -23 <(sort -u "$ids") <(cut -d' ' -f1 "$counts") | wc -l)
    FWD_503=$(awk '$3 == 503' "$DEST_LOG" | wc -l)
}

# burst_forward LABEL PATH [ROUTE LINES]: a burst of wrk on a route forwarding to PATH, then
# its backlog forwarded; one row of the burst table (its commands/s column is jobs
# forwarded per second, from the burst's start to the last one), and each accepted job's
# fate at the destination.
burst_forward() {
    local label=$1 path=$2 extra=${3:-} port log start accepted pid drained
    forward_routes "$path" "$extra"
    : >"$DEST_LOG"
    port=$(free_port)
    log=$WORK/forward-$port.log
    WEBHOOK_SECRET=$SECRET "$WARD" webhook serve --port "$port" --state-dir "$WORK/state-forward-$port" \
        --routes "$WORK/forward-routes.toml" >>"$log" 2>"$WORK/forward-$port.err" &
    pid=$!
    PIDS+=("$pid")
    wait_for_port "$port"
    start=$(date +%s.%N)
    load "http://127.0.0.1:$port/webhooks/fwd" "$BURST"
    accepted=$(grep -c ' 202 accepted ' "$log" || true)
    # A job line per delivery forwarded with a 2xx answer: the burst's "ran" column.
    drained=$(wait_drained "grep -c ' delivered ' '$log' || true" "$start")
    grep ' delivered ' "$log" | awk '{print $3}' >"$WORK/forward.runs" || true
    burst_record "$label" "$WORK/forward.runs" "$accepted" "$start" "$drained"
    kill -TERM "$pid"; wait "$pid" || true
    grep ' 202 accepted ' "$log" | grep -o 'job=[0-9a-f]*' | cut -d= -f2 >"$WORK/forward.accepted"
    forward_counts "$WORK/forward.accepted"
    FWD_ACCEPTED=$accepted
}

# kill -9 of a forwarding receiver mid-load, three rounds, then a restart on the same state
# directory: every job answered 202 must reach the destination.
forward_kill9() {
    local state=$WORK/state-forward-kill9 ids=$WORK/forward-kill9-ids pid
    forward_routes /ok
    : >"$ids"; : >"$DEST_LOG"
    kill9_rounds fwd 8 "$ids" --state-dir "$state" -q --routes "$WORK/forward-routes.toml"
    pid=$RECEIVER
    wait_drained "wc -l <'$DEST_LOG'" "$(date +%s.%N)" >/dev/null
    kill -TERM "$pid"; wait "$pid" || true
    forward_counts "$ids"
    FORWARD_KILL9="forward, kill -9 x3 mid-load, then restart: $(sort -u "$ids" | wc -l) jobs answered 202, $FWD_ONCE forwarded once, $FWD_LOST lost, $FWD_TWICE forwarded twice (each was in flight at a kill)"
}

# What bounds the forward row: the same burst on the durable queue alone (a route whose
# one command never ends, so each delivery is only stored, with a synced commit), whose
# accepts per second no queued route can pass within the burst; and a route forwarding
# with wait = true, each request answered with the destination's status, no job stored:
# forwarding without the queue. Sets QUEUE_BURST_RPS and BARE_FORWARD_RPS.
forward_floor() {
    burst_alone floor --route "floor=sleep 3600" --concurrency 1 --queue 1000000 --shutdown-timeout 0
    QUEUE_BURST_RPS=$RPS
    forward_routes /ok 'wait = true'
    burst_alone fwd --routes "$WORK/forward-routes.toml"
    BARE_FORWARD_RPS=$RPS
}

# burst_alone ROUTE ARGS...: a receiver of its own started with ARGS, one burst at ROUTE
# (sets RPS), then stopped.
burst_alone() {
    local route=$1 port pid
    shift
    port=$(free_port)
    WEBHOOK_SECRET=$SECRET "$WARD" webhook serve --port "$port" --state-dir "$WORK/state-floor-$port" \
        "$@" >/dev/null 2>&1 &
    pid=$!
    PIDS+=("$pid")
    wait_for_port "$port"
    load "http://127.0.0.1:$port/webhooks/$route" "$BURST"
    kill -TERM "$pid"; wait "$pid" || true
}

# The forwarding route next to the command route (the burst's ward row, run first): jobs
# per second, and exactly once with a destination failing one request in ten.
run_forward() {
    start_destination
    burst_forward "ward, forward, default flags" /ok
    FORWARD_CPS=$CPS
    FORWARD_ONCE="forward to a destination answering at once: $FWD_ACCEPTED accepted, $FWD_ONCE forwarded once, $FWD_TWICE twice, $FWD_LOST never"
    # A destination is waited on, not run: a route may take more at once than a command
    # route's four per core.
    burst_forward "ward, forward, concurrency 32" /ok 'concurrency = 32'
    FORWARD_CPS_32=$CPS
    burst_forward "ward, forward, 10% 503" /flaky $'retries = 20\nbackoff = 1'
    FORWARD_FLAKY="forward, destination failing 10% with 503: $FWD_ACCEPTED accepted, $FWD_ONCE forwarded once, $FWD_TWICE twice, $FWD_LOST never; $FWD_503 answers 503, each retried"
    forward_kill9
    forward_floor
}

print_forward() {
    echo
    printf "$BURST_FORMAT\n" "burst ($BURST, $CONNECTIONS conns)" "requests" "accepted" "non-2xx" "unanswered" "ran" "twice" "never" "drained-s" "jobs/s"
    printf '%s\n' "${BURSTS[@]}"
    echo "$FORWARD_ONCE"
    echo "$FORWARD_FLAKY"
    echo "$FORWARD_KILL9"
    echo "jobs/s: forward $FORWARD_CPS, command $WARD_BURST_CPS: $(echo "scale=2; $FORWARD_CPS / $WARD_BURST_CPS" | bc)x (goal >= 5x); forward with concurrency 32 $FORWARD_CPS_32: $(echo "scale=2; $FORWARD_CPS_32 / $WARD_BURST_CPS" | bc)x"
    echo "bounds, same burst: durable queue alone $QUEUE_BURST_RPS accepts/s = $(echo "scale=2; $QUEUE_BURST_RPS / $WARD_BURST_CPS" | bc)x the command route; forwarding without the queue (wait = true) $BARE_FORWARD_RPS req/s = $(echo "scale=2; $BARE_FORWARD_RPS / $WARD_BURST_CPS" | bc)x"
}

echo "wrk: $THREADS threads, $CONNECTIONS connections, $DURATION per row; $(nproc) cores; open files limit $(ulimit -n); command: $TRUE" >&2
# The verified route next to the same route unverified: what checking a signature costs.
run_verify() {
    run_ward "ward, true, 202, default flags" bench --route "bench=$TRUE"
    WARD_UNVERIFIED=$RPS
    WRK_ARGS=(wrk "$(github_signature)")
    run_ward "ward, true, 202, github-verified" bench --route "bench=$TRUE" --verify github
    WARD_VERIFIED=$RPS
    WRK_ARGS=(wrk)
}

if [ "$ONLY" = verify ]; then
    run_verify
    printf "$FORMAT\n" "receiver" "req/s" "p99" "requests" "non-2xx" "accepted" "ran" "failed" "drained-after-s"
    printf '%s\n' "${RESULTS[@]}"
    echo "a github-verified route: $(echo "scale=2; $WARD_VERIFIED / $WARD_UNVERIFIED" | bc)x the unverified route's req/s (goal 0.9x)"
    exit 0
fi
if [ "$ONLY" = forward ]; then
    burst_ward
    run_forward
    print_forward
    exit 0
fi
run_burst
[ "$ONLY" = burst ] && exit 0
# ward's durable queue is on in every ward row: each 202 follows a synced commit.
run_ward "ward, true, 202, --queue 1000000" bench --route "bench=$TRUE" --queue 1000000
WARD_AT_ONCE=$RPS; WARD_AT_ONCE_RAN=$RAN_ALL
run_ward "ward, true, 202, --concurrency 4" bench --route "bench=$TRUE" --concurrency 4 --queue 1000000
run_verify
run_adnanh "webhook 2.8, true, answer at once" false
ADNANH_AT_ONCE=$RPS
run_ward "ward, true, --wait, default flags" bench --route "bench=$TRUE" --wait
WARD_WAIT=$RPS
run_ward "ward, true, --wait, --concurrency 4" bench --route "bench=$TRUE" --concurrency 4 --wait
WARD_WAIT4=$RPS
run_adnanh "webhook 2.8, true, wait for output" true
ADNANH_WAIT=$RPS
run_ward "ward, no command (accept and log)" bench --route bench
run_queue_alone
run_redis
run_redis_restart
run_kill9
run_forward

ratio() { echo "scale=2; $1 / $2" | bc; }
echo
printf "$FORMAT\n" "receiver" "req/s" "p99" "requests" "non-2xx" "accepted" "ran" "failed" "drained-after-s"
printf '%s\n' "${RESULTS[@]}"
echo
echo "accepted = deliveries the receiver logged as accepted; ran = commands that exited 0;"
echo "failed = accepted deliveries whose command could not start or did not exit 0."
echo "A correct receiver has failed 0 and ran == accepted (each delivery runs exactly once);"
echo "a full route answers 503 (non-2xx) with Retry-After: the sender retries."
echo
echo "answer at once, durable queue: ward $(ratio "$WARD_AT_ONCE" "$ADNANH_AT_ONCE")x webhook's req/s ($WARD_AT_ONCE_RAN of the accepted commands ran)"
echo "a github-verified route: $(ratio "$WARD_VERIFIED" "$WARD_UNVERIFIED")x the unverified route's req/s (goal 0.9x)"
echo "--wait: ward $(ratio "$WARD_WAIT" "$ADNANH_WAIT")x webhook's req/s with default flags ($(nproc) at once), $(ratio "$WARD_WAIT4" "$ADNANH_WAIT")x with --concurrency 4"
echo "durable queue alone: $QUEUE_ALONE jobs accepted per second, each committed with sync"
echo "Redis, two receivers: $REDIS_RPS req/s"
echo "$REDIS_RESTART"
echo "$KILL9"
print_forward
