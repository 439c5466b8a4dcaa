#!/usr/bin/env bash
# Benchmark: peak memory and time of `ward password range` and `ward webhook list` against
# the hostile fake (gzip bomb of 1 GiB, endless body, 64 MiB declared body). Each run is
# one bounded request (--retries 0); the figures show the body limit holding.
#
#   bash bench/hostile-bodies.sh            # release build
#   PROFILE=debug bash bench/hostile-bodies.sh
#
# Needs GNU time (/usr/bin/time) for the peak RSS.
set -euo pipefail
cd "$(dirname "$0")/.."

source bench/lib.sh
PROFILE=${PROFILE:-release}
bench_build "$PROFILE"

WORK=$(mktemp -d)
FAKE_PID=
cleanup() {
  [[ -n "$FAKE_PID" ]] && kill "$FAKE_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

echo "profile: $PROFILE; machine: $(nproc) cores"
for mode in gzip-bomb endless oversized; do
  "$FAKES" hostile "$mode" > "$WORK/fake.url" &
  FAKE_PID=$!
  for _ in $(seq 50); do [[ -s "$WORK/fake.url" ]] && break; sleep 0.1; done
  URL=$(head -1 "$WORK/fake.url")
  for command in "password range 5BAA6" "webhook list"; do
    set +e
    # shellcheck disable=SC2086
    env -i PATH="$PATH" HOME="$WORK" WARD_CACHE_DIR="$WORK/cache" WARD_NO_PROMPT=1 \
      WARD_PASSWORDS_URL="$URL" WARD_HUB_URL="$URL" HF_TOKEN=hf_bench \
      /usr/bin/time -f '%e %M' -o "$WORK/time" \
      "$WARD" $command --retries 0 > /dev/null 2> "$WORK/stderr"
    code=$?
    set -e
    # GNU time puts "Command exited with non-zero status" first when ward fails.
    read -r seconds rss_kb < <(tail -1 "$WORK/time")
    printf "%-10s %-22s exit %d  %5.2f s  peak RSS %6.1f MB  | %s\n" \
      "$mode" "$command" "$code" "$seconds" "$(awk -v kb="$rss_kb" 'BEGIN { print kb / 1024 }')" \
      "$(grep -m1 'error' "$WORK/stderr")"
  done
  kill "$FAKE_PID" 2>/dev/null || true
  wait "$FAKE_PID" 2>/dev/null || true
  FAKE_PID=
  : > "$WORK/fake.url"
done
