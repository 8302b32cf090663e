#!/usr/bin/env bash
# What does the agent add to a short-lived JVM's start, beside its peers? Times whole JVMs: a hello
# world, the demo app (a short run), javac compiling profile-format's sources, and Maven compiling
# this project's tool modules offline (mvn -o -pl cli -am compile from clean target folders, in a
# copy of the sources), each with no observer, with iobench (its instrumented JDK classes found in
# its cache, as every JVM after the first on a JDK finds them; and with cache=off, as the first one
# pays), JDK Flight Recorder (recording to a file), async-profiler (itimer, to a .jfr) and the
# OpenTelemetry Java agent (exporters off), in paired rounds (StartupBench). Prints the medians,
# the added time as the median of paired differences, and the peak RSS (by /usr/bin/time, where
# there is one). The peers come from the Maven registry (benchmarks/agent-startup, profile peers).
# With the maven workload it then asks whether the agent's default (sampled) mode ranks the build's
# files by I/O time as latency=all does, on the same calls: one build records each read, write and
# force with its time, and the agent's own recording of latency estimates each file from them with
# every call timed and with its default sampling under 25 seeds (SampledRanking, RANKING_RUNS
# builds, 1 unless set).
#
#   [WORKLOADS=hello,demo,javac,maven] [MAVEN_ROUNDS=ROUNDS/2] [OBSERVERS=iobench,jfr,...] \
#     benchmarks/agent-startup.sh [ROUNDS=8]
#
# OBSERVERS keeps only the observers named (iobench, iobench-cold, jfr, async-profiler, otel; no
# observer is always run), for more rounds of the ones a question is about: whether the Maven
# build stays within 1.10x of plain is WORKLOADS=maven MAVEN_ROUNDS=30 OBSERVERS=iobench,jfr.
# Three parts of iobench run only when named, to tell where its added time goes: iobench-no-call-paths
# (callsites=off), iobench-no-files (recording no file: its start, instrumentation and dispatch) and
# iobench-c2 (c2=on: the agent's own methods compiled by C2 too, as without its compiler directive).
#
# Output: a markdown table (also in benchmarks/target/agent-startup/table.md).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-8}"
workloads="${WORKLOADS:-hello,demo,javac,maven}"
mvn -B -q -DskipTests package -P peers # never time stale jars; "peers" fetches the peers
out=benchmarks/target/agent-startup
rm -rf "$out"
mkdir -p "$out"
peers=benchmarks/agent-startup/target/peers
cp="benchmarks/agent-startup/target/classes:benchmarks/agent-startup/target/lib/*"
java -cp "$cp" io.iobench.benchmarks.startup.StartupBench \
  --repo . --work "$out/work" --iobench dist/target/iobench.jar \
  --async-profiler "$peers/async-profiler-linux-x64.jar" \
  --otel "$peers/opentelemetry-javaagent.jar" \
  --rounds "$rounds" --maven-rounds "${MAVEN_ROUNDS:-$(( rounds / 2 > 3 ? rounds / 2 : 3 ))}" \
  --observers "${OBSERVERS:-iobench,iobench-cold,jfr,async-profiler,otel}" \
  --workloads "$workloads" | tee "$out/table.md"
if [[ ",$workloads," == *",maven,"* ]]; then
  echo
  java -cp "$cp" io.iobench.benchmarks.startup.SampledRanking \
    --repo . --work "$out/work" --runs "${RANKING_RUNS:-1}" \
    | tee -a "$out/table.md"
fi
