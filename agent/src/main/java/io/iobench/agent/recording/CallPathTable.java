package io.iobench.agent.recording;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The distinct call paths of a recording, each kept once however many threads and files share it,
 * and at most {@link #MAX_PATHS} of them, so paths cost bounded memory: a path found after that is
 * counted among a key's other paths.
 */
final class CallPathTable {
  static final int MAX_PATHS = 2048;

  private final ConcurrentHashMap<CallPath, CallPath> paths = new ConcurrentHashMap<>();

  /** The table's instance equal to {@code path}, or null when the table is full without it. */
  CallPath intern(CallPath path) {
    CallPath known = paths.get(path);
    if (known != null) {
      return known;
    }
    if (paths.size() >= MAX_PATHS) {
      return null;
    }
    known = paths.putIfAbsent(path, path);
    return known != null ? known : path;
  }

  void clear() {
    paths.clear();
  }

  int size() {
    return paths.size();
  }
}
