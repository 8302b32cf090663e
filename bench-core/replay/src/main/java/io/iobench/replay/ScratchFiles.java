package io.iobench.replay;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Files the runner and the workers prepare outside the timed region. */
final class ScratchFiles {
  private ScratchFiles() {}

  /**
   * Makes {@code output} fresh as {@code how} says: whatever the pass before left there is deleted,
   * and a full-size output of {@code size} bytes is written again.
   */
  static void makeFresh(Path output, FreshOutput how, long size) throws IOException {
    if (how == FreshOutput.NONE) {
      return;
    }
    Files.deleteIfExists(output);
    if (how == FreshOutput.FULL_SIZE) {
      preallocate(output, size);
    }
  }

  /** A preallocated output is written in full (zeros) so its blocks exist, not just its length. */
  private static void preallocate(Path output, long size) throws IOException {
    byte[] zeros = new byte[1 << 20];
    try (OutputStream out = Files.newOutputStream(output)) {
      for (long done = 0; done < size; done += zeros.length) {
        out.write(zeros, 0, (int) Math.min(zeros.length, size - done));
      }
    }
  }
}
