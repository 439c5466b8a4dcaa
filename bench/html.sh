#!/usr/bin/env bash
# Benchmark: HTML-to-text rendering of release notes, through `ward release note` against
# a small loopback server whose note is N `<script></script>` pairs (N is the version asked
# for). Rendering should grow linearly: 4x the pairs, about 4x the time.
#
#   bash bench/html.sh                       # 10k, 40k and 160k pairs, release build
#   PAIRS="1000 10000" bash bench/html.sh
#   WARD=target/debug/ward bash bench/html.sh   # an already built binary
#
# Prints the median wall time of RUNS runs per size. Needs python3.
set -euo pipefail
cd "$(dirname "$0")/.."

PAIRS=${PAIRS:-"10000 40000 160000"}
RUNS=${RUNS:-5}
source bench/lib.sh
[[ -n "${WARD:-}" ]] || bench_build

bench_workdir
bench_json_server note

export WARD_RELEASES_URL="$URL" WARD_RELEASES_KEY=bench HOME="$WORK" XDG_CONFIG_HOME="$WORK/config"
echo "binary: $WARD; $RUNS runs per size, median wall time of \`ward release note\`"
for pairs in $PAIRS; do
  times=()
  for _ in $(seq "$RUNS"); do
    start=$(date +%s%N)
    "$WARD" release note github/bench/html "$pairs" > /dev/null
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p")
  printf 'html %7d <script></script> pairs (%5d KB): %6d ms\n' "$pairs" $(( pairs * 17 / 1024 )) "$median"
done
