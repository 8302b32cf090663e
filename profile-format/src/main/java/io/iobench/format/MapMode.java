package io.iobench.format;

/**
 * The modes of {@code FileChannel.map}, as a profile counts them under {@code "mapModes"}; the
 * JDK's sync variants count as their base mode.
 */
public enum MapMode {
  READ_ONLY,
  READ_WRITE,
  PRIVATE;

  /** The mode of a {@code FileChannel.MapMode} (or its name), for the map counters. */
  public static MapMode of(Object mode) {
    String name = String.valueOf(mode);
    if (name.startsWith("READ_ONLY")) {
      return READ_ONLY;
    }
    if (name.startsWith("READ_WRITE")) {
      return READ_WRITE;
    }
    return PRIVATE;
  }
}
