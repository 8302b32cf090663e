#!/usr/bin/env bash
# Is the advice right on an app whose I/O goes through layers? Profiles the layered app
# (benchmarks/layered-app: object, data and GZIP streams, a writer flushed per line, logback and
# Log4j 2 appenders) under the agent, replays and reports it, then runs the app untuned and tuned
# (each mistaken phase changed only by configuration or wrapping), interleaved, RUNS times each
# without the agent, and compares per phase the report's rank-1 advice and the time it would have
# saved with the time the tuned twin saves; the prediction is also made from RUNS more profiled runs
# interleaved with the timed ones, as one run on a shared machine is as fast or slow as it was then. Every run, the profiled one too, does the job PASSES
# times in its JVM (3 unless set); a phase's time is its sum over the passes, so the prediction
# and the realized saving are of the same run.
#
#   [PASSES=3] benchmarks/layer-proof.sh [RUNS=5]
#
# The app is benchmarks/layered-app (io.iobench.benchmarks.layered.LayeredApp); the comparison is
# LayerProof, in benchmarks/advice-proof (io.iobench.benchmarks.proof.LayerProof) beside AdviceProof,
# advice-proof.sh's comparison, with which it shares the reading of the timed runs.
#
# Output: a markdown table (also in benchmarks/target/layer-proof/table.md).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
passes="${PASSES:-3}"
mvn -B -q -DskipTests package # never prove the advice with stale jars
out=benchmarks/target/layer-proof
rm -rf "$out"
mkdir -p "$out"
app=(-cp "benchmarks/layered-app/target/classes:benchmarks/layered-app/target/lib/*"
  io.iobench.benchmarks.layered.LayeredApp "$out/data")

# The timed runs find the files of the run before; so does the profiled one.
java "${app[@]}" > /dev/null
java -javaagent:dist/target/iobench.jar=out="$out/app-profile.json" "${app[@]}" --passes "$passes" > /dev/null
java -jar dist/target/iobench.jar report "$out/app-profile.json" -o "$out/report.html" --top 12 > "$out/report.log"
for i in $(seq 1 "$runs"); do
  java -javaagent:dist/target/iobench.jar=out="$out/profile-$i.json" "${app[@]}" --passes "$passes" > /dev/null
  java "${app[@]}" --passes "$passes" --timings "$out/timings-$i-untuned.json" > /dev/null
  java "${app[@]}" --passes "$passes" --tuned --timings "$out/timings-$i-tuned.json" > /dev/null
done
java -cp benchmarks/advice-proof/target/advice-proof.jar io.iobench.benchmarks.proof.LayerProof \
  "$out/report.replay.json" "$out" | tee "$out/table.md"
