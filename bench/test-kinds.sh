#!/usr/bin/env bash
# How the end-to-end tests run ward: counts the tests that start the binary as a process
# (at least once), those that run it only in-process through `ward::run_with`, and those
# that run neither (checks of files, help text built from clap, the fakes). The test
# builder records each run in the file E2E_AUDIT names; this script runs the e2e suite
# once with it set and counts.
#
#   bash bench/test-kinds.sh                  # the whole suite
#   bash bench/test-kinds.sh password_range   # the tests whose names hold a filter
set -euo pipefail
cd "$(dirname "$0")/.."

audit=$(mktemp)
trap 'rm -f "$audit"' EXIT
# --workspace: the build scripts/test makes without arguments, so a run after it (as in CI)
# compiles nothing.
E2E_AUDIT="$audit" bash scripts/test --workspace --test e2e "$@" > /dev/null
total=$(cargo test -q --locked --workspace --test e2e -- --list "$@" 2> /dev/null | grep -c ': test$')
process=$(awk -F'\t' '$1 == "process" {print $2}' "$audit" | sort -u | wc -l)
inprocess=$(awk -F'\t' '{kinds[$2] = kinds[$2] " " $1} END {for (t in kinds) if (kinds[t] !~ / process/) print t}' "$audit" | wc -l)
printf 'e2e tests: %d; start the binary: %d; in-process only: %d; neither: %d\n' \
    "$total" "$process" "$inprocess" "$((total - process - inprocess))"
