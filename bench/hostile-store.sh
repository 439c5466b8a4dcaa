#!/usr/bin/env bash
# Benchmark: peak memory and time of the commands that read the offline password store
# when its files are hostile: hand-made shards whose sound heads declare a 4 GiB range, a
# 4 GiB metadata section or 4,096 ranges at the 1 MiB cap (all sparse), a FIFO or a link
# at a shard's name, a 2 GiB manifest and refresh record, and a FIFO as the manifest.
# Every run is expected to stay under 64 MB and to end (a FIFO is refused, never waited on).
#
#   bash bench/hostile-store.sh            # release build
#   PROFILE=debug bash bench/hostile-store.sh
#   MANY_RANGES=64 bash bench/hostile-store.sh   # 64 ranges at the cap, not all 4,096
#
# Needs GNU time (/usr/bin/time) for the peak RSS, and mkfifo.
set -euo pipefail
cd "$(dirname "$0")/.."

source bench/lib.sh
PROFILE=${PROFILE:-release}
bench_build "$PROFILE"
if [[ -z "${NO_BUILD:-}" ]]; then
  if [[ "$PROFILE" == release ]]; then
    cargo build --quiet --locked --release --example forge-shard
  else
    cargo build --quiet --locked --example forge-shard
  fi
fi
FORGE="$(dirname "$WARD")/examples/forge-shard"
GOAL_MB=64
MANY_RANGES=${MANY_RANGES:-4096}

bench_workdir
"$FAKES" passwords --rows 1000 > "$WORK/fake.url" &
PIDS+=($!)
for _ in $(seq 50); do [[ -s "$WORK/fake.url" ]] && break; sleep 0.1; done
URL=$(head -1 "$WORK/fake.url")
export WARD_PASSWORDS_URL="$URL" WARD_NO_PROMPT=1 HOME="$WORK" WARD_CACHE_DIR="$WORK/cache"

# A sound store of prefixes 00000..000FF (1,000 rows each), copied before each case.
"$WARD" password download "$WORK/base" --range 00000..000FF -q -o json > /dev/null
printf '0000000000000000000000000000000000000000\n' > "$WORK/hashes.txt"

# hostile CASE: damage the fresh copy of the store in $WORK/store the way CASE says.
hostile() {
  local shard="$WORK/store/sha1/00.shard"
  case "$1" in
    huge-range | huge-meta) "$FORGE" "$shard" "$1" ;;
    many-ranges) "$FORGE" "$shard" "$1" "$MANY_RANGES" ;;
    fifo-shard) rm "$shard" && mkfifo "$shard" ;;
    link-shard) mv "$shard" "$WORK/elsewhere.shard" && ln -s "$WORK/elsewhere.shard" "$shard" ;;
    huge-manifest) truncate -s 2G "$WORK/store/sha1/manifest" ;;
    fifo-manifest) rm "$WORK/store/sha1/manifest" && mkfifo "$WORK/store/sha1/manifest" ;;
    huge-refresh) truncate -s 2G "$WORK/store/sha1/refresh" ;;
  esac
}

echo "profile: $PROFILE; machine: $(nproc) cores; goal: every run under $GOAL_MB MB"
over=0
for case in huge-range huge-meta many-ranges fifo-shard link-shard huge-manifest fifo-manifest huge-refresh; do
  for command in check verify export download; do
    rm -rf "$WORK/store" "$WORK/elsewhere.shard"
    cp -a "$WORK/base" "$WORK/store"
    hostile "$case"
    case "$command" in
      check) args=(password check --offline "$WORK/store" --hashes "$WORK/hashes.txt") ;;
      verify) args=(password verify "$WORK/store") ;;
      export) args=(password export "$WORK/store" --file "$WORK/export.txt") ;;
      download) args=(password download "$WORK/store" --range 00000..00000) ;;
    esac
    set +e
    # A FIFO that ward waited on would hang here: `timeout` ends such a run (exit 124).
    /usr/bin/time -f '%e %M' -o "$WORK/time" timeout 120 "$WARD" "${args[@]}" > /dev/null 2> "$WORK/stderr"
    code=$?
    set -e
    read -r seconds rss_kb < <(tail -1 "$WORK/time")
    mb=$(awk -v kb="$rss_kb" 'BEGIN { printf "%.1f", kb / 1024 }')
    awk -v mb="$mb" -v goal="$GOAL_MB" 'BEGIN { exit !(mb >= goal) }' && over=$((over + 1))
    printf "%-14s %-9s exit %3d  %6.2f s  peak RSS %7s MB  | %s\n" "$case" "$command" "$code" \
      "$seconds" "$mb" "$(grep -m1 -E 'error|warning' "$WORK/stderr" | cut -c1-150)"
  done
done
echo "runs over $GOAL_MB MB: $over"
