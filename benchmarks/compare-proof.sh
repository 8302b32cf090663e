#!/usr/bin/env bash
# Does `iobench compare` show the saving the replay predicted? Profiles the demo app untuned under
# the agent and replays it (report), then profiles it untuned and tuned (its --tuned twin makes the
# report's changes) in turn, RUNS times each, compares each pair with the replay's results (--per 1:
# the two runs do the same work) and prints per first recommendation the predicted saving, the
# realized one's median over the pairs and whether it is within ±25 % (CompareProof, in
# benchmarks/advice-proof). The profiles' times are the agent's: I/O time as the app spent it in
# the calls, which is what the replay predicts a saving of.
#
#   benchmarks/compare-proof.sh [RUNS=5] [demo options, e.g. --events 400000]
#
# Output: a markdown table (also in benchmarks/target/compare-proof/table.md).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
shift || true
mvn -B -q -DskipTests package # never prove with stale jars
out=benchmarks/target/compare-proof
rm -rf "$out"
mkdir -p "$out"
agent=dist/target/iobench.jar
demo=(-cp demo-app/target/classes io.iobench.demo.DemoApp "$out/data" "$@")

# Every run finds the files of the run before (the copy overwrites its old archive).
java "${demo[@]}" > /dev/null
java -javaagent:"$agent"=out="$out/before.json" "${demo[@]}" > /dev/null
java -jar "$agent" report "$out/before.json" -o "$out/report.html" --top 6 > "$out/report.log"
for i in $(seq 1 "$runs"); do
  java -javaagent:"$agent"=out="$out/untuned-$i.json" "${demo[@]}" > /dev/null
  java -javaagent:"$agent"=out="$out/tuned-$i.json" "${demo[@]}" --tuned > /dev/null
  java -jar "$agent" compare "$out/untuned-$i.json" "$out/tuned-$i.json" \
    --results "$out/report.replay.json" --per 1 --json "$out/compare-$i.json" > "$out/compare-$i.log"
done
java -cp benchmarks/advice-proof/target/advice-proof.jar io.iobench.benchmarks.proof.CompareProof \
  "$out/report.replay.json" "$out" | tee "$out/table.md"
