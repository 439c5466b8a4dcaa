#!/usr/bin/env bash
# What each content coding costs `ward password serve`, on a range's first answer (read
# from the store; gzip in stored blocks, br compressed), the second (gzip compressed now
# the range is in demand; the others from memory) and the third (from memory): the
# server's CPU per answer, measured from /proc (Linux), and the bytes sent.
#
# A store of RANGE (ROWS rows a range) is downloaded from the fake; each coding is asked
# for over its own third of the prefixes, in random order, once (first answers) and then
# again (kept answers), by one keep-alive client. The client's own time is not counted:
# only the server's CPU seconds are.
#
#   bash bench/range-codings.sh
#   RANGE=00000..02FFF ROWS=900 bash bench/range-codings.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# A third of RANGE per coding, small enough for its plain and compressed bodies to stay in
# the server's 24 MiB of kept bodies until they are asked for again.
RANGE=${RANGE:-00000..005FF}
ROWS=${ROWS:-500}
source bench/lib.sh
bench_build "${PROFILE:-release}"
bench_workdir

echo "== store: $RANGE with $ROWS rows per range" >&2
"$FAKES" passwords --rows "$ROWS" > "$WORK/fake.url" 2> "$WORK/fake.err" &
PIDS+=($!)
for _ in $(seq 100); do [[ -s "$WORK/fake.url" ]] && break; sleep 0.1; done
URL=$(head -1 "$WORK/fake.url")
WARD_PASSWORDS_URL="$URL" "$WARD" password download "$WORK/store" --range "$RANGE" \
  --concurrency 64 -q > /dev/null

PORT=${WARD_PORT:-18795}
"$WARD" password serve "$WORK/store" --listen "127.0.0.1:$PORT" --no-access-log \
  > /dev/null 2> "$WORK/server.err" &
SERVER=$!
PIDS+=("$SERVER")
START=${RANGE%%..*}
bench_wait_for "http://127.0.0.1:$PORT/range/$START"

echo "== load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
python3 - "$SERVER" "127.0.0.1:$PORT" "$RANGE" <<'PY'
import http.client, os, random, sys

pid, address, span = int(sys.argv[1]), sys.argv[2], sys.argv[3]
start, end = (int(part, 16) for part in span.split(".."))
prefixes = [f"{prefix:05X}" for prefix in range(start, end + 1)]
random.seed(31)
random.shuffle(prefixes)

def cpu_seconds():
    # Nanoseconds on CPU of each of the server's threads (its workers live as long as it
    # does): finer than /proc/PID/stat's clock ticks.
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            total += int(open(f"/proc/{pid}/task/{task}/schedstat").read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass
    return total / 1e9

connection = http.client.HTTPConnection(address)

def run(chosen, coding):
    headers = {"Accept-Encoding": coding}
    sent, before = 0, cpu_seconds()
    for prefix in chosen:
        connection.request("GET", f"/range/{prefix}", headers=headers)
        response = connection.getresponse()
        body = response.read()
        assert response.status == 200, response.status
        assert response.getheader("Content-Encoding") == (None if coding == "identity" else coding)
        sent += len(body)
    spent = cpu_seconds() - before
    return spent / len(chosen) * 1e6, sent / len(chosen)

print(f"{'coding':<9} {'answer':<7} {'server µs':>10} {'bytes':>8}")
third = len(prefixes) // 3
for index, coding in enumerate(["identity", "gzip", "br"]):
    chosen = prefixes[index * third:(index + 1) * third]
    # gzip: the first answer in stored blocks, the second compressed, the third kept.
    for answer in ["first", "second", "third"]:
        micros, size = run(chosen, coding)
        print(f"{coding:<9} {answer:<7} {micros:>10.1f} {size:>8.0f}")
PY
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
