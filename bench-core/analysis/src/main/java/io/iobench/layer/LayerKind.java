package io.iobench.layer;

/** Where a layer comes from, which says who owns the code at it. */
public enum LayerKind {
  /**
   * A JDK decorator stream the app wraps around a file stream (ObjectInputStream, GZIPInputStream).
   */
  JDK_STREAM,
  /** A JDK reader or writer (BufferedWriter, InputStreamReader, PrintWriter, Scanner). */
  JDK_TEXT,
  /**
   * A JDK helper the app calls once for a whole file or a stream over a channel (Files,
   * Properties).
   */
  JDK_HELPER,
  /** A logging framework's file appender or handler: configured, not coded. */
  LOGGING,
  /**
   * A library that writes or reads a data format through a stream the app gives it or a file it
   * opens itself: JSON, binary serialization, data files, CSV, XML, YAML, archives.
   */
  FORMAT,
  /**
   * A library no other row describes, as the generic row of {@code LibraryWithoutRow} is made for
   * it: the change is at the app's call into it.
   */
  LIBRARY,
  /** A database, search or messaging engine whose I/O the app does not write. */
  ENGINE;

  /** Whether the layer is the JDK's own code, which a library may use as well as the app. */
  public boolean isJdk() {
    return this == JDK_STREAM || this == JDK_TEXT || this == JDK_HELPER;
  }
}
