# Shared by the bench scripts, which source it after `cd` to the repository root.
# shellcheck shell=bash
# The variables set here are read by the scripts that source this file.
# shellcheck disable=SC2034

# bench_runs SCRIPT DEFAULT: RUNS from the environment (else DEFAULT), a whole number
# from 1 to 100; anything else stops SCRIPT with exit 2.
bench_runs() {
  RUNS="${RUNS:-$2}"
  case "$RUNS" in '' | *[!0-9]*) echo "$1: RUNS must be a number, e.g. RUNS=$2" >&2; exit 2 ;; esac
  if [ "$RUNS" -lt 1 ] || [ "$RUNS" -gt 100 ]; then
    echo "$1: RUNS must be between 1 and 100" >&2
    exit 2
  fi
}

# bench_build [PROFILE]: build ward and the fakes (the PROFILE given, else the variable
# PROFILE, else release; nothing with NO_BUILD set) and set WARD and FAKES to their
# absolute paths.
bench_build() {
  local profile="${1:-${PROFILE:-release}}" flags=(--quiet --locked -p ward-watch -p ward-fakes)
  if [[ -z "${NO_BUILD:-}" ]]; then
    echo "== building ward and the fakes ($profile)" >&2
    if [[ "$profile" == release ]]; then cargo build --release "${flags[@]}"; else cargo build "${flags[@]}"; fi
  fi
  local dir
  dir="$(cd "${CARGO_TARGET_DIR:-target}/$profile" && pwd)"
  WARD="$dir/ward"
  FAKES="$dir/ward-fakes"
}

# bench_example NAME [PROFILE]: build the Cargo example NAME (release unless PROFILE=debug;
# nothing with NO_BUILD set) and print the absolute path of its binary.
bench_example() {
  local name="$1" profile="${2:-release}" flags=(--quiet --locked --example "$1") dir
  [[ "$profile" == release ]] && flags+=(--release)
  # Called in $(...), where `set -e` does not reach: failures return explicitly.
  if [[ -z "${NO_BUILD:-}" ]]; then
    echo "== building the $name example ($profile)" >&2
    cargo build "${flags[@]}" || return
  fi
  dir="$(cd "${CARGO_TARGET_DIR:-target}/$profile/examples" && pwd)" || return
  echo "$dir/$name"
}

# bench_workdir: WORK, a fresh temporary directory, and PIDS, background processes; on
# exit every process in PIDS is stopped and WORK removed.
bench_workdir() {
  WORK="$(mktemp -d)"
  PIDS=()
  trap bench_cleanup EXIT
}

bench_cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2> /dev/null || true; done
  rm -rf "$WORK"
}

# bench_wait_for URL [PAUSE]: wait until URL answers 2xx, looking every PAUSE seconds
# (0.002 unless given) up to 5,000 times; past that, print WORK/server.err and exit 1.
bench_wait_for() {
  local tries=0
  until curl -sf -o /dev/null "$1"; do
    tries=$((tries + 1))
    if ((tries > 5000)); then
      echo "the server did not answer $1:" >&2
      cat "$WORK/server.err" >&2
      exit 1
    fi
    sleep "${2:-0.002}"
  done
}

# bench_json_server KIND: start bench/json-server.py KIND (after bench_workdir), wait for
# it to listen and set URL to its base URL.
bench_json_server() {
  python3 bench/json-server.py "$1" > "$WORK/json-server-url" &
  PIDS+=($!)
  for _ in $(seq 100); do [[ -s "$WORK/json-server-url" ]] && break; sleep 0.1; done
  URL=$(head -1 "$WORK/json-server-url")
  [[ -n "$URL" ]] || { echo "bench: the JSON server did not start" >&2; exit 1; }
}

# offline_passwords RANGE COUNT: COUNT distinct passwords, one per line, whose SHA-1
# prefix lies in RANGE (FIRST..LAST in hex): what a store downloaded for RANGE answers.
offline_passwords() {
  python3 - "$1" "$2" <<'PY'
import hashlib, sys
start, end = (int(part, 16) for part in sys.argv[1].split(".."))
wanted, i, out = int(sys.argv[2]), 0, []
while len(out) < wanted:
    password = f"offline-password-{i}"
    i += 1
    if start <= int(hashlib.sha1(password.encode()).hexdigest()[:5], 16) <= end:
        out.append(password)
print("\n".join(out))
PY
}
