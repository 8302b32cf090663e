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
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * {@code copy-input-stream-transfer}: InputStream.transferTo(OutputStream) between file streams.
 */
public final class InputStreamTransferCopy extends BaseTechnique {
  public static final Family FAMILY =
      Family.fixed("copy-input-stream-transfer", COPY, WRAPPER, InputStreamTransferCopy::new)
          .title("InputStream.transferTo(OutputStream)")
          .fits(Fit.SEQUENTIAL)
          .code(
              """
                try (FileInputStream in = new FileInputStream(source.toFile());
                     FileOutputStream out = new FileOutputStream(target.toFile())) {
                  in.transferTo(out);
                }""")
          .caveats(InputStreamTransferCopy::caveats)
          .build();

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        "What it does depends on the JDK: on JDK 17 it is a loop over an 8 KiB heap"
            + " array; newer JDKs (25, for one) hand a FileInputStream-to-"
            + "FileOutputStream copy to FileChannel.transferTo. Measure on the JDK you"
            + " deploy.",
        Copies.truncationCaveat(w, "new FileOutputStream(target)"));
  }

  public InputStreamTransferCopy() {
    super(FAMILY);
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
