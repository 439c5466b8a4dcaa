#!/usr/bin/env bash
# What building ward costs, for one or more commits side by side:
#   - a cold `cargo build --release` (CPU seconds, user + system, and wall time);
#   - the rebuild after touching the roots of ward and ward-client (the edit-build loop);
#   - the size of the release binary and of the stripped `dist` binary (the release asset).
# Each commit is built from a fresh clone in its own target directory, at the lowest CPU
# priority; CPU time is the figure to compare, wall time depends on the machine's load.
#
#   bash bench/build.sh                 # HEAD
#   bash bench/build.sh v0.2.0 HEAD     # two commits, in that order
#   NO_DIST=1 bash bench/build.sh       # skip the dist build (fat LTO takes minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh

revs=("$@")
[[ ${#revs[@]} -gt 0 ]] || revs=(HEAD)
for rev in "${revs[@]}"; do
  if ! git rev-parse --verify --quiet "$rev^{commit}" > /dev/null; then
    echo "build.sh: \"$rev\" is not a commit here; give a branch, tag or commit" >&2
    exit 2
  fi
done
command -v /usr/bin/time > /dev/null || { echo "build.sh: needs /usr/bin/time (Debian: apt-get install time)" >&2; exit 2; }

bench_workdir
repo="$(pwd)"

# timed LABEL ARGS...: run cargo ARGS, print "LABEL  CPU s  wall s"
timed() {
  local label="$1" times
  shift
  /usr/bin/time -o "$WORK/time" -f "%U %S %e" nice -n 19 cargo "$@" > /dev/null 2> "$WORK/log" || {
    cat "$WORK/log" >&2
    exit 1
  }
  read -r user sys wall < "$WORK/time"
  times="$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')"
  printf '  %-34s %8s CPU s %8s wall s\n' "$label" "$times" "$wall"
}

for rev in "${revs[@]}"; do
  commit="$(git rev-parse --short "$rev^{commit}")"
  dir="$WORK/$commit"
  git clone --quiet "$repo" "$dir"
  git -C "$dir" checkout --quiet "$commit"
  echo "== $rev ($commit), load $(cut -d' ' -f1-3 /proc/loadavg)"
  (
    cd "$dir"
    export CARGO_TARGET_DIR="$dir/target"
    timed "cold release build" build --release --locked --bin ward
    size="$(wc -c < target/release/ward)"
    touch src/lib.rs crates/ward-client/src/lib.rs
    timed "rebuild, both crates touched" build --release --locked --bin ward
    touch src/lib.rs
    timed "rebuild, ward touched" build --release --locked --bin ward
    printf '  %-34s %8s bytes\n' "release binary" "$size"
    if [[ -z "${NO_DIST:-}" ]]; then
      timed "dist build (after release)" build --profile dist --locked --bin ward
      printf '  %-34s %8s bytes\n' "dist binary (stripped)" "$(wc -c < target/dist/ward)"
    fi
  )
  rm -rf "$dir"
done
