#!/usr/bin/env bash
# Is the advice right on an app whose I/O goes through libraries, some of which iobench has no row
# for? Profiles the library app (benchmarks/library-app: Jackson's ObjectMapper per record,
# RandomAccessFile.readLine, a FileWriter opened per line, an Avro DataFileWriter flushed per
# record, and HdrHistogram's log writer, Commons IO's FileUtils, Guava's CharSink and OpenCSV's
# CSVWriter, which the layer catalogue has no row for) under the agent, replays and reports it,
# then runs the app untuned and, once per phase, with that phase alone tuned (changed as the advice
# says), interleaved, RUNS times each without the agent, and compares per phase the report's
# rank-1 advice, where it is placed and the time it would have saved with the time the tuned twin
# saves, as layer-proof.sh does; the prediction is made from RUNS more profiled runs interleaved
# with the timed ones. Every run, the profiled one too, first does the job WARMUP times (2 unless
# set) on files of its own, untimed and unrecorded (the agent's exclude=), then PASSES times (10
# unless set), so that what is compared is the code the JIT has compiled, which is what the replay
# measures: a JVM's first two passes, with the code a change removes still interpreted, make a
# sixth to two fifths of what the change saves over ten. A phase's time is its sum over the timed
# passes.
#
#   [WARMUP=2] [PASSES=10] benchmarks/library-proof.sh [RUNS=5]
#
# The app is benchmarks/library-app (io.iobench.benchmarks.library.LibraryApp); the comparison is
# LibraryProof, in benchmarks/advice-proof (io.iobench.benchmarks.proof.LibraryProof), which is
# LayerProof's comparison with the library app's phases.
#
# Output: a markdown table (also in benchmarks/target/library-proof/table.md).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
passes="${PASSES:-10}"
warmup="${WARMUP:-2}"
mvn -B -q -DskipTests package # never prove the advice with stale jars
out=benchmarks/target/library-proof
rm -rf "$out"
mkdir -p "$out"
app=(-cp "benchmarks/library-app/target/classes:benchmarks/library-app/target/lib/*"
  io.iobench.benchmarks.library.LibraryApp "$out/data" --warmup "$warmup")
agent="-javaagent:dist/target/iobench.jar=exclude=**/warm-up/**,out="

# The timed runs find the files of the run before; so does the profiled one. That run prints a
# line per phase ("NAME = RESULT"), which names the phases.
listing="$(java "${app[@]}" 2>> "$out/app-stderr.log")"
# Each phase's twin is timed in JVMs of its own, the other phases untuned, as a team would apply one
# change: tuned all together, the twins' shared calls (BufferedWriter and BufferedOutputStream over
# different streams) run slower in every phase, the phases that did not change too.
read -r -a phases <<< "$(cut -d' ' -f1 <<< "$listing" | tr '\n' ' ')"
java "$agent$out/app-profile.json" "${app[@]}" --passes "$passes" > /dev/null 2>> "$out/app-stderr.log"
java -jar dist/target/iobench.jar report "$out/app-profile.json" -o "$out/report.html" --top 12 > "$out/report.log"
for i in $(seq 1 "$runs"); do
  java "$agent$out/profile-$i.json" "${app[@]}" --passes "$passes" > /dev/null 2>> "$out/app-stderr.log"
  java "${app[@]}" --passes "$passes" --timings "$out/timings-$i-untuned.json" > /dev/null 2>> "$out/app-stderr.log"
  for phase in "${phases[@]}"; do
    java "${app[@]}" --passes "$passes" --tune "$phase" --timings "$out/timings-$i-tuned-$phase.json" > /dev/null 2>> "$out/app-stderr.log"
  done
done
java -cp benchmarks/advice-proof/target/advice-proof.jar io.iobench.benchmarks.proof.LibraryProof \
  "$out/report.replay.json" "$out" | tee "$out/table.md"
