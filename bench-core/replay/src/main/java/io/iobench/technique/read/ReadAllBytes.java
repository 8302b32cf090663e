package io.iobench.technique.read;

import static io.iobench.format.RecordedOp.FIS_READ_ALL_BYTES;
import static io.iobench.technique.Invasiveness.WRAPPER;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.AppTechnique;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.technique.Sizes;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

/** {@code read-all-bytes}: the whole file into one array with Files.readAllBytes. */
public final class ReadAllBytes extends BaseTechnique {
  /** Largest file worth holding in the heap at once. */
  static final long MAX_FILE = 256L << 20;

  public static final Family FAMILY =
      Family.fixed("read-all-bytes", READ, WRAPPER, ReadAllBytes::new)
          .title("Files.readAllBytes")
          .fits(Fit.SEQUENTIAL.and(Fit.fileAtMost(MAX_FILE)))
          .code(
              """
                byte[] all = Files.readAllBytes(path);
                process(all, 0, all.length);""")
          .caveats(ReadAllBytes::caveats)
          .standsFor(AppTechnique.calls(FIS_READ_ALL_BYTES))
          .build();

  private static List<String> caveats(int bufferSize, Workload w) {
    return List.of(
        "Holds the whole file in the heap ("
            + Sizes.human(w.fileSize())
            + " here): it fails with OutOfMemoryError on files near the heap size,"
            + " and always above 2 GiB.",
        "Nothing is processed until the last byte has arrived.");
  }

  public ReadAllBytes() {
    super(FAMILY);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    long t = probe.begin();
    byte[] all = Files.readAllBytes(files.input());
    probe.end(t, all.length);
    probe.data(all, 0, all.length);
  }
}
