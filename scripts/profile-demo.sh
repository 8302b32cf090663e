#!/usr/bin/env bash
# Builds iobench, runs the demo app under the agent and prints the profile's summary.
# (The replay and the HTML report join this script as bench-core and reports grow.)
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -DskipTests package
mkdir -p target/demo
java -javaagent:dist/target/iobench.jar=out=target/demo/app-profile.json \
  -cp demo-app/target/classes io.iobench.demo.DemoApp target/demo/data 2048
java -jar dist/target/iobench.jar summary target/demo/app-profile.json
echo "profile: target/demo/app-profile.json"
