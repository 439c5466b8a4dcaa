#!/usr/bin/env bash
# Benchmark: peak memory of inputs ward reads whole, each given an endless device
# (/dev/zero, only read): `project apply`, `breach account --file` and the hub token file
# named by HF_TOKEN_PATH. Each is refused at its kind's limit (16 MiB, 16 MiB, 64 KiB);
# the goal is a peak resident set under 64 MB each.
#
#   bash bench/hostile-files.sh            # release build
#   PROFILE=debug bash bench/hostile-files.sh
#
# Needs GNU time (/usr/bin/time -v) for the peak RSS.
set -euo pipefail
cd "$(dirname "$0")/.."

source bench/lib.sh
PROFILE=${PROFILE:-release}
bench_build "$PROFILE"
bench_workdir

# Nothing listens on port 9: a command that got past its input would fail to connect.
NOWHERE=http://127.0.0.1:9
echo "profile: $PROFILE; machine: $(nproc) cores"
run() {
  local what="$1"
  shift
  set +e
  env -i PATH="$PATH" HOME="$WORK" WARD_CACHE_DIR="$WORK/cache" WARD_NO_PROMPT=1 \
    WARD_RELEASES_KEY=bench WARD_RELEASES_URL="$NOWHERE" \
    WARD_BREACHES_KEY=0123456789abcdef0123456789abcdef WARD_BREACHES_URL="$NOWHERE" \
    WARD_HUB_URL="$NOWHERE" "$@" > /dev/null 2> "$WORK/stderr"
  set -e
  local rss_kb code
  rss_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/time")
  code=$(awk -F': ' '/Exit status/ { print $2 }' "$WORK/time")
  printf "%-32s exit %s  Maximum resident set size %6d KB (%5.1f MB)  | %s\n" \
    "$what" "$code" "$rss_kb" "$(awk -v kb="$rss_kb" 'BEGIN { print kb / 1024 }')" \
    "$(grep -m1 'error' "$WORK/stderr")"
}
TIME=(/usr/bin/time -v -o "$WORK/time")
run "project apply /dev/zero" "${TIME[@]}" "$WARD" project apply /dev/zero
run "breach account --file /dev/zero" "${TIME[@]}" "$WARD" breach account --file /dev/zero
run "HF_TOKEN_PATH=/dev/zero" env HF_TOKEN_PATH=/dev/zero "${TIME[@]}" "$WARD" webhook list
