package io.iobench.technique.copy;

import io.iobench.workload.Workload;
import java.util.ArrayList;
import java.util.List;

/** Caveats of the FileChannel transfer families. */
final class Transfers {
  private Transfers() {}

  static List<String> caveats(Workload w, String method) {
    List<String> caveats = new ArrayList<>(List.of(
        method + " may move fewer bytes than asked (at most about 2 GiB per call on Linux): loop until done.",
        "The bytes never enter the JVM, so they cannot be looked at or changed on the way.",
        "The JDK picks the mechanism (sendfile, copy_file_range, or writes of mapped chunks) and it has changed"
            + " between JDK versions: measure again after an upgrade."));
    String truncation = Copies.truncationCaveat(w, "TRUNCATE_EXISTING");
    if (truncation != null) {
      caveats.add(truncation);
    }
    return List.copyOf(caveats);
  }
}
