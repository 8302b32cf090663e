package io.iobench.technique.copy;

import io.iobench.workload.Workload;
import java.nio.file.OpenOption;
import java.nio.file.StandardOpenOption;

/**
 * What the copy families share. A copy opens its target the way Java code does by default
 * (truncating an existing file), since that is what the app does; when the workload is replacing
 * the runner leaves a full-size target there, and truncating it in place is part of what is
 * measured.
 *
 * <p>The probe counts each copied byte once, by the call that reads it (writes report 0 bytes); a
 * copy done in one call (transferTo, Files.copy) reports what that call moved.
 */
final class Copies {
  static final OpenOption[] TARGET = {
    StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING
  };

  private Copies() {}

  static String truncationCaveat(Workload w, String open) {
    return w.replacing()
        ? open
            + " truncates the existing target first: its blocks are freed and allocated again as the copy"
            + " writes them."
        : null;
  }
}
