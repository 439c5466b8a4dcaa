#!/usr/bin/env bash
# Benchmark of `ward password audit`, side by side with `ward password check --hashes` (the
# peer: the same hashes, bare, through the offline check), in one run:
#  1. a store of RANGE (NTLM, ROWS rows per range) downloaded from a local range fake;
#  2. a pwdump of ACCOUNTS accounts under RANGE: about 1 in 10 with a hash the fake
#     serves, about 1 in 8 reusing an earlier account's hash, the rest random;
#  3. the offline audit: accounts/s (goal: at least 1,000,000/s) and peak RSS (goal:
#     at most 128 MB), next to the offline check of the same hashes;
#  4. a baseline audit with --state, then the fake changes CHANGES ranges while it runs
#     (a tenth of them by adding the hash of a clean account: the ground truth of
#     "newly pwned"), `download --refresh`, and `audit --since-refresh --state`: the
#     refresh's and the re-audit's seconds (goal: re-audit under 1 s), and whether the
#     accounts reported newly pwned equal the ground truth;
#  5. the same re-audit, each from a copy of the same baseline state, of the dump with a
#     tenth of its accounts moved and with every account moved (the lines shuffled with
#     a fixed seed, as a directory may dump its users in another order from one night to
#     the next): seconds and peak RSS side by side with the dump in its previous order
#     (goal: at most 128 MB each).
#
#   bash bench/password-audit.sh
#   ACCOUNTS=4000 RANGE=00000..003FF CHANGES=100 bash bench/password-audit.sh   # quick
#   NO_BUILD=1 bash bench/password-audit.sh   # use the release binaries already built
#
# Needs python3 (to write the dump and compare the lists) and GNU time. Disk: about
# 0.5 GB for the store with the defaults.
set -euo pipefail
cd "$(dirname "$0")/.."

ACCOUNTS=${ACCOUNTS:-1000000}
RANGE=${RANGE:-00000..FFFFF}
ROWS=${ROWS:-20}
CHANGES=${CHANGES:-10000}

source bench/lib.sh
bench_build
bench_workdir

"$FAKES" passwords --rows "$ROWS" > "$WORK/fake.url" &
PIDS+=($!)
for _ in $(seq 100); do [[ -s "$WORK/fake.url" ]] && break; sleep 0.1; done
URL=$(head -1 "$WORK/fake.url")
export WARD_PASSWORDS_URL="$URL"
echo "range fake: $URL ($ROWS rows per range); store: NTLM $RANGE"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo

"$WARD" -q password download "$WORK/corpus" --ntlm --range "$RANGE" \
  --concurrency 64 -o json > /dev/null

# The dump, the bare hashes for the peer, and the changes the fake will make later.
python3 - "$URL" "$RANGE" "$ACCOUNTS" "$CHANGES" "$WORK" <<'PY'
import random, sys, urllib.request
url, span, accounts, changes, work = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
low, high = (int(p, 16) for p in span.split(".."))
rng = random.Random(44)
def served(prefix):
    with urllib.request.urlopen(f"{url}/range/{prefix:05X}?mode=ntlm") as answer:
        rows = answer.read().decode().split("\r\n")
    return [f"{prefix:05X}{row.split(':')[0]}" for row in rows]
pool = []
for _ in range(min(2000, high - low + 1)):
    pool.extend(served(rng.randint(low, high)))
hashes = []
for index in range(accounts):
    roll = rng.random()
    if hashes and roll < 0.125:
        hashes.append(hashes[rng.randrange(len(hashes))])
    elif roll < 0.225:
        hashes.append(rng.choice(pool))
    else:
        hashes.append(f"{rng.randint(low, high):05X}{rng.getrandbits(108):027X}")
pooled = set(pool)
def dump_line(index):
    return f"CORP\\user{index}:{1000 + index}:aad3b435b51404eeaad3b435b51404ee:{hashes[index].lower()}:::\n"
with open(f"{work}/ntds.txt", "w") as dump, open(f"{work}/hashes.txt", "w") as bare:
    for index, digest in enumerate(hashes):
        dump.write(dump_line(index))
        bare.write(digest + "\n")
# The same accounts in another order: a tenth of them moved among their places, and all.
order = list(range(accounts))
moved = sorted(random.Random(45).sample(order, accounts // 10))
places = moved[:]
random.Random(46).shuffle(places)
partly = order[:]
for place, index in zip(places, moved):
    partly[place] = index
shuffled = order[:]
random.Random(47).shuffle(shuffled)
for name, lines in (("ntds-partly.txt", partly), ("ntds-shuffled.txt", shuffled)):
    with open(f"{work}/{name}", "w") as dump:
        dump.writelines(dump_line(index) for index in lines)
# A tenth of the changes add the hash of a clean account (all its accounts become newly
# pwned); the rest give other ranges new rows.
clean = [i for i, h in enumerate(hashes) if h not in pooled]
rng.shuffle(clean)
added, lines, seen = set(), [], set()
for index in clean[: max(1, changes // 10)]:
    if hashes[index] in seen:
        continue
    seen.add(hashes[index])
    lines.append(f"{hashes[index]}:{rng.randint(1, 5000)}")
    added.add(hashes[index])
for _ in range(changes - len(lines)):
    lines.append(f"{rng.randint(low, high):05X}")
with open(f"{work}/changes.txt", "w") as out:
    out.write("\n".join(lines) + "\n")
with open(f"{work}/truth.txt", "w") as out:
    for index, digest in enumerate(hashes):
        if digest in added:
            out.write(f"{index + 1}\n")
PY

# Run ward with GNU time; sets SECONDS_TAKEN, RSS_MB, CPU_SECONDS. Exit 10 (pwned) is
# what an audit of this dump must end with.
timed() { # output file, ward arguments...
  local out=$1
  shift
  /usr/bin/time -f '%e %M %U %S' -o "$WORK/time" "$WARD" "$@" > "$out" 2> "$WORK/err" ||
    [[ $? -eq 10 ]] || { cat "$WORK/err" >&2; exit 1; }
  read -r SECONDS_TAKEN rss_kb user sys < <(tail -1 "$WORK/time")
  RSS_MB=$(awk -v kb="$rss_kb" 'BEGIN { printf "%.1f", kb / 1024 }')
  CPU_SECONDS=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
}
per_second() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", n / (s > 0 ? s : 0.01) }'; }

timed "$WORK/audit.ndjson" password audit "$WORK/ntds.txt" --offline "$WORK/corpus" -o ndjson
AUDIT_RATE=$(per_second "$ACCOUNTS" "$SECONDS_TAKEN")
AUDIT=("$SECONDS_TAKEN" "$RSS_MB" "$CPU_SECONDS")
reported=$(($(wc -l < "$WORK/audit.ndjson") - 1))
[[ "$reported" -eq "$ACCOUNTS" ]] || { echo "the audit reported $reported of $ACCOUNTS accounts" >&2; exit 1; }
timed "$WORK/check.ndjson" password check --hashes "$WORK/hashes.txt" --ntlm --offline "$WORK/corpus" -o ndjson
CHECK_RATE=$(per_second "$ACCOUNTS" "$SECONDS_TAKEN")
summary=$(tail -1 "$WORK/audit.ndjson")
printf '%-44s %14s %14s\n' "offline, $ACCOUNTS accounts" "audit" "check --hashes"
printf '%-44s %14s %14s\n' "seconds" "${AUDIT[0]}" "$SECONDS_TAKEN"
printf '%-44s %14s %14s\n' "accounts (hashes) per second" "$AUDIT_RATE" "$CHECK_RATE"
printf '%-44s %14s %14s\n' "peak RSS, MB" "${AUDIT[1]}" "$RSS_MB"
printf '%-44s %14s %14s\n' "CPU seconds" "${AUDIT[2]}" "$CPU_SECONDS"
echo "audit summary: $summary"
awk -v r="$AUDIT_RATE" -v rss="${AUDIT[1]}" 'BEGIN {
  printf "goals: >= 1000000 accounts/s [%s], peak RSS <= 128 MB [%s]\n", (r >= 1000000 ? "met" : "missed"), (rss <= 128 ? "met" : "missed") }'
echo

# The nightly job: a baseline with --state, the fake changes ranges while running, a
# refresh, and the re-audit of what changed: of the dump in the same order, and from
# copies of the same baseline, of the dump with a tenth of its accounts moved and with
# every account moved.
"$WARD" -q password audit "$WORK/ntds.txt" --offline "$WORK/corpus" --state "$WORK/state" -o ndjson > /dev/null || [[ $? -eq 10 ]]
cp -R "$WORK/state" "$WORK/state-partly"
cp -R "$WORK/state" "$WORK/state-shuffled"
applied=$(curl -sf --data-binary @"$WORK/changes.txt" "$URL/fake/change")
timed "$WORK/refresh.json" -q password download "$WORK/corpus" --ntlm --range "$RANGE" --refresh --concurrency 64 -o json
REFRESH=("$SECONDS_TAKEN" "$RSS_MB")
changed=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["changed"])' "$WORK/refresh.json")
echo "fake changed $applied ranges while running; refresh: $changed ranges changed"
printf '%-44s %14s\n' "refresh (revalidates every stored range), s" "${REFRESH[0]}"
echo

# Re-audit DUMP from STATE; appends its figures to the arrays below. The accounts
# reported newly pwned are compared with the ground truth by the line each account had
# in the first dump (its name says it), so a reordered dump is held to the same truth.
SINCE_SECONDS=() SINCE_RSS=() SINCE_CHECKED=() SINCE_RANGES=() SINCE_FOUND=() SINCE_EQUAL=()
reaudit() { # dump, state folder
  timed "$WORK/since.ndjson" password audit "$1" --offline "$WORK/corpus" --since-refresh --state "$2" -o ndjson
  local verdict checked ranges found truth equal
  verdict=$(python3 - "$WORK/since.ndjson" "$WORK/truth.txt" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
summary = lines.pop()["summary"]
found = sorted(int(o["account"].rsplit("user", 1)[1]) + 1 for o in lines if o.get("newly_pwned"))
truth = [int(l) for l in open(sys.argv[2])]
print(f'{summary["checked"]} {summary["ranges"]} {len(found)} {len(truth)} {"equal" if found == truth else "DIFFERENT"}')
PY
  )
  read -r checked ranges found truth equal <<< "$verdict"
  SINCE_SECONDS+=("$SECONDS_TAKEN") SINCE_RSS+=("$RSS_MB") SINCE_CHECKED+=("$checked")
  SINCE_RANGES+=("$ranges") SINCE_FOUND+=("$found/$truth") SINCE_EQUAL+=("$equal")
}
reaudit "$WORK/ntds.txt" "$WORK/state"
reaudit "$WORK/ntds-partly.txt" "$WORK/state-partly"
reaudit "$WORK/ntds-shuffled.txt" "$WORK/state-shuffled"
row() { printf '%-44s %14s %14s %14s\n' "$@"; }
row "audit --since-refresh --state" "same order" "a tenth moved" "all moved"
row "  seconds" "${SINCE_SECONDS[@]}"
row "  peak RSS, MB" "${SINCE_RSS[@]}"
row "  accounts looked up" "${SINCE_CHECKED[@]}"
row "  ranges read" "${SINCE_RANGES[@]}"
row "  newly pwned, reported/ground truth" "${SINCE_FOUND[@]}"
row "  equal to the ground truth" "${SINCE_EQUAL[@]}"
awk -v s="${SINCE_SECONDS[0]}" -v a="${SINCE_RSS[0]}" -v b="${SINCE_RSS[1]}" -v c="${SINCE_RSS[2]}" 'BEGIN {
  printf "goals: re-audit < 1 s [%s], peak RSS <= 128 MB in every order [%s]\n", (s < 1 ? "met" : "missed"), (a <= 128 && b <= 128 && c <= 128 ? "met" : "missed") }'
for equal in "${SINCE_EQUAL[@]}"; do [[ "$equal" == equal ]] || exit 1; done
