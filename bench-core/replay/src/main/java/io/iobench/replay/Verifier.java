package io.iobench.replay;

import io.iobench.workload.Content;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Checks that a round moved exactly the workload's bytes. Run 0 checks content (a CRC32C of every
 * byte read, every byte of the files written); measured rounds check the amounts, which is cheap
 * and catches a technique that stops early; a round whose pass was cut short at its time limit
 * checks that it stopped within the pass.
 */
final class Verifier {
  private Verifier() {}

  /** Null when the round is right, else what is wrong. */
  static String check(
      Workload w, WorkerMessages.RoundReply reply, boolean full, Path input, Path output)
      throws IOException {
    Operation op = w.operation();
    long expected = w.bytesPerRound() * reply.passes();
    if (reply.cut()) {
      // Its last pass stopped between two calls: some bytes, fewer than a whole pass's. The output
      // is as far as the pass got; run 0 checked a whole pass's.
      long before = w.bytesPerRound() * (reply.passes() - Math.max(1, reply.scale()));
      if (reply.bytes() <= before || reply.bytes() >= expected) {
        return String.format(
            Locale.ROOT,
            "moved %,d bytes in a round cut short, not between %,d and %,d",
            reply.bytes(),
            before,
            expected);
      }
      return null;
    }
    if (reply.bytes() != expected) {
      return String.format(Locale.ROOT, "moved %,d bytes instead of %,d", reply.bytes(), expected);
    }
    if ((op == Operation.WRITE || op == Operation.COPY)
        && (output == null || !Files.exists(output) || Files.size(output) != w.fileSize())) {
      return String.format(
          Locale.ROOT,
          "left an output of %,d bytes instead of %,d",
          output != null && Files.exists(output) ? Files.size(output) : 0,
          w.fileSize());
    }
    if (!full) {
      return null;
    }
    if (op == Operation.READ || op == Operation.UPDATE) {
      long checksum = Content.expectedChecksum(w);
      if (reply.checksum() != checksum) {
        return String.format(
            Locale.ROOT,
            "read other bytes than the file holds (CRC32C %08x, expected %08x)",
            reply.checksum(),
            checksum);
      }
    }
    if (op == Operation.UPDATE && !Content.matches(input, w.fileSize())) {
      return "changed the content of the file it updated";
    }
    if ((op == Operation.WRITE || op == Operation.COPY) && !Content.matches(output, w.fileSize())) {
      return "wrote other bytes than it was given";
    }
    return null;
  }
}
