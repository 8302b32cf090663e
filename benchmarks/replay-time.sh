#!/usr/bin/env bash
# Times a full default replay of the demo app's profile (issue target: at most 60 s on the
# project's 2-core machines). A benchmark, not a test: it prints the time and the command.
#
#   benchmarks/replay-time.sh [extra replay options...]
#
# Builds the jar when missing, profiles the demo app under the agent, then runs
#   java -jar dist/target/iobench.jar replay target/demo/app-profile.json -o target/demo/replay.json
# with the default settings (top 3 workloads, 2 warm-up + 5 measured rounds, warm cache).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -f dist/target/iobench.jar ]]; then
  mvn -B -q -DskipTests package
fi
mkdir -p target/demo
java -javaagent:dist/target/iobench.jar=out=target/demo/app-profile.json \
  -cp demo-app/target/classes io.iobench.demo.DemoApp target/demo/data --events 16000 --lookups 16000 >/dev/null

start=$(date +%s%N)
java -jar dist/target/iobench.jar replay target/demo/app-profile.json -o target/demo/replay.json "$@"
end=$(date +%s%N)
elapsed_ms=$(( (end - start) / 1000000 ))
printf '\nreplay-time: full default replay of the demo profile took %d.%03d s (target: <= 60 s)\n' \
  $((elapsed_ms / 1000)) $((elapsed_ms % 1000))
printf 'replay-time: java %s, %s cores\n' "$(java -version 2>&1 | head -1 | sed 's/.*"\(.*\)".*/\1/')" "$(nproc)"
