package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.agent.config.AgentConfig;
import io.iobench.format.RecordedOp;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SnapshotJsonTest {
  /**
   * The writer hands its output on at least every few kilobytes: a warm-up write still under way
   * when the JVM exits is abandoned at its next piece of output, so a buffer of its own in the
   * writer would make the profile's write at exit wait for the whole warm-up.
   */
  @Test
  void theWriterHandsItsOutputOnInPiecesOfAFewKilobytes() throws IOException {
    List<String> errors = new ArrayList<>();
    Recording rec = new Recording(AgentConfig.parse("", 1), errors::add);
    DispatcherCalls d = new DispatcherCalls(rec);
    Object stream = new Object();
    for (int i = 0; i < 2_000; i++) {
      d.call("/data/file-" + i + ".bin", RecordedOp.FIS_READ, stream, -1, 8, 0, 8, null);
    }
    Pieces out = new Pieces();
    new SnapshotJson(ProfileHeader.current("test", 1, "cmd")).write(rec.snapshot(), true, out);
    assertTrue(out.total > 200_000, "a profile of some size: " + out.total);
    assertTrue(out.largest <= 16_384, "the largest piece: " + out.largest);
    assertTrue(errors.isEmpty(), errors.toString());
  }

  private static final class Pieces extends OutputStream {
    long total;
    int largest;

    @Override
    public void write(int b) {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      total += len;
      largest = Math.max(largest, len);
    }
  }
}
