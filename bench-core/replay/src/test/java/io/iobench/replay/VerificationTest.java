package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.technique.Technique;
import io.iobench.workload.Content;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A technique that moves other bytes than the workload's is an error, not a result. */
class VerificationTest {
  private static final RoundRules RULES =
      new RoundRules(new ReplaySettings(2, 5, Path.of("."), CacheMode.WARM, List.of()));

  @TempDir Path dir;

  private final Workload read = Workload.sequential("r", Operation.READ, 100_000, 4096);
  private final Workload write = Workload.sequential("w", Operation.WRITE, 100_000, 4096);

  @Test
  void aCorrectReaderPasses() throws IOException {
    Path input = input();
    WorkerMessages.RoundReply reply = round(new Reader(false), read, input, null);
    assertNull(reply.error());
    assertNull(Verifier.check(read, reply, true, input, null));
  }

  @Test
  void aReaderThatSkipsOneByteIsCaughtByItsChecksum() throws IOException {
    Path input = input();
    WorkerMessages.RoundReply reply = round(new Reader(true), read, input, null);
    String wrong = Verifier.check(read, reply, true, input, null);
    assertNotNull(wrong);
    assertTrue(wrong.contains("CRC32C") || wrong.contains("bytes"), wrong);
  }

  @Test
  void aWriterOfOtherBytesIsCaughtByTheContentOfItsFile() throws IOException {
    Path output = dir.resolve("out");
    WorkerMessages.RoundReply reply = round(new Writer(true), write, null, output);
    assertEquals(
        "wrote other bytes than it was given", Verifier.check(write, reply, true, null, output));
    Path good = dir.resolve("good");
    reply = round(new Writer(false), write, null, good);
    assertNull(Verifier.check(write, reply, true, null, good));
  }

  @Test
  void aWorkloadOverSeveralFilesReadsThemAllInOrder() throws IOException {
    Workload three = Workload.sequential("many", Operation.READ, 10_000, 4096).withFiles(3);
    List<String> inputs = new java.util.ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Path input = dir.resolve("many-" + i);
      Content.writeFile(input, three.fileSize());
      inputs.add(input.toString());
    }
    Reader reader = new Reader(false);
    WorkerMessages.RoundReply reply =
        Worker.round(reader, three, verifying(three, reader, inputs, null));
    assertEquals(30_000, reply.bytes());
    assertNull(Verifier.check(three, reply, true, null, null));
    reply = Worker.round(reader, three, verifying(three, reader, inputs.subList(0, 2), null));
    assertNotNull(Verifier.check(three, reply, true, null, null));
  }

  @Test
  void threadsReadingAtOnceEachDeliverEveryByte() throws IOException {
    Path input = input();
    Workload four = read.withThreads(4);
    Reader reader = new Reader(false);
    WorkerMessages.RoundReply reply =
        Worker.round(reader, four, verifying(four, reader, List.of(input.toString()), null));
    assertNull(reply.error());
    assertEquals(4 * read.fileSize(), reply.bytes());
    assertNull(Verifier.check(four, reply, true, input, null));
  }

  @Test
  void aMeasuredRoundThatStopsEarlyIsCaughtByItsByteCount() throws IOException {
    WorkerMessages.RoundReply shortRound =
        new WorkerMessages.RoundReply(3, 1, 1, 10, 0, 10, 99_999, 10, null, -1, 1, null);
    assertEquals(
        "moved 99,999 bytes instead of 100,000",
        Verifier.check(read, shortRound, false, null, null));
  }

  @Test
  void aThrowingTechniqueReportsItsErrorInsteadOfAResult() {
    Technique failing =
        new Reader(false) {
          @Override
          public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
            throw new IOException("disk on fire");
          }
        };
    WorkerMessages.RoundReply reply = round(failing, read, dir.resolve("missing"), null);
    assertEquals("IOException: disk on fire", reply.error());
  }

  /** Run 0, the verifying round, of {@code t} on {@code w}. */
  private WorkerMessages.RoundReply round(Technique t, Workload w, Path input, Path output) {
    List<String> inputs = input == null ? List.of() : List.of(input.toString());
    return Worker.round(t, w, verifying(w, t, inputs, output));
  }

  /** Run 0's plan, as the runner's rules make it. */
  private static RoundPlan verifying(Workload w, Technique t, List<String> inputs, Path output) {
    RoundPlan plan = RULES.plan(0, w, t, Calibration.NONE, inputs, s(output), null);
    assertTrue(plan.verifyBytes(), "run 0 verifies");
    return plan;
  }

  private Path input() throws IOException {
    Path input = dir.resolve("in");
    Content.writeFile(input, read.fileSize());
    return input;
  }

  private static String s(Path p) {
    return p == null ? null : p.toString();
  }

  /** Reads with a byte[]; when {@code skipOne}, drops the first byte as an off-by-one bug would. */
  private static class Reader extends TestTechnique {
    private final boolean skipOne;

    Reader(boolean skipOne) {
      super(Operation.READ);
      this.skipOne = skipOne;
    }

    @Override
    public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
      try (InputStream in = new FileInputStream(files.input().toFile())) {
        if (skipOne) {
          in.skip(1);
        }
        byte[] buffer = new byte[w.callSize()];
        int n;
        while (true) {
          long t = probe.begin();
          n = in.read(buffer);
          probe.end(t, Math.max(0, n));
          if (n < 0) {
            break;
          }
          probe.data(buffer, 0, n);
        }
      }
    }
  }

  /** Writes the content, or with {@code corrupt} the content with one byte changed. */
  private static final class Writer extends TestTechnique {
    private final boolean corrupt;

    Writer(boolean corrupt) {
      super(Operation.WRITE);
      this.corrupt = corrupt;
    }

    @Override
    public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
      byte[] all = new byte[(int) w.fileSize()];
      Content.fill(all, 0, all.length, 0);
      if (corrupt) {
        all[777] ^= 1;
      }
      try (FileOutputStream out = new FileOutputStream(files.output().toFile())) {
        long t = probe.begin();
        out.write(all);
        probe.end(t, all.length);
      }
    }
  }

  private abstract static class TestTechnique implements Technique {
    private final Operation operation;

    TestTechnique(Operation operation) {
      this.operation = operation;
    }

    @Override
    public String id() {
      return "test/" + operation;
    }

    @Override
    public String family() {
      return "test";
    }

    @Override
    public String title() {
      return "test technique";
    }

    @Override
    public Operation operation() {
      return operation;
    }

    @Override
    public int bufferSize() {
      return 4096;
    }

    @Override
    public Invasiveness invasiveness() {
      return Invasiveness.BUFFER_SIZE;
    }

    @Override
    public boolean appliesTo(Workload workload) {
      return workload.operation() == operation;
    }

    @Override
    public String code(Workload workload) {
      return "";
    }

    @Override
    public List<String> caveats(Workload workload) {
      return List.of();
    }
  }
}
