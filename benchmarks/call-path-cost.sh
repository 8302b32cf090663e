#!/usr/bin/env bash
# What call paths cost (docs/benchmarks.md, "What call paths cost"). Runs CallPathCost
# (benchmarks/agent-cost, io.iobench.benchmarks.cost): a recording with call paths (the default)
# and one with callsites=off take turns in windows of 1,000,000 recorded calls inside one JVM, the
# calls made DEPTH frames down the stack; the per-window difference is what the stack walks add per
# call, amortized. One JVM per depth in DEPTHS ("40 5" unless set: about as deep as a logging
# framework puts the file below the app, and shallow).
#
#   [DEPTHS="40 5"] [SKIP_BUILD=1] benchmarks/call-path-cost.sh [WINDOWS=30]
#
# Output: each depth's lines, also in benchmarks/target/call-path-cost.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/lib/agent-cost-classpath.sh
agent_cost_classpath
agent_cost_output call-path-cost
for depth in ${DEPTHS:-40 5}; do
  agent_cost_run CallPathCost "$depth" "${1:-30}"
done
agent_cost_done
