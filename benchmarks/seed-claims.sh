#!/usr/bin/env bash
# Runs every seed scenario at its default size with the shaded jar and keeps the results and the
# console tables under benchmarks/target/seeds/, the data behind the seed-claims table of
# docs/benchmarks.md.
#
#   benchmarks/seed-claims.sh [extra bench options, e.g. --original-size]
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -f dist/target/iobench.jar ]] || mvn -B -q -DskipTests package
out=benchmarks/target/seeds
mkdir -p "$out"
for scenario in seed-000-streams-vs-channels seed-001-sequential-io seed-002-stream-vs-channel-copy \
    seed-003-dev-null-sink seed-004-copy; do
  start=$(date +%s)
  java -jar dist/target/iobench.jar bench --scenario "$scenario" -o "$out/$scenario.json" "$@" \
    > "$out/$scenario.txt" 2> "$out/$scenario.err"
  echo "seed-claims: $scenario took $(( $(date +%s) - start )) s; table in $out/$scenario.txt"
done
