#!/usr/bin/env bash
# Benchmark: what `--jq` costs. `ward project list` against a loopback server answering
# one page of N projects, three ways side by side: `-o json` alone, `--jq` inside ward,
# and `-o json | jq -r` (Debian's jq, the peer a script would otherwise carry). The
# smallest size shows the start-up cost of the jq language; the larger ones its speed.
#
#   bash bench/jq.sh                          # 1, 1000 and 20000 projects, release build
#   SIZES="1 100" RUNS=9 bash bench/jq.sh
#   WARD=target/debug/ward bash bench/jq.sh   # an already built binary
#
# Prints the median wall time of RUNS runs per size and way, and the machine's load.
# Needs python3 and jq.
set -euo pipefail
cd "$(dirname "$0")/.."

SIZES=${SIZES:-"1 1000 20000"}
RUNS=${RUNS:-7}
# The expression is handed to jq and ward as one literal argument, quotes included.
# shellcheck disable=SC2089,SC2090
EXPR='.projects[] | select(.provider == "github") | .name'
# shellcheck disable=SC2090
export EXPR
command -v jq > /dev/null || { echo "bench/jq.sh: jq is needed (apt-get install jq)" >&2; exit 2; }
source bench/lib.sh
[[ -n "${WARD:-}" ]] || bench_build

bench_workdir
bench_json_server projects
export WARD_RELEASES_URL="$URL" HOME="$WORK" XDG_CONFIG_HOME="$WORK/config" XDG_CACHE_HOME="$WORK/cache"

median_ms() {
  local times=() start end
  for _ in $(seq "$RUNS"); do
    start=$(date +%s%N)
    "$@" > /dev/null
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p"
}

echo "binary: $WARD; $RUNS runs each, median wall time; load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
echo "expression: $EXPR"
printf '%9s %14s %14s %20s\n' projects "-o json" "--jq" "-o json | jq -r"
for size in $SIZES; do
  export WARD_RELEASES_KEY="bench-$size"
  list=("$WARD" project list)
  json=$(median_ms "${list[@]}" -o json)
  inside=$(median_ms "${list[@]}" --jq "$EXPR")
  piped=$(median_ms bash -c '"$@" -o json | jq -r "$EXPR"' _ "${list[@]}")
  # Both ways print the same bytes, or the comparison means nothing.
  cmp -s <("${list[@]}" --jq "$EXPR") <("${list[@]}" -o json | jq -r "$EXPR") ||
    { echo "bench/jq.sh: --jq and jq -r differ at $size projects" >&2; exit 1; }
  printf '%9d %11d ms %11d ms %17d ms\n' "$size" "$json" "$inside" "$piped"
done
