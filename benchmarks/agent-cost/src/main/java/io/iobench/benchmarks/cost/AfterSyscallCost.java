package io.iobench.benchmarks.cost;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.recording.Recording;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import io.iobench.format.RecordedOp;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * What iobench's recording path costs right after a system call, against what it costs alone, in
 * one JVM and without instrumentation: the path is called directly, as the inlined advice calls it
 * ({@code IoDispatch.enter} and {@code exit} against a real {@link Recording}), once after each
 * one-byte {@code FileInputStream.read()} and once in a loop of its own. The same is done with a
 * stand-in of the same shape and no iobench code at all (read-modify-writes of as many long fields,
 * in as many objects, as the recording path touches), so the effect of the system call on any such
 * code is seen beside the effect on iobench's; and with two reads of the clock, what every timed
 * call adds.
 *
 * <p>Short windows of every variant alternate in a shuffled order each round; a variant's cost
 * after the call is its window's time per call minus that of the bare reads' window in the same
 * round.
 *
 * <p>Arguments: {@code [rounds] [window-ms] [agent options | dispatch-only]}. It runs from the
 * module's classes and libraries (the agent's classes are not in agent-cost.jar), in a JVM of its
 * own per run; the JIT lays the loops out differently from one JVM to the next, and the cost after
 * the call moves with that, so compare runs of several JVMs: {@code
 * benchmarks/after-syscall-cost.sh} runs five of the default mode and one of each other mode.
 */
public final class AfterSyscallCost {
  private static final int FIS_READ = RecordedOp.FIS_READ.ordinal();
  private static final String PATH = "/iobench/after-syscall-cost";

  /**
   * In place of agent options: the dispatcher alone, with a recorder that does nothing (its thread
   * state, the re-entry guard, the stream's identity and two calls to the recorder).
   */
  private static final String DISPATCH_ONLY = "dispatch-only";

  /** The stand-in's objects: as many as the cache lines the recording path writes. */
  private static final int LINES = 6;

  private enum Variant {
    READ("FileInputStream.read() alone"),
    READ_AND_PATH("read(), then the recording path"),
    PATH("the recording path alone"),
    READ_AND_STAND_IN("read(), then the stand-in"),
    STAND_IN("the stand-in alone"),
    READ_AND_CLOCKS("read(), then two System.nanoTime()"),
    CLOCKS("two System.nanoTime() alone");

    final String label;

    Variant(String label) {
      this.label = label;
    }
  }

  /** What runs after each read, the variant that runs it so, and the variant that runs it alone. */
  private record Piece(String name, Variant afterRead, Variant alone) {}

  private static final List<Piece> PIECES =
      List.of(
          new Piece("recording path", Variant.READ_AND_PATH, Variant.PATH),
          new Piece("stand-in (" + LINES + " lines)", Variant.READ_AND_STAND_IN, Variant.STAND_IN),
          new Piece("two clock reads", Variant.READ_AND_CLOCKS, Variant.CLOCKS));

  private final FileInputStream[] in = new FileInputStream[1];
  private final Path file;
  private final long[][] lines = new long[LINES][];
  private long sink;

  private AfterSyscallCost(Path file) throws IOException {
    this.file = file;
    in[0] = new FileInputStream(file.toFile());
    for (int i = 0; i < LINES; i++) {
      // Apart from one another, as the thread state, the recorder and the key's counters are.
      lines[i] = new long[16];
      sink += new byte[4096 * (i + 1)].length;
    }
  }

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
    int windowMillis = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    String options = args.length > 2 ? args[2] : "";
    if (options.equals(DISPATCH_ONLY)) {
      NoRecorder none = new NoRecorder();
      IoDispatch.install(none, none);
    } else {
      Recording recording =
          new Recording(
              AgentConfig.parse(options, ProcessHandle.current().pid()), System.err::println);
      IoDispatch.install(recording, recording.fallbackRecorder());
    }
    Path file = Files.createTempFile("iobench-after-syscall-", ".bin");
    try {
      byte[] data = new byte[32 << 20];
      new Random(42).nextBytes(data);
      Files.write(file, data);
      new AfterSyscallCost(file).run(rounds, windowMillis, options);
    } finally {
      IoDispatch.uninstall();
      Files.delete(file);
    }
  }

  private void run(int rounds, int windowMillis, String options) throws IOException {
    Map<Variant, List<Double>> perCall =
        ShuffledWindows.run(Variant.class, rounds, windowMillis, this::window);
    ShuffledWindows.printHeader(options, rounds, windowMillis);
    System.out.printf(
        Locale.ROOT,
        "  %-44s %.0f ns per call%n",
        Variant.READ.label,
        AddedCost.median(perCall.get(Variant.READ)));
    for (Piece piece : PIECES) {
      AddedCost afterRead = new AddedCost();
      AddedCost alone = new AddedCost();
      for (int r = 0; r < rounds; r++) {
        afterRead.add(perCall.get(piece.afterRead).get(r), perCall.get(Variant.READ).get(r));
        alone.add(perCall.get(piece.alone).get(r), 0);
      }
      ShuffledWindows.print(piece.name + " after the read", afterRead);
      ShuffledWindows.print(piece.name + " alone", alone);
    }
    if (sink == 42) {
      System.out.println();
    }
  }

  private double window(Variant v, int n) throws IOException {
    long t0 = System.nanoTime();
    switch (v) {
      case READ -> reads(n);
      case READ_AND_PATH -> readsAndPath(n);
      case PATH -> path(n);
      case READ_AND_STAND_IN -> readsAndStandIn(n);
      case STAND_IN -> standIn(n);
      case READ_AND_CLOCKS -> readsAndClocks(n);
      case CLOCKS -> clocks(n);
    }
    return (System.nanoTime() - t0) / (double) n;
  }

  private int read() throws IOException {
    int b = in[0].read();
    if (b < 0) {
      in[0].close();
      in[0] = new FileInputStream(file.toFile());
    }
    return b;
  }

  private void reads(int n) throws IOException {
    long s = 0;
    for (int i = 0; i < n; i++) {
      s += read();
    }
    sink += s;
  }

  private void readsAndPath(int n) throws IOException {
    long s = 0;
    for (int i = 0; i < n; i++) {
      int b = read();
      s += b;
      recordingPath(b);
    }
    sink += s;
  }

  private void path(int n) {
    for (int i = 0; i < n; i++) {
      recordingPath(1);
    }
  }

  private void readsAndStandIn(int n) throws IOException {
    long s = 0;
    for (int i = 0; i < n; i++) {
      int b = read();
      s += b;
      standInCall(b);
    }
    sink += s;
  }

  private void standIn(int n) {
    for (int i = 0; i < n; i++) {
      standInCall(1);
    }
  }

  private void readsAndClocks(int n) throws IOException {
    long s = 0;
    for (int i = 0; i < n; i++) {
      s += read();
      s += System.nanoTime() - System.nanoTime();
    }
    sink += s;
  }

  private void clocks(int n) {
    long s = 0;
    for (int i = 0; i < n; i++) {
      s += System.nanoTime() - System.nanoTime();
    }
    sink += s;
  }

  private void recordingPath(int b) {
    ThreadState s = IoDispatch.enter(PATH, null, FIS_READ, in[0], -1, 1, 0);
    IoDispatch.exit(s, b < 0 ? IoDispatch.EOF : 1, null);
  }

  private void standInCall(int b) {
    long[][] l = lines;
    for (int i = 0; i < LINES; i++) {
      l[i][0] += b;
      l[i][1]++;
    }
  }
}
