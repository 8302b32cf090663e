package io.iobench.technique.read;

/**
 * Names of the methods that read one primitive of a call's size, as the snippets and caveats of the
 * families calling them ({@code raf-data}, {@code mmap-data}) spell them.
 */
final class PrimitiveMethods {
  private PrimitiveMethods() {}

  /**
   * {@code prefix} and Long, Int or Short for a call of 8, 4 or 2 bytes ({@code readLong}, {@code
   * getInt}); {@code single} for any other size, read as a byte.
   */
  static String name(String prefix, int size, String single) {
    switch (size) {
      case 8:
        return prefix + "Long";
      case 4:
        return prefix + "Int";
      case 2:
        return prefix + "Short";
      default:
        return single;
    }
  }
}
