# Sourced by the benchmark scripts that replay the demo app: builds the jars when missing and
# profiles the demo app under the agent into target/demo/app-profile.json, as
# scripts/profile-demo.sh does.
#
#   profile_demo [path that must exist, else build...]
profile_demo() {
  local missing=0 path
  for path in dist/target/iobench.jar "$@"; do
    [[ -e "$path" ]] || missing=1
  done
  if [[ "$missing" == 1 ]]; then
    mvn -B -q -DskipTests package
  fi
  mkdir -p target/demo
  java -javaagent:dist/target/iobench.jar=out=target/demo/app-profile.json \
    -cp demo-app/target/classes io.iobench.demo.DemoApp target/demo/data --events 16000 --lookups 16000 >/dev/null
}
