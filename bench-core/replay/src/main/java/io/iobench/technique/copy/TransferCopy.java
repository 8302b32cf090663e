package io.iobench.technique.copy;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Family;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * A FileChannel transfer between the files, looped until every byte is across; the families differ
 * in which channel makes the call ({@code transferTo} on the source, {@code transferFrom} on the
 * target).
 */
abstract class TransferCopy extends BaseTechnique {
  TransferCopy(Family family) {
    super(family);
  }

  /**
   * One timed transfer of {@code count} bytes at {@code pos}: the probe brackets the call alone.
   */
  abstract long transfer(FileChannel in, FileChannel out, long pos, long count, Probe probe)
      throws IOException;

  /** The loop around the family's transfer call, given as code advancing {@code pos}. */
  static String snippet(String call) {
    return """
        try (FileChannel in = FileChannel.open(source, READ);
             FileChannel out = FileChannel.open(target, CREATE, WRITE, TRUNCATE_EXISTING)) {
          long size = in.size();
          for (long pos = 0; pos < size; ) {
            pos += %s;
          }
        }"""
        .formatted(call);
  }

  /**
   * @param method the FileChannel method
   */
  static List<String> caveatsOf(String method, Workload w) {
    List<String> caveats =
        new ArrayList<>(
            List.of(
                method
                    + " may move fewer bytes than asked (at most about 2 GiB per call on Linux): loop until done.",
                "The bytes never enter the JVM, so they cannot be looked at or changed on the way.",
                "The JDK picks the mechanism (sendfile, copy_file_range, or writes of mapped chunks) and it has changed"
                    + " between JDK versions: measure again after an upgrade."));
    String truncation = Copies.truncationCaveat(w, "TRUNCATE_EXISTING");
    if (truncation != null) {
      caveats.add(truncation);
    }
    return List.copyOf(caveats);
  }

  @Override
  public final void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileChannel in = FileChannel.open(files.input(), StandardOpenOption.READ);
        FileChannel out = FileChannel.open(files.output(), Copies.TARGET)) {
      long size = in.size();
      long pos = 0;
      while (pos < size) {
        long n = transfer(in, out, pos, size - pos, probe);
        if (n <= 0) {
          break; // the source shrank: the short target fails verification
        }
        pos += n;
      }
    }
  }
}
