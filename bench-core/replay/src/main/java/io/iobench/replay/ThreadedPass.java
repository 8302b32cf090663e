package io.iobench.replay;

import io.iobench.technique.Probe;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs one pass of a workload on several threads at once, each with its own probe, as the app's
 * threads read the same file. The threads live as long as the worker JVM, so a round does not pay
 * for starting them; a barrier starts them together and the pass lasts until the last finishes.
 */
final class ThreadedPass {
  /** One thread's share of a pass. */
  @FunctionalInterface
  interface Task {
    void run(Probe probe) throws Exception;
  }

  private final ExecutorService pool;
  private final int threads;

  ThreadedPass(int threads) {
    this.threads = threads;
    this.pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "iobench-replay-thread");
              t.setDaemon(true);
              return t;
            });
  }

  /** Runs the task on every thread with its probe; returns the wall time of the pass in ns. */
  long run(Task task, Probe[] probes) throws Exception {
    CyclicBarrier start = new CyclicBarrier(threads + 1);
    List<Future<?>> done = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      Probe probe = probes[i];
      done.add(
          pool.submit(
              () -> {
                start.await();
                task.run(probe);
                return null;
              }));
    }
    start.await();
    long begin = System.nanoTime();
    for (Future<?> f : done) {
      try {
        f.get();
      } catch (java.util.concurrent.ExecutionException e) {
        throw e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
      }
    }
    return System.nanoTime() - begin;
  }
}
