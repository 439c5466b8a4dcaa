#!/usr/bin/env bash
# The tests under load: runs scripts/test RUNS times while `stress-ng --cpu WORKERS` keeps
# the CPUs busy beside them (16 workers: eight per core on a 2-core machine), and prints
# how many runs passed and failed and which tests failed. Tests must not depend on the
# machine's speed, so the expected answer is "0 failed".
#
#   bash bench/stress-tests.sh                                  # the whole suite, 3 runs
#   RUNS=10 bash bench/stress-tests.sh --test e2e password_download
#
# Arguments go to scripts/test (and so to cargo test). WORKERS (16) sets the load. The tests
# are built before the load starts; stress-ng (Debian package stress-ng, installed when
# missing) is stopped when the runs end and never outlives STRESS_TIMEOUT seconds (3600).
# Each run's output is kept in target/stress-tests/run-N.log.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh

bench_runs bench/stress-tests.sh 3
WORKERS="${WORKERS:-16}"
STRESS_TIMEOUT="${STRESS_TIMEOUT:-3600}"
case "$WORKERS$STRESS_TIMEOUT" in *[!0-9]*) echo "bench/stress-tests.sh: WORKERS and STRESS_TIMEOUT are numbers" >&2; exit 2 ;; esac

if ! command -v stress-ng > /dev/null; then
  sudo=
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get install -y -qq stress-ng > /dev/null || {
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq stress-ng > /dev/null
  }
fi

echo "== building the tests (before the load starts)" >&2
# The same selection as the runs below: scripts/test puts its arguments in the place of
# --workspace, and a build for other packages would leave the runs to compile under load.
if [ $# -gt 0 ]; then scripts/test --no-run "$@"; else scripts/test --workspace --no-run; fi

logs=target/stress-tests
rm -rf "$logs"
mkdir -p "$logs"
bench_workdir
stress-ng --cpu "$WORKERS" --timeout "${STRESS_TIMEOUT}s" --quiet &
stress=$!
PIDS+=("$stress")
echo "== stress-ng --cpu $WORKERS running beside the tests (pid $stress)" >&2

passed=0 failed=0 unloaded=0
declare -A failures=()
for run in $(seq "$RUNS"); do
  log="$logs/run-$run.log"
  started=$SECONDS
  # A redirection of the test command's output, not a comparison.
  # shellcheck disable=SC2065
  if scripts/test "$@" > "$log" 2>&1; then
    passed=$((passed + 1))
    verdict=passed
  else
    failed=$((failed + 1))
    verdict=FAILED
    while read -r name; do
      failures[$name]=$((${failures[$name]:-0} + 1))
    done < <(sed -n 's/^test \(.*\) \.\.\. FAILED$/\1/p' "$log")
  fi
  tests=$(grep -c '^test .* \.\.\. ok$' "$log" || true)
  load=
  # A run that outlived the load does not count as one under it.
  if ! kill -0 "$stress" 2> /dev/null; then
    load=", stress-ng had ended: raise STRESS_TIMEOUT"
    unloaded=$((unloaded + 1))
  fi
  echo "run $run of $RUNS: $verdict ($tests tests ok, $((SECONDS - started)) s$load; $log)"
done

echo "load: stress-ng --cpu $WORKERS on $(nproc) CPUs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "runs: $passed passed, $failed failed; $unloaded of them ended after stress-ng did"
for name in "${!failures[@]}"; do
  echo "  failed ${failures[$name]} of $RUNS: $name"
done
[ "$failed" -eq 0 ]
