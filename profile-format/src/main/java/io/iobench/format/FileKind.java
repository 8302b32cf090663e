package io.iobench.format;

import java.util.Optional;

/** What a profile's file entry stands for ({@code "kind"}). */
public enum FileKind {
  /** A file opened by path; its entry's {@code path} is absolute. */
  FILE("file"),
  /**
   * A stream or channel opened from a descriptor: {@code <stdin>}, {@code <file descriptor>}, ...
   */
  DESCRIPTOR("descriptor"),
  /** The calls on files past the agent's {@code maxfiles} limit, counted together. */
  OVERFLOW("overflow"),
  /** force() or load() on a mapping whose file the agent did not see mapped. */
  MAPPED_UNKNOWN("mapped-unknown");

  private final String jsonName;

  FileKind(String jsonName) {
    this.jsonName = jsonName;
  }

  public String jsonName() {
    return jsonName;
  }

  /** The kind a profile names, or empty for one this version does not know. */
  public static Optional<FileKind> of(String jsonName) {
    for (FileKind kind : values()) {
      if (kind.jsonName.equals(jsonName)) {
        return Optional.of(kind);
      }
    }
    return Optional.empty();
  }
}
