#!/usr/bin/env bash
# Times the default replay beside a --thorough one of the same profile, in the same run, for two
# profiles: the demo app's (3 workloads, no layers) and the layered app's five hottest files (a
# logger, object and data streams; benchmarks/layered-app), where --all-techniques --thorough is
# also timed, the replay as it was before layers limited the alternatives. Targets: the demo's
# default replay at most 20 s and the layered one's at most 60 s on the project's 2-core machines,
# with the same rank-1 recommendations as --thorough. A benchmark, not a test: it prints the times
# and the rank-1 choices.
#
#   benchmarks/replay-time.sh [extra replay options...]
#
# Builds the jars when missing, profiles both apps under the agent, then runs, each twice in
# alternation (default, --thorough, default, --thorough; PASSES sets how many):
#   java -jar dist/target/iobench.jar replay target/demo/app-profile.json -o ... [--thorough]
# with the default settings (top 3 workloads, 2 warm-up + 5 measured rounds, warm cache). The
# workers' class-data sharing archive is made before the first timed replay, as a user's second
# replay finds it.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -f dist/target/iobench.jar || ! -d benchmarks/layered-app/target/lib ]]; then
  mvn -B -q -DskipTests package
fi
passes="${PASSES:-2}"
mkdir -p target/demo
java -javaagent:dist/target/iobench.jar=out=target/demo/app-profile.json \
  -cp demo-app/target/classes io.iobench.demo.DemoApp target/demo/data --events 16000 --lookups 16000 >/dev/null

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
replay target/demo/app-profile.json --top 1 --rounds 5 --warmup 0 -o target/demo/replay-archive.json "$@"

# timed NAME PROFILE OUT [replay options...]: one timed replay and its rank-1 choices.
timed() {
  local name="$1" profile="$2" out="$3"
  shift 3
  local start end ms
  start=$(date +%s%N)
  replay "$profile" -o "$out" "$@"
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  printf 'replay-time: %-40s took %3d.%03d s; rank 1: %s\n' "$name" $((ms / 1000)) $((ms % 1000)) "$(rank1 "$out")"
}

for pass in $(seq 1 "$passes"); do
  timed "demo, default, $pass" target/demo/app-profile.json "target/demo/replay-default-$pass.json" "$@"
  timed "demo, --thorough, $pass" target/demo/app-profile.json "target/demo/replay-thorough-$pass.json" --thorough "$@"
done
for pass in $(seq 1 "$passes"); do
  timed "layered --top 5, default, $pass" "$layered/app-profile.json" "$layered/replay-default-$pass.json" --top 5 "$@"
  timed "layered --top 5, --thorough, $pass" "$layered/app-profile.json" "$layered/replay-thorough-$pass.json" --top 5 --thorough "$@"
  timed "layered --top 5, --all-techniques --thorough, $pass" "$layered/app-profile.json" "$layered/replay-all-$pass.json" --top 5 --all-techniques --thorough "$@"
done
printf 'replay-time: targets: demo default <= 20 s, layered default <= 60 s, the same rank 1 as --thorough\n'
printf 'replay-time: java %s, %s cores\n' "$(java -version 2>&1 | head -1 | sed 's/.*"\(.*\)".*/\1/')" "$(nproc)"
