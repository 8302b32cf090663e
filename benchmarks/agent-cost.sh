#!/usr/bin/env bash
# What iobench and JFR each add to a file call, measured inside one JVM per JDK
# (benchmarks/agent-cost/.../cost/CostHarness.java): short windows of calls alternate between
# no recorder, iobench started and stopped again through the attach API (default, then
# latency=all), a JFR recording of the file events at threshold 0 without stack traces, and a
# switch that switches nothing (the method's own noise). Prints one markdown table for all JDKs.
#
#   benchmarks/agent-cost.sh [CostHarness options...]     e.g. --rounds 60
#
# Environment:
#   JAVA17_HOME   JDK 17 (default: the `java` on PATH)
#   JAVA25_HOME   JDK 25 (default: a sibling of the default JDK's home whose `release` says 25)
#   JDKS          which JDKs to run, default "17 25"
#   SKIP_BUILD=1  never build, even if the jars look stale
#
# Output under benchmarks/target/: cost-jdkNN.json (each run's result, with every round's values)
# and cost-table.md (the table printed at the end). Exits non-zero when a run failed, including
# when an iobench session's profile did not count exactly the calls made while it recorded.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
cd "$root"

bench_jar="benchmarks/agent-cost/target/agent-cost.jar"
agent_jar="dist/target/iobench.jar"
out="benchmarks/target"

say() { printf '%s\n' "$*" >&2; }
die() { say "agent-cost: $*"; exit 1; }

stale() {
  local jar
  for jar in "$agent_jar" "$bench_jar"; do
    [[ -f "$jar" ]] || return 0
    if [[ -n "$(find . -path ./.git -prune -o \( -name pom.xml -o -path "*/src/main/*" \) -newer "$jar" -type f -print -quit 2>/dev/null)" ]]; then
      return 0
    fi
  done
  return 1
}
if [[ "${SKIP_BUILD:-}" != 1 ]] && stale; then
  say "agent-cost: building (mvn -B -q -DskipTests package)"
  mvn -B -q -DskipTests package
fi
[[ -f "$agent_jar" ]] || die "missing $agent_jar; build with: mvn -B -DskipTests package"
[[ -f "$bench_jar" ]] || die "missing $bench_jar; build with: mvn -B -DskipTests package"

# Private copies of both jars: a rebuild during the run cannot change what is measured.
work="$(mktemp -d "${TMPDIR:-/tmp}/iobench-cost.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp "$bench_jar" "$work/harness.jar"
cp "$agent_jar" "$work/iobench.jar"
git_rev="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
if [[ -n "$(git status --porcelain --untracked-files=no -- . 2>/dev/null)" ]]; then
  git_rev="$git_rev + uncommitted changes"
fi

java_version() {
  "$1" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2; exit}'
}
default_java="$(command -v java || true)"
[[ -n "$default_java" ]] || die "no java on PATH"
default_home="$(dirname "$(dirname "$(readlink -f "$default_java")")")"
find_jdk25() {
  if [[ -n "${JAVA25_HOME:-}" ]]; then
    printf '%s\n' "$JAVA25_HOME"
    return
  fi
  local d
  for d in "$(dirname "$default_home")"/*/; do
    d="${d%/}"
    if [[ -f "$d/release" && -x "$d/bin/java" ]] && grep -q '^JAVA_VERSION="25' "$d/release"; then
      printf '%s\n' "$d"
      return
    fi
  done
}

mkdir -p "$out"
results=()
for v in ${JDKS:-17 25}; do
  case "$v" in
    17) j="${JAVA17_HOME:+$JAVA17_HOME/bin/java}"; j="${j:-$default_java}" ;;
    25)
      home25="$(find_jdk25)"
      [[ -n "$home25" ]] || die "no JDK 25 found next to the default JDK; set JAVA25_HOME"
      j="$home25/bin/java"
      ;;
    *) die "JDKS may list 17 and 25, not '$v'" ;;
  esac
  [[ "$(java_version "$j")" == "$v" ]] || die "expected JDK $v but $j is another Java"
  say "agent-cost: JDK $v: $("$j" -version 2>&1 | sed -n 2p)"
  # -Xshare:off: the agent appends to the boot class path, which turns class data sharing off for
  # all but the boot loader with a warning; off from the start, every state runs the same way.
  # The cutoffs: every switch retransforms the JDK's file classes and so deoptimizes the code that
  # inlined them; after a few hundred of those, HotSpot stops optimizing a method as it did (in
  # runs with the default cutoffs, from about round 16 on, JFR's windows on FileInputStream took
  # 6-9 us more per call). An app that is attached to a few times never comes near; the harness,
  # with 160 switches and more, would measure its own switching.
  "$j" -Djdk.attach.allowAttachSelf=true -XX:+IgnoreUnrecognizedVMOptions \
    -XX:+EnableDynamicAgentLoading -Xshare:off -Xms512m -Xmx512m \
    -XX:PerMethodRecompilationCutoff=100000 -XX:PerBytecodeRecompilationCutoff=100000 \
    -XX:PerMethodTrapLimit=100000 -XX:PerBytecodeTrapLimit=100000 \
    -cp "$work/harness.jar" io.iobench.benchmarks.cost.CostHarness \
    --jar "$work/iobench.jar" --out "$work/cost-jdk$v.json" "$@" >/dev/null
  cp "$work/cost-jdk$v.json" "$out/"
  results+=("$out/cost-jdk$v.json")
done

table="$out/cost-table.md"
{
  echo "## What a recorder adds to a file call, in one JVM, $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo
  echo "Machine: nproc=$(nproc), $(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo 2>/dev/null), $(uname -sr); iobench.jar from git $git_rev."
  echo "Added ns per call: mean over rounds ± 95 % interval (median round); budget: iobench ≤ 20 ns and ≤ JFR/4, latency=all ≤ 70 ns."
  echo
  java -cp "$work/harness.jar" io.iobench.benchmarks.cost.CostTable "${results[@]}"
} | tee "$table"
say "agent-cost: table written to $table"
