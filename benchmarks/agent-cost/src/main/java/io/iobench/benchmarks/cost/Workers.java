package io.iobench.benchmarks.cost;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The threads that make the measured calls: the same threads all run long, each with its own stream
 * or channel per case, so a window measures calls and not a thread's or a stream's start.
 */
final class Workers implements AutoCloseable {
  private final ExecutorService pool;
  private final CallCase.Caller[][] callers;
  private final Map<CallCase, Long> marked = new EnumMap<>(CallCase.class);
  private volatile long sink;

  Workers(Path dir, int threads) throws IOException {
    pool = Executors.newFixedThreadPool(threads, r -> new Thread(r, "cost-worker"));
    callers = new CallCase.Caller[threads][CallCase.values().length];
    for (CallCase.Caller[] own : callers) {
      for (CallCase c : CallCase.values()) {
        own[c.ordinal()] = c.open(dir.resolve(c.fileName));
      }
    }
    mark();
  }

  /**
   * One window: each of the row's threads makes {@code calls} calls, all starting together.
   *
   * @return nanoseconds per call, the mean of the threads' own
   */
  double window(Row row, int calls) throws Exception {
    CountDownLatch go = new CountDownLatch(1);
    List<Future<Long>> elapsed = new ArrayList<>();
    for (int t = 0; t < row.threads(); t++) {
      CallCase.Caller caller = callers[t][row.call().ordinal()];
      elapsed.add(pool.submit(() -> time(caller, calls, go)));
    }
    go.countDown();
    double sum = 0;
    for (Future<Long> f : elapsed) {
      sum += f.get();
    }
    return sum / row.threads() / calls;
  }

  private long time(CallCase.Caller caller, int calls, CountDownLatch go) throws Exception {
    go.await();
    long result = 0;
    long start = System.nanoTime();
    for (int i = 0; i < calls; i++) {
      result += caller.call();
    }
    long nanos = System.nanoTime() - start;
    sink += result;
    return nanos;
  }

  /** Starts counting calls afresh. */
  void mark() {
    for (CallCase c : CallCase.values()) {
      marked.put(c, total(c));
    }
  }

  /** The calls of each case made since {@link #mark}. */
  Map<CallCase, Long> sinceMark() {
    Map<CallCase, Long> made = new EnumMap<>(CallCase.class);
    for (CallCase c : CallCase.values()) {
      made.put(c, total(c) - marked.get(c));
    }
    return made;
  }

  private long total(CallCase c) {
    long calls = 0;
    for (CallCase.Caller[] own : callers) {
      calls += own[c.ordinal()].calls;
    }
    return calls;
  }

  @Override
  public void close() throws Exception {
    pool.shutdownNow();
    for (CallCase.Caller[] own : callers) {
      for (CallCase.Caller caller : own) {
        caller.close();
      }
    }
  }
}
