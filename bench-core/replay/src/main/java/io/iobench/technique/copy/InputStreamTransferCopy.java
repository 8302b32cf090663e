package io.iobench.technique.copy;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * {@code copy-input-stream-transfer}: InputStream.transferTo(OutputStream) between file streams.
 */
public final class InputStreamTransferCopy extends BaseTechnique {
  public InputStreamTransferCopy() {
    super("copy-input-stream-transfer", Operation.COPY, 0, Invasiveness.WRAPPER, false);
  }

  @Override
  public String title() {
    return "InputStream.transferTo(OutputStream)";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL);
  }

  @Override
  public String code(Workload w) {
    return """
        try (FileInputStream in = new FileInputStream(source.toFile());
             FileOutputStream out = new FileOutputStream(target.toFile())) {
          in.transferTo(out);
        }""";
  }

  @Override
  public List<String> caveats(Workload w) {
    return caveatList(
        "What it does depends on the JDK: on JDK 17 it is a loop over an 8 KiB heap array; newer JDKs (25, for"
            + " one) hand a FileInputStream-to-FileOutputStream copy to FileChannel.transferTo. Measure on the JDK"
            + " you deploy.",
        Copies.truncationCaveat(w, "new FileOutputStream(target)"));
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileInputStream in = new FileInputStream(files.input().toFile());
        FileOutputStream out = new FileOutputStream(files.output().toFile())) {
      long t = probe.begin();
      long n = in.transferTo(out);
      probe.end(t, n);
    }
  }
}
