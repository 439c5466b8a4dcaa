#!/usr/bin/env bash
# Benchmark of `ward password check --stdin`, side by side in one run:
#  1. 100,000 distinct passwords against a local range fake (ROWS rows per range, padded
#     on request), then `wrk` against the same fake and the same paths, in turn RUNS times
#     (default 3): ward's median passwords/s as a fraction of wrk's median requests/s
#     (goal: at least 0.9). Then the client
#     floors (bench/range-client-floor.rs) fetch the same ranges and do nothing with them:
#     hyper's own client (what ward's range fetches to a plain-HTTP server are built on),
#     and reqwest (what ward's other requests, and every https:// one, go through) on tokio's
#     multi-thread runtime with a task per request, with a task per connection slot (as
#     ward fetches), and on one thread. CPU microseconds per range of each, and of
#     the range fake while each ran, show where ward's cost goes: the HTTP stack or ward's
#     own work (validating every body, finding the suffixes, writing the results);
#  2. 1,000,000 passwords: requests sent against distinct prefixes (goal: equal),
#     passwords/s (goal: at least 2x the earlier 4.2k/s), peak RSS (goal: under 64 MB),
#     CPU seconds per 1,000 passwords, and the window's memory bound;
#  3. the offline check of 1,000,000 passwords against a store of OFFLINE_RANGE
#     (OFFLINE_ROWS rows per range) downloaded from the fake: passwords/s (goal: at least
#     1,000,000/s) and peak RSS (goal: under 64 MB), then that store exported to
#     standard output: hashes/s and MB/s.
#
#   bash bench/password-check.sh
#   RUNS=5 bash bench/password-check.sh   # the headline ratio from the medians of 5 runs each
#   LINES_SMALL=20000 LINES_LARGE=0 OFFLINE_LINES=0 bash bench/password-check.sh
#   OFFLINE_RANGE=00000..3FFFF bash bench/password-check.sh   # a quicker store
#   NO_BUILD=1 bash bench/password-check.sh   # use the release binaries already built
#
# Needs python3 (to list the prefixes for wrk) and wrk (installed from Debian when
# missing). Disk: about 0.5 GB for the offline store with the defaults.
set -euo pipefail
cd "$(dirname "$0")/.."

LINES_SMALL=${LINES_SMALL:-100000}
LINES_LARGE=${LINES_LARGE:-1000000}
OFFLINE_LINES=${OFFLINE_LINES:-1000000}
OFFLINE_RANGE=${OFFLINE_RANGE:-00000..FFFFF}
OFFLINE_ROWS=${OFFLINE_ROWS:-20}
ROWS=${ROWS:-800}
CONCURRENCY=${CONCURRENCY:-32}
WRK_SECONDS=${WRK_SECONDS:-10}

if ! command -v wrk >/dev/null; then
  apt-get update -qq && apt-get install -y -qq wrk >/dev/null
fi

source bench/lib.sh
bench_runs password-check.sh 3
bench_build
bench_workdir
CLIENT_FLOOR=$(bench_example range-client-floor "${PROFILE:-release}")

start_fake() { # rows, name: sets FAKE_URL
  "$FAKES" passwords --rows "$1" > "$WORK/$2.url" &
  FAKE_PID=$!
  PIDS+=($!)
  for _ in $(seq 100); do [[ -s "$WORK/$2.url" ]] && break; sleep 0.1; done
  FAKE_URL=$(head -1 "$WORK/$2.url")
}

start_fake "$ROWS" online
URL=$FAKE_URL
echo "range fake: $URL ($ROWS rows per range, padded on request)"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); ward concurrency $CONCURRENCY; wrk -t2 -c$CONCURRENCY -d${WRK_SECONDS}s"
echo

passwords() { awk -v n="$1" -v p="$2" 'BEGIN { for (i = 1; i <= n; i++) print p i }'; }

# Run ward on a password list; sets SECONDS_TAKEN, RSS_MB, CPU_SECONDS, RATE and keeps
# ward's stderr in $WORK/err.
timed_check() { # lines, input file, ward arguments...
  local lines=$1 input=$2
  shift 2
  /usr/bin/time -f '%e %M %U %S' -o "$WORK/time" \
    env WARD_PASSWORDS_URL="$URL" "$WARD" password check --stdin "$@" \
    -o ndjson < "$input" > "$WORK/out" 2> "$WORK/err" || [[ $? -eq 10 ]] || {
    cat "$WORK/err" >&2
    exit 1
  }
  local checked
  checked=$(wc -l < "$WORK/out")
  [[ "$checked" -eq "$lines" ]] || { echo "ward printed $checked results for $lines lines" >&2; tail -5 "$WORK/err" >&2; exit 1; }
  read -r SECONDS_TAKEN rss_kb user sys < <(tail -1 "$WORK/time")
  RSS_MB=$(awk -v kb="$rss_kb" 'BEGIN { printf "%.1f", kb / 1024 }')
  CPU_SECONDS=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  RATE=$(awk -v n="$lines" -v s="$SECONDS_TAKEN" 'BEGIN { printf "%.0f", n / s }')
}

summary_field() { # the numbers in ward's summary line: "checked N passwords (R ranges ... for D distinct prefixes, Q requests)"
  # Counts carry thousands separators (1,000,000); they are dropped here.
  sed -n 's/.*checked \([0-9,]*\) [a-z]* (\([0-9,]*\) ranges [a-z ]* for \([0-9,]*\) distinct prefixes\(, \([0-9,]*\) requests\)\{0,1\}).*/\2 \3 \5/p' "$WORK/err" | tail -1 | tr -d ','
}

run_wrk() { # lines, prefix of the passwords
  python3 - "$1" "$2" > "$WORK/prefixes" <<'PY'
import hashlib, sys
for i in range(1, int(sys.argv[1]) + 1):
    print(hashlib.sha1(f"{sys.argv[2]}{i}".encode()).hexdigest()[:5].upper())
PY
  wrk -t2 -c"$CONCURRENCY" -d"${WRK_SECONDS}s" -s bench/password-wrk.lua "$URL" -- "$WORK/prefixes" > "$WORK/wrk"
  WRK_RATE=$(awk '/Requests\/sec/ { printf "%.0f", $2 }' "$WORK/wrk")
}

# CPU ticks (user + system) a process has used so far.
ticks_of() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# One client line: its wall time, requests/s and their share of wrk's, CPU microseconds
# per range, its own and the range fake's while it ran, and the share of wrk's rate it
# reaches when the fake and the client are both bound by the same cores (wrk's CPU per
# range, fake's included, over its own): unlike the wall-clock ratio, that one holds on a
# machine busy with other work. The floors' wall-clock shares say what any client built
# on the same HTTP stack reaches, bodies unread. The first line (wrk's) sets WRK_US and
# WRK_RANGES.
client_line() { # name, requests, seconds, client CPU seconds, fake ticks
  local line
  line=$(awk -v name="$1" -v n="$2" -v s="$3" -v cpu="$4" -v fake="$5" -v hz="$(getconf CLK_TCK)" -v wrk="${WRK_US:-0}" -v wrk_rate="${WRK_RANGES:-0}" 'BEGIN {
    own = 1e6 * cpu / n; server = 1e6 * fake / hz / n; total = own + server; rate = n / s
    if (wrk == 0) { wrk = total; wrk_rate = rate }
    printf "%.3f %.0f  %-44s %6.2f s %8.0f ranges/s (%.2f of wrk)   client %5.1f us/range   fake %5.1f us/range   CPU-bound share of wrk %.2f\n",
      total, rate, name, s, rate, rate / wrk_rate, own, server, wrk / total }')
  WRK_US=${WRK_US:-${line%% *}}
  line=${line#* }
  WRK_RANGES=${WRK_RANGES:-${line%% *}}
  echo "  ${line#*  }"
}

# The same ranges through the client floors and through ward, and wrk's share, on one
# table; the fake's CPU is read from /proc, so this part is Linux-only.
client_floors() { # lines
  [[ -r "/proc/$FAKE_PID/stat" ]] || { echo "  (client floors skipped: no /proc)"; return; }
  local before after seconds user sys stack distinct
  sort -u "$WORK/prefixes" > "$WORK/distinct"
  distinct=$(wc -l < "$WORK/distinct")
  echo "CPU per range, same fake and prefixes ($distinct distinct; wrk cycles through them for ${WRK_SECONDS}s):"
  WRK_US='' WRK_RANGES=''
  before=$(ticks_of "$FAKE_PID")
  /usr/bin/time -f '%e %U %S' -o "$WORK/time" \
    wrk -t2 -c"$CONCURRENCY" -d"${WRK_SECONDS}s" -s bench/password-wrk.lua "$URL" -- "$WORK/distinct" > "$WORK/wrk2"
  after=$(ticks_of "$FAKE_PID")
  read -r seconds user sys < <(tail -1 "$WORK/time")
  client_line "wrk (C, bodies discarded)" "$(awk '/requests in/ { print $1 }' "$WORK/wrk2")" "$seconds" \
    "$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" "$((after - before))"
  for stack in hyper reqwest reqwest-workers reqwest-one-thread; do
    before=$(ticks_of "$FAKE_PID")
    if [[ "$stack" == reqwest-one-thread ]]; then
      FLOOR_CURRENT_THREAD=1 /usr/bin/time -f '%e %U %S' -o "$WORK/time" \
        "$CLIENT_FLOOR" reqwest "$URL" "$WORK/distinct" "$CONCURRENCY" > /dev/null
    else
      /usr/bin/time -f '%e %U %S' -o "$WORK/time" \
        "$CLIENT_FLOOR" "$stack" "$URL" "$WORK/distinct" "$CONCURRENCY" > /dev/null
    fi
    after=$(ticks_of "$FAKE_PID")
    read -r seconds user sys < <(tail -1 "$WORK/time")
    client_line "floor: $stack, bodies discarded" "$distinct" "$seconds" \
      "$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" "$((after - before))"
  done
  before=$(ticks_of "$FAKE_PID")
  timed_check "$1" "$WORK/small.txt" --concurrency "$CONCURRENCY"
  after=$(ticks_of "$FAKE_PID")
  client_line "ward password check" "$distinct" "$SECONDS_TAKEN" "$CPU_SECONDS" "$((after - before))"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

if [[ "$LINES_SMALL" -gt 0 ]]; then
  passwords "$LINES_SMALL" bench-password- > "$WORK/small.txt"
  # ward and wrk in turn, RUNS times each; the ratio is of the medians, since from one
  # run to the next either moves by several percent on a machine shared with the fake.
  ward_rates=() wrk_rates=()
  for _ in $(seq "$RUNS"); do
    timed_check "$LINES_SMALL" "$WORK/small.txt" --concurrency "$CONCURRENCY"
    ward_rates+=("$RATE")
    run_wrk "$LINES_SMALL" bench-password-
    wrk_rates+=("$WRK_RATE")
  done
  read -r ranges distinct requests < <(summary_field)
  RATE=$(printf '%s\n' "${ward_rates[@]}" | median)
  WRK_RATE=$(printf '%s\n' "${wrk_rates[@]}" | median)
  echo "ward, $LINES_SMALL distinct passwords: $RATE passwords/s (median of ${ward_rates[*]}), $ranges ranges for $distinct distinct prefixes ($requests requests), peak RSS $RSS_MB MB"
  echo "wrk, same fake and paths: $WRK_RATE requests/s (median of ${wrk_rates[*]}; $(awk '/Non-2xx/ { print "non-2xx: " $NF; f=1 } END { if (!f) print "all 2xx" }' "$WORK/wrk"))"
  awk -v w="$RATE" -v k="$WRK_RATE" 'BEGIN {
    printf "ward passwords/s / wrk requests/s: %.2f   goal >= 0.90 [%s]\n", w / k, (w >= 0.9 * k ? "met" : "missed") }'
  client_floors "$LINES_SMALL"
  echo
fi

if [[ "$LINES_LARGE" -gt 0 ]]; then
  passwords "$LINES_LARGE" bench-password- > "$WORK/large.txt"
  timed_check "$LINES_LARGE" "$WORK/large.txt" --concurrency "$CONCURRENCY"
  read -r ranges distinct requests < <(summary_field)
  # The bound as ward states it (-v, on one line: logging every request would slow the run).
  bound=$(echo one | WARD_PASSWORDS_URL="$URL" "$WARD" -v password check --stdin 2>&1 >/dev/null |
    grep -o 'window: up to [0-9]* lines read ahead, at most [0-9.]* MiB' | head -1)
  echo "ward, $LINES_LARGE passwords: $SECONDS_TAKEN s, $RATE passwords/s, peak RSS $RSS_MB MB, $CPU_SECONDS CPU s"
  echo "  requests sent: $requests for $distinct distinct prefixes ($ranges ranges asked for)   goal: equal [$([[ "$requests" -eq "$distinct" ]] && echo met || echo missed)]"
  awk -v r="$RATE" -v rss="$RSS_MB" -v cpu="$CPU_SECONDS" -v n="$LINES_LARGE" 'BEGIN {
    printf "  passwords/s %d, goal >= 8400 [%s]; peak RSS %.1f MB, goal < 64 [%s]; CPU s per 1,000 passwords %.3f\n",
      r, (r >= 8400 ? "met" : "missed"), rss, (rss < 64 ? "met" : "missed"), 1000 * cpu / n }'
  echo "  memory bound ($bound): a prefix is fetched again only when lines sharing it are further apart than that"
  echo
fi

if [[ "$OFFLINE_LINES" -gt 0 ]]; then
  start_fake "$OFFLINE_ROWS" offline
  echo "offline store: $OFFLINE_RANGE, $OFFLINE_ROWS rows per range, downloaded from $FAKE_URL"
  WARD_PASSWORDS_URL="$FAKE_URL" "$WARD" -q password download "$WORK/corpus" --range "$OFFLINE_RANGE" \
    --concurrency 64 -o json > /dev/null
  offline_passwords "$OFFLINE_RANGE" "$OFFLINE_LINES" > "$WORK/offline.txt"
  timed_check "$OFFLINE_LINES" "$WORK/offline.txt" --offline "$WORK/corpus"
  read -r ranges distinct requests < <(summary_field)
  echo "offline check, $OFFLINE_LINES passwords: $SECONDS_TAKEN s, $RATE passwords/s, peak RSS $RSS_MB MB, $CPU_SECONDS CPU s ($ranges ranges read for $distinct distinct prefixes)"
  # On a machine shared with other work, wall time includes waiting for a core: CPU time
  # says what the check itself costs.
  awk -v n="$OFFLINE_LINES" -v cpu="$CPU_SECONDS" -v load="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
    printf "  %.0f passwords per CPU second (load average now %s)\n", n / cpu, load }'
  awk -v r="$RATE" -v rss="$RSS_MB" 'BEGIN {
    printf "  goals: >= 1000000 passwords/s [%s], peak RSS < 64 MB [%s]\n", (r >= 1000000 ? "met" : "missed"), (rss < 64 ? "met" : "missed") }'
  # The same store exported to standard output (a pipe, counted, never stored on disk).
  /usr/bin/time -f '%e %M %U %S' -o "$WORK/time" "$WARD" -q password export "$WORK/corpus" |
    wc -lc > "$WORK/exported"
  read -r exported_lines exported_bytes < "$WORK/exported"
  read -r export_seconds export_kb user sys < <(tail -1 "$WORK/time")
  awk -v n="$exported_lines" -v b="$exported_bytes" -v s="$export_seconds" -v kb="$export_kb" -v u="$user" -v y="$sys" 'BEGIN {
    printf "export to stdout: %d hashes (%.0f MB) in %.2f s: %.0f hashes/s, %.0f MB/s, %.2f CPU s, peak RSS %.1f MB\n",
      n, b / 1e6, s, n / s, b / 1e6 / s, u + y, kb / 1024 }'
fi
