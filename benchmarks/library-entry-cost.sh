#!/usr/bin/env bash
# What the counter the agent adds to a library's method costs each call of the app into it
# (docs/benchmarks.md, "What a library entry costs"). Runs LibraryEntryCost (benchmarks/agent-cost,
# io.iobench.benchmarks.cost): IoDispatch.enterLibrary and exitLibrary as the inlined advice calls
# them, against a real recording, around a few nanoseconds of work and around a recorded file call,
# in shuffled windows inside one JVM, beside the same calls without the counter. The JIT lays the
# loops out anew in every JVM, so it runs in JVMS JVMs (5 unless set).
#
#   [JVMS=5] [SKIP_BUILD=1] benchmarks/library-entry-cost.sh [ROUNDS=200] [WINDOW_MS=5]
#
# Output: every JVM's lines, also in benchmarks/target/library-entry-cost.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/lib/agent-cost-classpath.sh
agent_cost_classpath
agent_cost_output library-entry-cost
for i in $(seq 1 "${JVMS:-5}"); do
  agent_cost_run LibraryEntryCost "${1:-200}" "${2:-5}"
done
agent_cost_done
