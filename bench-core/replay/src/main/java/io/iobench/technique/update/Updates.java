package io.iobench.technique.update;

/**
 * What the update families share. An update reads a call's bytes at its offset, gives them to the
 * probe, and writes them back where they were, so the file keeps its content. The probe counts each
 * updated byte once, by the read; the write-back calls report 0 bytes.
 */
final class Updates {
  private Updates() {}

  static final String NO_FORCE =
      "Nothing is forced to disk: the rewritten pages reach it when the kernel decides;"
          + " call force() where an update must survive a crash.";
}
