# Sourced by the scripts that run the agent-cost programs needing the agent's own classes
# (after-syscall-cost.sh, call-path-cost.sh, library-entry-cost.sh, sampling-accuracy.sh): builds
# when the module's output is missing or older than a source or pom.xml (SKIP_BUILD=1 never builds),
# then sets agent_cost_cp to benchmarks/agent-cost's classes and libraries. Run from the
# repository's root.
#
#   agent_cost_classpath
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
