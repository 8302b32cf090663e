#!/usr/bin/env bash
# The main job: builds iobench, runs the demo app under the agent, then writes the HTML report:
# the demo's hottest files replayed with every alternative technique and the recommendations.
# Output: target/demo/app-profile.json, target/demo/report.html (+ report.replay.json).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -DskipTests package
mkdir -p target/demo
java -javaagent:dist/target/iobench.jar=out=target/demo/app-profile.json \
  -cp demo-app/target/classes io.iobench.demo.DemoApp target/demo/data --events 16000 --lookups 16000
java -jar dist/target/iobench.jar report target/demo/app-profile.json -o target/demo/report.html
echo "open target/demo/report.html in a browser (one self-contained file, no network needed)"
