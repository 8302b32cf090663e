# Sourced by the scripts that run the agent-cost programs needing the agent's own classes
# (after-syscall-cost.sh, call-path-cost.sh, library-entry-cost.sh, sampling-accuracy.sh): builds
# when the module's output is missing or older than a source or pom.xml (SKIP_BUILD=1 never builds),
# then sets agent_cost_cp to benchmarks/agent-cost's classes and libraries; and runs those
# programs, each in a JVM of its own, their lines also kept in benchmarks/target/NAME.txt. Run
# from the repository's root.
#
#   agent_cost_classpath
#   agent_cost_output NAME          empties benchmarks/target/NAME.txt for the runs that follow
#   agent_cost_run CLASS ARGS...    runs io.iobench.benchmarks.cost.CLASS, its lines also kept
#   agent_cost_done                 says where they were kept
agent_cost_classpath() {
  local module=benchmarks/agent-cost/target
  if [[ "${SKIP_BUILD:-}" != 1 ]]; then
    if [[ ! -f "$module/agent-cost.jar" || ! -d "$module/lib" ]] \
      || [[ -n "$(find . -path ./.git -prune -o \( -name pom.xml -o -path "*/src/main/*" \) \
        -newer "$module/agent-cost.jar" -type f -print -quit 2>/dev/null)" ]]; then
      printf 'building (mvn -B -q -DskipTests package)\n' >&2
      mvn -B -q -DskipTests package
    fi
  fi
  [[ -d "$module/classes" && -d "$module/lib" ]] \
    || { printf 'missing %s/classes or lib; build with: mvn -B -DskipTests package\n' "$module" >&2; return 1; }
  agent_cost_cp="$module/classes:$module/lib/*"
}

agent_cost_output() {
  agent_cost_name="$1"
  agent_cost_out="benchmarks/target/$1.txt"
  mkdir -p benchmarks/target
  : > "$agent_cost_out"
}

agent_cost_run() {
  local class="$1"
  shift
  java -cp "$agent_cost_cp" "io.iobench.benchmarks.cost.$class" "$@" | tee -a "$agent_cost_out"
}

agent_cost_done() {
  echo "$agent_cost_name: written to $agent_cost_out" >&2
}
