#!/usr/bin/env bash
# The main job: builds iobench, runs the demo app under the agent, prints the profile's summary,
# then replays the demo's hottest files with every alternative technique and prints the
# recommendations. (The HTML report joins this script with the report issue.)
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -DskipTests package
mkdir -p target/demo
java -javaagent:dist/target/iobench.jar=out=target/demo/app-profile.json \
  -cp demo-app/target/classes io.iobench.demo.DemoApp target/demo/data 2048
java -jar dist/target/iobench.jar summary target/demo/app-profile.json
echo "profile: target/demo/app-profile.json"
java -jar dist/target/iobench.jar replay target/demo/app-profile.json -o target/demo/replay.json
