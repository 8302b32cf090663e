package io.iobench.technique.text;

import static io.iobench.format.RecordedOp.RAF_READ_LINE;
import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.AppTechnique;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.io.RandomAccessFile;

/**
 * {@code raf-lines}: RandomAccessFile.readLine, which reads its line a read() per byte (through
 * read() up to JDK 21, a private native read from JDK 25), and one more read where the end of the
 * file ends it. Each line is timed and counted as those reads, its time shared among them, as the
 * agent records the app's: the replay's calls are the file's, one for one.
 */
public final class RandomAccessFileLines extends TextRead {
  public static final Family FAMILY =
      Family.fixed("raf-lines", READ, NEW_API, RandomAccessFileLines::new)
          .title("RandomAccessFile.readLine (a read() per byte)")
          .fits(Fit.TEXT)
          .code(
              """
                try (RandomAccessFile file = new RandomAccessFile(path.toFile(), "r")) {
                  for (String line; (line = file.readLine()) != null; ) {
                    process(line);
                  }
                }""")
          .caveats(
              "Every byte of every line is a read() system call (a few hundred ns each): read"
                  + " the lines through a BufferedReader.",
              "Each byte becomes one char (ISO-8859-1): UTF-8 text comes out garbled.")
          .bytesPerCall(1)
          .standsFor(AppTechnique.calls(RAF_READ_LINE))
          .build();

  public RandomAccessFileLines() {
    super(FAMILY);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (RandomAccessFile file = new RandomAccessFile(files.input().toFile(), "r")) {
      while (true) {
        long t = probe.begin();
        String line = file.readLine();
        // The text workloads' lines end with '\n': a read per char and one for it; at the end of
        // the file one read finds nothing.
        long bytes = line == null ? 0 : line.length() + 1;
        probe.endReads(t, bytes, line == null ? 1 : bytes);
        if (line == null) {
          return;
        }
        probe.dataLine(line);
      }
    }
  }
}
