package io.iobench.technique.copy;

import static io.iobench.technique.Invasiveness.WRAPPER;
import static io.iobench.workload.Operation.COPY;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.List;

/** {@code copy-files}: one Files.copy call, replacing the target. */
public final class FilesCopy extends BaseTechnique {
  public static final Family FAMILY =
      Family.fixed("copy-files", COPY, WRAPPER, FilesCopy::new)
          .title("Files.copy")
          .fits(Fit.SEQUENTIAL)
          .code(FilesCopy::snippet)
          .caveats(FilesCopy::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return "Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);";
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        "One call for the whole file: no progress reports and no way to stop part way.",
        w.replacing()
            ? "REPLACE_EXISTING deletes the existing target and creates a new file:"
                + " its blocks are not reused."
            : "Without REPLACE_EXISTING it fails when the target exists.");
  }

  public FilesCopy() {
    super(FAMILY);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    long size = Files.size(files.input());
    long t = probe.begin();
    Files.copy(files.input(), files.output(), StandardCopyOption.REPLACE_EXISTING);
    probe.end(t, size);
  }
}
