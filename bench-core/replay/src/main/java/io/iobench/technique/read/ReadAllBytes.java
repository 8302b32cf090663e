package io.iobench.technique.read;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.technique.Sizes;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

/** {@code read-all-bytes}: the whole file into one array with Files.readAllBytes. */
public final class ReadAllBytes extends BaseTechnique {
  /** Largest file worth holding in the heap at once. */
  static final long MAX_FILE = 256L << 20;

  public ReadAllBytes() {
    super("read-all-bytes", Operation.READ, 0, Invasiveness.WRAPPER, false);
  }

  @Override
  public String title() {
    return "Files.readAllBytes";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL) && w.fileSize() <= MAX_FILE;
  }

  @Override
  public String code(Workload w) {
    return """
        byte[] all = Files.readAllBytes(path);
        process(all, 0, all.length);""";
  }

  @Override
  public List<String> caveats(Workload w) {
    return List.of(
        "Holds the whole file in the heap ("
            + Sizes.human(w.fileSize())
            + " here): it fails with OutOfMemoryError on"
            + " files near the heap size, and always above 2 GiB.",
        "Nothing is processed until the last byte has arrived.");
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    if (w.pattern() != AccessPattern.SEQUENTIAL) {
      throw unsupported(w);
    }
    long t = probe.begin();
    byte[] all = Files.readAllBytes(files.input());
    probe.end(t, all.length);
    probe.data(all, 0, all.length);
  }
}
