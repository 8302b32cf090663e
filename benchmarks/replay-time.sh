#!/usr/bin/env bash
# Times the default replay beside a --thorough one of the same profile, in the same run, for two
# profiles: the demo app's (3 workloads, no layers) and the layered app's five hottest files (a
# logger, object and data streams; benchmarks/layered-app). Targets: the demo's default replay at
# most 20 s and the layered one's at most 60 s on the project's 2-core machines, with the same
# rank-1 recommendations as --thorough in at least 9 of 10 replays. A benchmark, not a test: it
# prints the times, the rank-1 choices of every replay and, at the end, the agreement table:
# per workload, how often the default replay chose what the --thorough replay after it chose,
# how often --thorough's own intervals could not tell the two choices apart, and how often the
# default's choice was one that some --thorough replay made. Whether the sizes of a technique
# sharing a JVM moves their results is benchmarks/worker-sharing.sh's question.
#
#   benchmarks/replay-time.sh [extra replay options...]
#
# Builds the jars when missing, profiles both apps under the agent, then replays each profile
# PASSES times (default 10) in alternation, default then --thorough:
#   java -jar dist/target/iobench.jar replay PROFILE -o ... [--thorough]
# with the default settings (top 3 workloads for the demo, --top 5 for the layered app, 2 warm-up
# and 5 measured rounds, warm cache). ALL=1 also times one --all-techniques --thorough replay of the
# layered profile (the replay as it was before layers limited the alternatives; about three
# minutes). The workers' class-data sharing archive is made before the first timed replay, as a
# user's second replay finds it.
set -euo pipefail
cd "$(dirname "$0")/.."

source benchmarks/lib/demo-profile.sh
profile_demo benchmarks/layered-app/target/lib
passes="${PASSES:-10}"
out=target/replay-time
rm -rf "$out"
mkdir -p "$out"

layered=target/layered-replay
mkdir -p "$layered"
app=(-cp "benchmarks/layered-app/target/classes:benchmarks/layered-app/target/lib/*"
  io.iobench.benchmarks.layered.LayeredApp "$layered/data")
java "${app[@]}" >/dev/null
java -javaagent:dist/target/iobench.jar=out="$layered/app-profile.json" "${app[@]}" >/dev/null 2>&1

replay() {
  java -jar dist/target/iobench.jar replay "$@" >/dev/null 2>&1
}
rank1() {
  python3 - "$1" <<'PY' 2>/dev/null || echo "(unreadable results)"
import json, sys
d = json.load(open(sys.argv[1]))
print(", ".join(f"{r['path'].rsplit('/', 1)[-1]} {r['current']} -> {r['recommended']}" for r in d["recommendations"] if r["rank"] == 1) or "nothing to change")
PY
}

# Makes the workers' archive if there is none, untimed.
replay target/demo/app-profile.json --top 1 --rounds 5 --warmup 0 -o "$out/archive.json" "$@"

# timed PROFILE-NAME MODE PASS PROFILE [replay options...]: one timed replay, its time and rank 1.
timed() {
  local name="$1" mode="$2" pass="$3" profile="$4"
  shift 4
  local file="$out/$name-$mode-$pass.json" start end ms
  start=$(date +%s%N)
  replay "$profile" -o "$file" "$@"
  end=$(date +%s%N)
  ms=$(((end - start) / 1000000))
  printf '%s\t%s\t%s\t%s\n' "$name" "$mode" "$ms" "$file" >>"$out/runs.tsv"
  printf 'replay-time: %-8s %-28s %2d took %3d.%03d s; rank 1: %s\n' "$name" "$mode" "$pass" \
    $((ms / 1000)) $((ms % 1000)) "$(rank1 "$file")"
}

for pass in $(seq 1 "$passes"); do
  timed demo default "$pass" target/demo/app-profile.json "$@"
  timed demo --thorough "$pass" target/demo/app-profile.json --thorough "$@"
done
for pass in $(seq 1 "$passes"); do
  timed layered default "$pass" "$layered/app-profile.json" --top 5 "$@"
  timed layered --thorough "$pass" "$layered/app-profile.json" --top 5 --thorough "$@"
done
if [[ "${ALL:-0}" == 1 ]]; then
  timed layered "--all-techniques --thorough" 1 "$layered/app-profile.json" --top 5 --all-techniques --thorough "$@"
fi

python3 - "$out/runs.tsv" <<'PY'
import collections, json, statistics, sys

runs = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]

def rank1(path):
    """Rank-1 choice per workload ('file current'), 'nothing to change' where there is none."""
    d = json.load(open(path))
    choice = {}
    for w in d["workloads"]:
        choice[f"{w['path'].rsplit('/', 1)[-1]} {w['current']}"] = "nothing to change"
    for r in d["recommendations"]:
        if r["rank"] == 1:
            choice[f"{r['path'].rsplit('/', 1)[-1]} {r['current']}"] = r["recommended"]
    return choice

for profile in dict.fromkeys(r[0] for r in runs):
    for mode in dict.fromkeys(r[1] for r in runs if r[0] == profile):
        times = [int(r[2]) / 1000 for r in runs if r[0] == profile and r[1] == mode]
        print(f"replay-time: {profile:8} {mode:28} median {statistics.median(times):6.1f} s, "
              f"min {min(times):6.1f}, max {max(times):6.1f} over {len(times)} replays")
print("replay-agreement: profile | workload | default's rank 1 (replays) | --thorough's rank 1 "
      "(replays) | default = the --thorough replay after it | default's choice within that replay's "
      "interval of its own | default's choice among --thorough's")

def intervals(d):
    """Per workload, each technique's decision interval."""
    out = {}
    for w in d["workloads"]:
        key = f"{w['path'].rsplit('/', 1)[-1]} {w['current']}"
        out[key] = {t["id"]: (t.get("decisionLow"), t.get("decisionHigh")) for t in w["techniques"]}
    return out

def overlap(a, b):
    return None not in a and None not in b and a[0] <= b[1] and b[0] <= a[1]

for profile in dict.fromkeys(r[0] for r in runs):
    files_d = [r[3] for r in runs if r[0] == profile and r[1] == "default"]
    files_t = [r[3] for r in runs if r[0] == profile and r[1] == "--thorough"]
    default = [rank1(f) for f in files_d]
    thorough = [rank1(f) for f in files_t]
    thorough_intervals = [intervals(json.load(open(f))) for f in files_t]
    for workload in default[0]:
        d = [c.get(workload, "-") for c in default]
        t = [c.get(workload, "-") for c in thorough]
        paired = sum(1 for a, b in zip(d, t) if a == b)
        # The --thorough replay cannot tell the two choices apart: their intervals overlap there.
        alike = 0
        for a, b, iv in zip(d, t, thorough_intervals):
            if a == b or (workload in iv and overlap(iv[workload].get(a, (None, None)), iv[workload].get(b, (None, None)))):
                alike += 1
        among = sum(1 for a in d if a in set(t))
        count = lambda xs: ", ".join(f"{k} ({v})" for k, v in collections.Counter(xs).most_common())
        n = min(len(d), len(t))
        print(f"replay-agreement: {profile} | {workload} | {count(d)} | {count(t)} | "
              f"{paired} of {n} | {alike} of {n} | {among} of {len(d)}")
PY
printf 'replay-time: targets: demo default <= 20 s, layered default <= 60 s, the same rank 1 as --thorough in 9 of 10\n'
printf 'replay-time: java %s, %s cores\n' "$(java -version 2>&1 | head -1 | sed 's/.*"\(.*\)".*/\1/')" "$(nproc)"
