#!/usr/bin/env bash
# How close sampled latencies come to timing every call, on real traces (docs/benchmarks.md,
# "Sampling accuracy on real traces"). Runs SamplingAccuracy (benchmarks/agent-cost,
# io.iobench.benchmarks.cost): it records the latency of every 4 KiB FileInputStream read of a
# 64 MiB file in the page cache, without the agent, then feeds that trace to the recorder's own
# histograms twice, every call timed and through the default mode's sampler, once per seed, and
# prints p50, p90 and p99 with the mean and worst error. One JVM per trace length.
#
#   [SEEDS=20] [SKIP_BUILD=1] benchmarks/sampling-accuracy.sh [CALLS...]   default: 4000000 1000000 200000 20000
#
# Output: each trace's table, also in benchmarks/target/sampling-accuracy.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/lib/agent-cost-classpath.sh
agent_cost_classpath
lengths=("$@")
[[ ${#lengths[@]} -gt 0 ]] || lengths=(4000000 1000000 200000 20000)
agent_cost_output sampling-accuracy
for calls in "${lengths[@]}"; do
  agent_cost_run SamplingAccuracy "$calls" "${SEEDS:-20}"
done
agent_cost_done
