package io.iobench.technique.copy;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.List;

/** {@code copy-files}: one Files.copy call, replacing the target. */
public final class FilesCopy extends BaseTechnique {
  public FilesCopy() {
    super("copy-files", Operation.COPY, 0, Invasiveness.WRAPPER, false);
  }

  @Override
  public String title() {
    return "Files.copy";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL);
  }

  @Override
  public String code(Workload w) {
    return "Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);";
  }

  @Override
  public List<String> caveats(Workload w) {
    return caveatList(
        "One call for the whole file: no progress reports and no way to stop part way.",
        w.replacing()
            ? "REPLACE_EXISTING deletes the existing target and creates a new file: its blocks are not reused."
            : "Without REPLACE_EXISTING it fails when the target exists.");
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    long size = Files.size(files.input());
    long t = probe.begin();
    Files.copy(files.input(), files.output(), StandardCopyOption.REPLACE_EXISTING);
    probe.end(t, size);
  }
}
