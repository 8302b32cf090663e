#!/usr/bin/env bash
# Is the advice right? Profiles the demo app (untuned) under the agent, replays and reports it,
# then runs the demo untuned, tuned and work-only (each phase's work without its I/O), interleaved,
# RUNS times each without the agent, and compares per tuned phase the speed-up the replay predicted
# with the one realized. Each run does the job PASSES times in its JVM (5 unless set) and keeps the
# last pass's times: the replay measures the JIT-compiled steady state, so the app is measured
# there too. Two passes were not enough: the tuned ingest's buffered reads cost 55-60 ms at the
# second pass and 27 ms from the fifth on, its parsing alone 38 ms and then 25 ms.
#
#   [PASSES=5] benchmarks/advice-proof.sh [RUNS=5] [demo options, e.g. --events 400000]
#
# The app is demo-app (io.iobench.demo.DemoApp); the comparison is AdviceProof, in
# benchmarks/advice-proof (io.iobench.benchmarks.proof.AdviceProof).
#
# Output: a markdown table (also in benchmarks/target/advice-proof/table.md).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
passes="${PASSES:-5}"
shift || true
mvn -B -q -DskipTests package # never prove the advice with stale jars
out=benchmarks/target/advice-proof
rm -rf "$out"
mkdir -p "$out"
demo=(-cp demo-app/target/classes io.iobench.demo.DemoApp "$out/data" "$@")

# The timed runs below each find the files of the run before (the copy overwrites its old
# archive); so the profiled run does too.
java "${demo[@]}" > /dev/null
java -javaagent:dist/target/iobench.jar=out="$out/app-profile.json" "${demo[@]}" > /dev/null
java -jar dist/target/iobench.jar report "$out/app-profile.json" -o "$out/report.html" --top 6 > "$out/report.log"
for i in $(seq 1 "$runs"); do
  java "${demo[@]}" --passes "$passes" --timings "$out/timings-$i-untuned.json" > /dev/null
  java "${demo[@]}" --passes "$passes" --tuned --timings "$out/timings-$i-tuned.json" > /dev/null
  java "${demo[@]}" --passes "$passes" --work-only --timings "$out/timings-$i-work.json" > /dev/null
done
java -jar benchmarks/advice-proof/target/advice-proof.jar "$out/report.replay.json" "$out" \
  | tee "$out/table.md"
