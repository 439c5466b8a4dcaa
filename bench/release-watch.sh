#!/usr/bin/env bash
# `ward release watch` and the receiver's newreleases route against the release-tracker
# fake: the requests one poll pass costs and what that makes per hour at the pace the watch
# chooses, next to a poller that reads every project every minute (the peer); the lowest
# X-Ratelimit-Remaining the passes saw next to the reserve; and from publishing a release
# (the fake pushes it, signed) to its command's start, p50 and p90 on the receiver.
#
#   bash bench/release-watch.sh                       # 2,000 projects, 10,000 releases
#   PROJECTS=20 RELEASES=50 PUSHES=20 bash bench/release-watch.sh   # quick
#
# The e2e test (tests/e2e/release_watch.rs) checks exactly-once at a smaller size; this
# runs the full one.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=bench/lib.sh
source bench/lib.sh

PROJECTS="${PROJECTS:-2000}"
RELEASES="${RELEASES:-10000}"
PUSHES="${PUSHES:-200}"
# The hourly budget the fake grants: enough for a few passes over PROJECTS above the reserve.
LIMIT="${LIMIT:-20000}"
SECRET=bench-tracker-secret
bench_build

work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  wait 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
chmod 700 "$work"
state="$work/state"

# The receiver first, so the fake can push to it.
cat > "$work/routes.toml" << 'TOML'
[routes.releases]
command = "echo \"$(date +%s%N) $WARD_RELEASE_EVENT_ID\" >> started.txt"
shell = true
verify = "newreleases"
secrets = [{ env = "TRACKER_SECRET" }]
concurrency = 8
TOML

export WARD_RELEASES_KEY=fake-key
"$FAKES" releases --port 0 --projects "$PROJECTS" --releases 0 --page-size 100 \
  --rate-limit "$LIMIT" > "$work/fake-url" 2> "$work/fake.err" &
pids+=($!)
for _ in $(seq 100); do [[ -s "$work/fake-url" ]] && break; sleep 0.1; done
export WARD_RELEASES_URL
WARD_RELEASES_URL="$(head -1 "$work/fake-url")"

# The first pass records what exists (nothing runs).
"$WARD" release watch --once --state-dir "$state" 2> "$work/first.err"

(cd "$work" && TRACKER_SECRET=$SECRET exec "$WARD" webhook serve --port 0 --routes routes.toml \
  --state-dir "$state" > "$work/receiver.log" 2> "$work/receiver.err") &
pids+=($!)
receiver=""
for _ in $(seq 100); do
  receiver="$(sed -n 's/.*listening on http:\/\/\([^ ]*\).*/\1/p' "$work/receiver.err" | head -1)"
  [[ -n "$receiver" ]] && break
  sleep 0.1
done
[[ -n "$receiver" ]] || { cat "$work/receiver.err" >&2; echo "release-watch.sh: the receiver did not start" >&2; exit 1; }

# Publish on the fake: each release is listed by the API at once.
publish() {
  local number="$1" project
  project="group/project-$((number % PROJECTS))"
  local provider
  case $((number % PROJECTS % 4)) in 0) provider=github ;; 1) provider=npm ;; 2) provider=pypi ;; *) provider=gitlab ;; esac
  echo "published release:$provider/$project/v2.$number.0" >> "$work/published.txt"
  curl -sf -o /dev/null -X POST "$WARD_RELEASES_URL/_fake/publish" \
    -d "{\"provider\":\"$provider\",\"project\":\"$project\",\"version\":\"v2.$number.0\"}"
}
for number in $(seq 0 $((RELEASES - 1))); do publish "$number"; done

# Deliver the first PUSHES releases by push, signed as the tracker signs, each timed from
# its sending to its command's start.
stamp() { date +%s; }
i=0
while read -r _ id; do
  [[ "$i" -ge "$PUSHES" ]] && break
  IFS=/ read -r provider rest <<< "${id#release:}"
  project="${rest%/*}"
  version="${rest##*/}"
  body="{\"provider\":\"$provider\",\"project\":\"$project\",\"version\":\"$version\"}"
  ts="$(stamp)"
  sig="$(printf '%s.%s' "$ts" "$body" | openssl dgst -sha256 -hmac "$SECRET" -r | cut -d' ' -f1)"
  sent="$(date +%s%N)"
  echo "$sent $id" >> "$work/pushed.txt"
  curl -sf -o /dev/null -X POST "http://$receiver/webhooks/releases" -H 'Content-Type: application/json' \
    -H "X-NewReleases-Timestamp: $ts" -H "X-NewReleases-Signature: $sig" -d "$body"
  i=$((i + 1))
done < "$work/published.txt"

# Two polls after the pushes: the first queues the rest, the second finds nothing.
"$WARD" release watch --once --state-dir "$state" 2> "$work/pass1.err"
"$WARD" release watch --once --state-dir "$state" 2> "$work/pass2.err"
for _ in $(seq 600); do
  [[ "$(wc -l < "$work/started.txt" 2> /dev/null || echo 0)" -ge "$RELEASES" ]] && break
  sleep 0.1
done

requests="$(sed -n 's/.*pass 1: [0-9]* project(s), \([0-9]*\) request(s).*/\1/p' "$work/pass2.err" | head -1)"
lowest="$(sed -n 's/.*lowest X-Ratelimit-Remaining \([0-9]*\) (reserve \([0-9]*\)).*/\1 \/ \2/p' "$work/pass1.err" "$work/pass2.err" | sort -n | head -1)"
reserve="$((LIMIT / 5 > 20 ? LIMIT / 5 : 20))"
passes_per_hour=$(( (LIMIT - reserve) / requests ))
[[ "$passes_per_hour" -gt 60 ]] && passes_per_hour=60
[[ "$passes_per_hour" -lt 1 ]] && passes_per_hour=1
ran="$(wc -l < "$work/started.txt")"
distinct="$(cut -d' ' -f2 "$work/started.txt" | sort -u | wc -l)"
p50_p90="$(join -1 2 -2 2 <(sort -k2 "$work/pushed.txt") <(sort -k2 "$work/started.txt") \
  | awk '{print ($3 - $2) / 1000000}' | sort -n | awk '{a[NR]=$1} END {i=int(NR*0.9); if (i<1) i=1; printf "%.1f / %.1f", a[int((NR+1)/2)], a[i]}')"

printf '\n%-44s %14s %14s\n' "" "ward watch" "peer (1/min)"
printf '%-44s %14s %14s\n' "requests per pass ($PROJECTS projects)" "$requests" "$PROJECTS"
printf '%-44s %14s %14s\n' "requests per hour" "$((requests * passes_per_hour))" "$((PROJECTS * 60))"
printf '%-44s %14s %14s\n' "lowest X-Ratelimit-Remaining / reserve" "${lowest:-n/a}" "n/a / none"
printf '%-44s %14s %14s\n' "push to command start p50 / p90 (ms)" "$p50_p90" "n/a"
printf '%-44s %14s\n' "commands run / distinct / published" "$ran / $distinct / $RELEASES"
printf '%-44s %14s\n' "load (uptime)" "$(uptime | sed 's/.*load average: //')"
[[ "$ran" -eq "$distinct" && "$distinct" -eq "$RELEASES" ]] || { echo "release-watch.sh: duplicates or misses" >&2; exit 1; }
