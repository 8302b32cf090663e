package io.iobench.workload;

import io.iobench.analysis.Finding;
import io.iobench.analysis.LibraryCalls;
import io.iobench.format.RecordedOp;
import io.iobench.layer.AppLayer;
import io.iobench.profile.OpProfile;
import java.util.List;

/**
 * Whether a finding's writes were each a call of Jackson's {@code writeValue} with one value that
 * made a generator for it ({@code ObjectMapper} or {@code ObjectWriter}, on an OutputStream): the
 * Jackson row's entry, a FileOutputStream's write per call counted, and the write made in the
 * generator's close ({@code _writeValueAndClose}), not in its flush, as {@code writeValue} on a
 * generator the app keeps makes it. Such an app's time in Jackson (a generator per value) is part
 * of what one SequenceWriter saves, and the replay makes the same calls ({@code
 * jackson-write-value}).
 */
final class JacksonValues {
  /** The Jackson the replay runs: iobench's own copy, not the app's. */
  static final String REPLAYED_WITH =
      "Jackson " + com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString();

  private static final String LAYER = "jackson";

  private JacksonValues() {}

  /**
   * The finding's writes were Jackson's writeValue, a value and a generator per call, whose time
   * the agent measured without its own.
   */
  static boolean perCall(Finding main) {
    AppLayer layer = main.layer();
    LibraryCalls library = main.libraryCalls();
    if (layer == null
        || !layer.layer().id().equals(LAYER)
        || !layer.entryMethod().equals("writeValue")
        || !main.is(RecordedOp.FOS_WRITE)
        || !library.counted()
        || !library.withoutAgent()) {
      return false;
    }
    boolean oneWritePerValue =
        library.operations().stream()
            .anyMatch(p -> p.op().equals(main.op().op) && p.calls() >= 0.9 && p.calls() <= 1.1);
    return oneWritePerValue && main.op().dominantPath().map(JacksonValues::closed).orElse(false);
  }

  /** The path wrote in a generator's close: the generator was made for the call. */
  private static boolean closed(OpProfile.CallPath path) {
    List<String> frames = path.frames;
    return frames != null && frames.stream().anyMatch(f -> f.endsWith("JsonGenerator.close"));
  }
}
