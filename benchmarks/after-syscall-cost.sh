#!/usr/bin/env bash
# Where the nanoseconds of iobench's recording path go (docs/benchmarks.md, "Where the nanoseconds
# go"). Runs AfterSyscallCost (benchmarks/agent-cost, io.iobench.benchmarks.cost): the recording
# path called directly, as the inlined advice calls it, once after each one-byte
# FileInputStream.read() and once alone, beside a stand-in with no iobench code and two reads of
# System.nanoTime(), in shuffled windows inside one JVM. The JIT lays the loops out anew in every
# JVM, so the default mode runs in JVMS JVMs (5 unless set), then one JVM each with the dispatcher
# alone (dispatch-only), sample=1024 and latency=all.
#
#   [JVMS=5] [SKIP_BUILD=1] benchmarks/after-syscall-cost.sh [ROUNDS=200] [WINDOW_MS=5]
#
# Output: every JVM's lines, also in benchmarks/target/after-syscall-cost.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/lib/agent-cost-classpath.sh
agent_cost_classpath
rounds="${1:-200}"
window_ms="${2:-5}"
agent_cost_output after-syscall-cost
for i in $(seq 1 "${JVMS:-5}"); do
  agent_cost_run AfterSyscallCost "$rounds" "$window_ms"
done
for mode in dispatch-only sample=1024 latency=all; do
  agent_cost_run AfterSyscallCost "$rounds" "$window_ms" "$mode"
done
agent_cost_done
