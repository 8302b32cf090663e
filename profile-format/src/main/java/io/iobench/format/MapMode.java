package io.iobench.format;

/**
 * The modes of {@code FileChannel.map}, as a profile counts them under {@code "mapModes"}; the
 * JDK's sync variants count as their base mode.
 */
public enum MapMode {
  READ_ONLY,
  READ_WRITE,
  PRIVATE;

  /**
   * The mode of a {@code FileChannel.MapMode} (or its name), for the map counters: the mode its
   * name starts with, and private for any other.
   */
  public static MapMode of(Object mode) {
    String name = String.valueOf(mode);
    for (MapMode m : values()) {
      if (name.startsWith(m.name())) {
        return m;
      }
    }
    return PRIVATE;
  }
}
