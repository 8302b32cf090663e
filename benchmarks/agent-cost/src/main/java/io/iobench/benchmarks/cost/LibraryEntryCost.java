package io.iobench.benchmarks.cost;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.recording.Recording;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import io.iobench.format.RecordedOp;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the counter the agent adds to a library's method costs each call of the app into it, in one
 * JVM: {@code IoDispatch.enterLibrary} and {@code exitLibrary} called as the bracket the agent
 * weaves into the method calls them, against a real {@link Recording}, around a method body of a
 * few nanoseconds. Once around the body alone (a library method the app calls often without
 * reaching a file: it pays the counter all the same) and once around a recorded file call (the
 * recording path of an eight-byte FileOutputStream write, without the system call: the counter then
 * also times the file call whole, keeps its place and counts the library call at its end). Short
 * windows of the four variants alternate in a shuffled order each round; the added cost of a round
 * is a variant's time per call minus that of the same calls without the counter in the same round.
 *
 * <p>Arguments: {@code [rounds] [window-ms] [agent options]}; {@code
 * benchmarks/library-entry-cost.sh} runs it in several JVMs.
 */
public final class LibraryEntryCost {
  private static final int FOS_WRITE = RecordedOp.FOS_WRITE.ordinal();
  private static final String PATH = "/iobench/library-entry-cost";

  private enum Variant {
    BODY("the method's body"),
    COUNTED_BODY("the body inside the counter"),
    FILE_CALL("a recorded file call"),
    COUNTED_FILE_CALL("a recorded file call inside the counter");

    final String label;

    Variant(String label) {
      this.label = label;
    }
  }

  private final Object stream = new Object();
  private long sink;

  private LibraryEntryCost() {}

  public static void main(String[] args) throws IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    int windowMillis = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    String options = args.length > 2 ? args[2] : "";
    Recording recording =
        new Recording(
            AgentConfig.parse(options, ProcessHandle.current().pid()), System.err::println);
    IoDispatch.install(recording, recording.fallbackRecorder());
    try {
      new LibraryEntryCost().run(rounds, windowMillis, options);
    } finally {
      IoDispatch.uninstall();
    }
  }

  private void run(int rounds, int windowMillis, String options) throws IOException {
    Map<Variant, List<Double>> perCall =
        ShuffledWindows.run(Variant.class, rounds, windowMillis, this::window);
    ShuffledWindows.printHeader(options, rounds, windowMillis);
    for (Variant v : List.of(Variant.BODY, Variant.FILE_CALL)) {
      System.out.printf(
          Locale.ROOT, "  %-44s %.1f ns per call%n", v.label, AddedCost.median(perCall.get(v)));
    }
    ShuffledWindows.print(
        "the counter around the body", added(perCall, Variant.COUNTED_BODY, Variant.BODY));
    ShuffledWindows.print(
        "the counter around the file call",
        added(perCall, Variant.COUNTED_FILE_CALL, Variant.FILE_CALL));
    if (sink == 42) {
      System.out.println();
    }
  }

  private static AddedCost added(
      Map<Variant, List<Double>> perCall, Variant with, Variant without) {
    AddedCost cost = new AddedCost();
    for (int r = 0; r < perCall.get(with).size(); r++) {
      cost.add(perCall.get(with).get(r), perCall.get(without).get(r));
    }
    return cost;
  }

  private double window(Variant v, int n) {
    long t0 = System.nanoTime();
    switch (v) {
      case BODY -> bodies(n);
      case COUNTED_BODY -> countedBodies(n);
      case FILE_CALL -> fileCalls(n);
      case COUNTED_FILE_CALL -> countedFileCalls(n);
    }
    return (System.nanoTime() - t0) / (double) n;
  }

  private void bodies(int n) {
    for (int i = 0; i < n; i++) {
      body(i);
    }
  }

  private void countedBodies(int n) {
    for (int i = 0; i < n; i++) {
      IoDispatch.enterLibrary();
      try {
        body(i);
      } finally {
        IoDispatch.exitLibrary();
      }
    }
  }

  private void fileCalls(int n) {
    for (int i = 0; i < n; i++) {
      fileCall();
    }
  }

  private void countedFileCalls(int n) {
    for (int i = 0; i < n; i++) {
      IoDispatch.enterLibrary();
      try {
        fileCall();
      } finally {
        IoDispatch.exitLibrary();
      }
    }
  }

  /** A library method's own work, a few nanoseconds the JIT cannot drop. */
  private void body(int i) {
    long x = sink + i;
    x ^= x << 13;
    x ^= x >>> 7;
    sink = x ^ (x << 17);
  }

  /** The recording path of an eight-byte FileOutputStream write, as the inlined advice calls it. */
  private void fileCall() {
    ThreadState s = IoDispatch.enter(PATH, null, FOS_WRITE, stream, -1, 8, 0);
    IoDispatch.exit(s, 8, null);
  }
}
