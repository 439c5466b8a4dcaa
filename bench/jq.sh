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
EXPR='.projects[] | select(.provider == "github") | .name'
export EXPR
command -v jq > /dev/null || { echo "bench/jq.sh: jq is needed (apt-get install jq)" >&2; exit 2; }
if [[ -z "${WARD:-}" ]]; then
  source bench/lib.sh
  bench_build
fi

WORK=$(mktemp -d)
cleanup() {
  [[ -n "${SERVER_PID:-}" ]] && kill "$SERVER_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

cat > "$WORK/server.py" <<'PY'
import json
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

class Projects(BaseHTTPRequestHandler):
    def do_GET(self):
        # /v1/projects?size=N is not the real API: the size rides in the key's header.
        size = int(self.headers.get("X-Key", "bench-1").split("-")[-1])
        projects = [{"id": f"p{i:08d}", "name": f"owner/project-{i}",
                     "provider": "github" if i % 2 else "npm",
                     "url": f"https://example.com/{i}", "email_notification": "default"}
                    for i in range(size)]
        body = json.dumps({"projects": projects, "total_pages": 1}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass

server = ThreadingHTTPServer(("127.0.0.1", 0), Projects)
print(f"http://127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
PY
python3 "$WORK/server.py" > "$WORK/url" &
SERVER_PID=$!
for _ in $(seq 50); do [[ -s "$WORK/url" ]] && break; sleep 0.1; done
URL=$(head -1 "$WORK/url")
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
