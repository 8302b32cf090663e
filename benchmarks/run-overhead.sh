#!/usr/bin/env bash
# Measures the per-call overhead of the iobench agent (JMH, benchmarks/agent-overhead/.../AgentOverhead.java)
# on JDK 17 and JDK 25, then prints a markdown table of the results.
#
#   benchmarks/run-overhead.sh [extra JMH options...]
#
# Environment:
#   JAVA17_HOME   JDK 17 to use (default: the `java` on PATH)
#   JAVA25_HOME   JDK 25 to use (default: a sibling directory of the default JDK's home whose
#                 `release` file says JAVA_VERSION="25...)
#   JDKS          which JDKs to run, default "17 25"
#   SKIP_BUILD=1  never build, even if the jars look stale
#   AGENT_OPTIONS more agent options for the attached agent, e.g. callsites=off (experiments only:
#                 no spaces or commas inside a value)
#
# Extra arguments go to JMH as they are, e.g. a quick smoke run:
#   benchmarks/run-overhead.sh -wi 1 -i 1 -bm avgt fisRead4k_t1
#
# Output, under benchmarks/target/: jmh-jdkNN.json (JMH results), jmh-jdkNN.log (console),
# profiles/jdkNN/ (the profiles the attached agent wrote, one per agent fork) and
# overhead-table.md (the table printed at the end). Exits non-zero when a benchmark run failed
# or an agent fork left no profile with calls on the benchmark file.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
cd "$root"

bench_jar="benchmarks/agent-overhead/target/agent-overhead.jar"
agent_jar="dist/target/iobench.jar"
out="benchmarks/target"

say() { printf '%s\n' "$*" >&2; }
die() { say "run-overhead: $*"; exit 1; }

# --- build if needed ------------------------------------------------------------------------
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
  say "run-overhead: building (mvn -B -q -DskipTests package)"
  mvn -B -q -DskipTests package
fi
[[ -f "$agent_jar" ]] || die "missing $agent_jar; build with: mvn -B -DskipTests package"
[[ -f "$bench_jar" ]] || die "missing $bench_jar; build with: mvn -B -DskipTests package"

# The run works in a private directory with its own copies of both jars: every fork then uses
# the same builds, and a concurrent `mvn clean` or rebuild cannot pull a jar out from under a
# fork. JMH runs there with relative paths (it splits -jvmArgsPrepend on spaces), and the
# results are copied to benchmarks/target/ afterwards.
work="$(mktemp -d "${TMPDIR:-/tmp}/iobench-overhead.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp "$bench_jar" "$work/benchmarks.jar"
cp "$agent_jar" "$work/iobench.jar"
agent_sha="$(sha256sum "$work/iobench.jar" | cut -c1-12)"
agent_built="$(date -u -r "$agent_jar" '+%Y-%m-%d %H:%M:%S UTC')"
git_rev="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
if [[ -n "$(git status --porcelain --untracked-files=no -- . 2>/dev/null)" ]]; then
  git_rev="$git_rev + uncommitted changes"
fi

# --- find the JDKs --------------------------------------------------------------------------
java_version() { # prints the feature version of a java binary, e.g. 17
  "$1" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2; exit}'
}

default_java="$(command -v java || true)"
[[ -n "$default_java" ]] || die "no java on PATH"
default_home="$(dirname "$(dirname "$(readlink -f "$default_java")")")"

if [[ -n "${JAVA17_HOME:-}" ]]; then
  java17="$JAVA17_HOME/bin/java"
else
  java17="$default_java"
fi

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

declare -A java_of=()
labels=()
for v in ${JDKS:-17 25}; do
  case "$v" in
    17) j="$java17" ;;
    25)
      home25="$(find_jdk25)"
      [[ -n "$home25" ]] || die "no JDK 25 found next to the default JDK; set JAVA25_HOME"
      j="$home25/bin/java"
      ;;
    *) die "JDKS may list 17 and 25, not '$v'" ;;
  esac
  [[ -x "$j" ]] || die "not an executable java: $j"
  actual="$(java_version "$j")"
  [[ "$actual" == "$v" ]] || die "expected JDK $v but $j is Java $actual"
  java_of[$v]="$j"
  labels+=("$v")
done

# --- run ------------------------------------------------------------------------------------
failures=0
for v in "${labels[@]}"; do
  j="${java_of[$v]}"
  say "run-overhead: JDK $v: $("$j" -version 2>&1 | sed -n 1p)"
  # JDK 24+ warns when JMH itself uses sun.misc.Unsafe; JDK 17 rejects the option.
  quiet=()
  [[ "$v" == 17 ]] || quiet=(--sun-misc-unsafe-memory-access=allow)
  fork_args="-Diobench.jar=iobench.jar -Diobench.profileDir=profiles/jdk$v"
  [[ -z "${AGENT_OPTIONS:-}" ]] || fork_args="$fork_args -Diobench.agentOptions=$AGENT_OPTIONS"
  [[ "$v" == 17 ]] || fork_args="${quiet[*]} $fork_args"
  mkdir -p "$work/profiles/jdk$v"
  (cd "$work" && "$j" "${quiet[@]}" -jar benchmarks.jar \
    -jvmArgsPrepend "$fork_args" \
    -rf json -rff "jmh-jdk$v.json" \
    "$@") 2>&1 | tee "$work/jmh-jdk$v.log"

  # Did every agent fork attach and record the benchmark file?
  results_with_agent="$(grep -cE '"agent" *: *"(sampled|all)"' "$work/jmh-jdk$v.json" || true)"
  forks_each="$(grep -m1 '^# Fork: 1 of' "$work/jmh-jdk$v.log" | sed 's/^# Fork: 1 of //' || true)"
  expected=$(( ${results_with_agent:-0} * ${forks_each:-1} ))
  n=0
  recorded=0
  for p in "$work/profiles/jdk$v"/*.json; do
    [[ -e "$p" ]] || continue
    n=$((n + 1))
    if grep -q 'data\.bin' "$p"; then recorded=$((recorded + 1)); fi
  done
  failed="$(grep -c '<failure>' "$work/jmh-jdk$v.log" || true)"
  failures=$((failures + failed + (n < expected ? expected - n : 0) + (n - recorded)))
  say "run-overhead: JDK $v: $failed failed benchmark runs; $n agent profiles for $expected agent forks," \
    "$recorded of them with calls on the benchmark file"
done

mkdir -p "$out/profiles"
for v in "${labels[@]}"; do
  cp "$work/jmh-jdk$v.json" "$work/jmh-jdk$v.log" "$out/"
  rm -rf "$out/profiles/jdk$v"
  cp -r "$work/profiles/jdk$v" "$out/profiles/"
done

# --- report ---------------------------------------------------------------------------------
first_log="$work/jmh-jdk${labels[0]}.log"
results=()
for v in "${labels[@]}"; do results+=("$work/jmh-jdk$v.json"); done
table="$out/overhead-table.md"
forks="$(grep -m1 '^# Fork: 1 of' "$first_log" | sed 's/^# Fork: 1 of //')"
if [[ "$forks" == 1 ]]; then forks="1 fork"; else forks="${forks:-?} forks"; fi
{
  echo "## iobench agent overhead, $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo
  cpu="$(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo 2>/dev/null || true)"
  echo "- machine: nproc=$(nproc), ${cpu:-unknown CPU}, $(uname -sr), $(awk '/MemTotal/ {printf "%.0f GiB RAM", $2/1048576}' /proc/meminfo 2>/dev/null)"
  for v in "${labels[@]}"; do
    echo "- JDK $v: $("${java_of[$v]}" -version 2>&1 | sed -n 2p)"
  done
  echo "- agent: dist/target/iobench.jar built $agent_built, sha256 $agent_sha..., from git $git_rev"
  echo "- agent options: out=...,interval=off,latency=sampled|all${AGENT_OPTIONS:+,$AGENT_OPTIONS} (all others at their defaults)"
  echo "- JMH $(grep -m1 '^# JMH version' "$first_log" | sed 's/^# JMH version: //'):" \
    "$(grep -m1 '^# Warmup:' "$first_log" | sed 's/^# //'); $(grep -m1 '^# Measurement:' "$first_log" | sed 's/^# //');" \
    "$forks per benchmark, agent value and JMH mode"
  echo
  "$java17" -cp "$work/benchmarks.jar" io.iobench.benchmarks.overhead.OverheadTable "${results[@]}"
} | tee "$table"

# Anything the forks said on stderr besides JMH's own output, once per distinct line.
for v in "${labels[@]}"; do
  odd="$(grep -E 'iobench:|WARNING|warning:|Exception|<failure>|ERROR' "$work/jmh-jdk$v.log" \
    | sed -E 's/^# Warmup Iteration +[0-9]+: //' | sort | uniq -c || true)"
  if [[ -n "$odd" ]]; then
    say "run-overhead: JDK $v: notable lines in $out/jmh-jdk$v.log (count, line):"
    say "$odd"
  fi
done
say "run-overhead: table written to $table; JMH results in $out/jmh-jdk*.json"
if ((failures > 0)); then
  die "$failures problems (failed runs or agent forks without a usable profile): the table is incomplete or suspect"
fi
