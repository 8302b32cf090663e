#!/usr/bin/env bash
# Times the default replay of the demo app's profile beside a --thorough replay of the same profile
# in the same run (issue targets: the default at most 20 s on the project's 2-core machines, the
# same rank-1 recommendations as --thorough). A benchmark, not a test: it prints the times, the
# rank-1 choices of both and the commands.
#
#   benchmarks/replay-time.sh [extra replay options...]
#
# Builds the jar when missing, profiles the demo app under the agent, then runs, each twice in
# alternation (default, --thorough, default, --thorough):
#   java -jar dist/target/iobench.jar replay target/demo/app-profile.json -o ... [--thorough]
# with the default settings (top 3 workloads, 2 warm-up + 5 measured rounds, warm cache). The
# workers' class-data sharing archive is made before the first timed replay, as a user's second
# replay finds it.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -f dist/target/iobench.jar ]]; then
  mvn -B -q -DskipTests package
fi
mkdir -p target/demo
java -javaagent:dist/target/iobench.jar=out=target/demo/app-profile.json \
  -cp demo-app/target/classes io.iobench.demo.DemoApp target/demo/data --events 16000 --lookups 16000 >/dev/null

replay() {
  java -jar dist/target/iobench.jar replay target/demo/app-profile.json "$@" >/dev/null 2>&1
}
rank1() {
  python3 - "$1" <<'PY' 2>/dev/null || echo "(unreadable results)"
import json, sys
d = json.load(open(sys.argv[1]))
print(", ".join(f"{r['path'].rsplit('/', 1)[-1]} {r['current']} -> {r['recommended']}" for r in d["recommendations"] if r["rank"] == 1) or "nothing to change")
PY
}

# Makes the workers' archive if there is none, untimed.
replay --top 1 --rounds 5 --warmup 0 -o target/demo/replay-archive.json "$@"

for pass in 1 2; do
  for mode in default thorough; do
    flag=()
    [[ "$mode" == thorough ]] && flag=(--thorough)
    out="target/demo/replay-$mode-$pass.json"
    start=$(date +%s%N)
    replay -o "$out" "${flag[@]}" "$@"
    end=$(date +%s%N)
    ms=$(( (end - start) / 1000000 ))
    printf 'replay-time: %-8s replay %d of the demo profile took %d.%03d s; rank 1: %s\n' \
      "$mode" "$pass" $((ms / 1000)) $((ms % 1000)) "$(rank1 "$out")"
  done
done
printf 'replay-time: targets: default <= 20 s, the same rank 1 as --thorough\n'
printf 'replay-time: java %s, %s cores\n' "$(java -version 2>&1 | head -1 | sed 's/.*"\(.*\)".*/\1/')" "$(nproc)"
