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
import json, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

class Note(BaseHTTPRequestHandler):
    def do_GET(self):
        parts = self.path.split("?")[0].strip("/").split("/")
        pairs = int(parts[-2]) if len(parts) >= 2 and parts[-2].isdigit() else 0
        body = json.dumps({"title": "bench", "message": "<script></script>" * pairs,
                           "url": "https://example.com/"}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass

server = ThreadingHTTPServer(("127.0.0.1", 0), Note)
print(f"http://127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
PY
python3 "$WORK/server.py" > "$WORK/url" &
SERVER_PID=$!
for _ in $(seq 50); do [[ -s "$WORK/url" ]] && break; sleep 0.1; done
URL=$(head -1 "$WORK/url")

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
