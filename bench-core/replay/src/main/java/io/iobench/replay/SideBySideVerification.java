package io.iobench.replay;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Run 0 of a plan's workers, side by side: as many workers at a time as there are processors, the
 * techniques sharing a worker one after the other. Run 0 only checks the bytes and gives a first
 * pass time, which the warm-up rounds calibrate again, so it need not run alone as the measured
 * rounds do; a byte-at-a-time verifying pass over a megabyte takes a second, and the workers' JVMs
 * starting meanwhile keep both cores busy for as long.
 */
final class SideBySideVerification implements AutoCloseable {
  /** One worker's share of the work. */
  @FunctionalInterface
  interface Task {
    void run() throws IOException;
  }

  private final ExecutorService pool;
  private final List<Future<?>> submitted = new ArrayList<>();

  /**
   * @param tasks how many tasks will be submitted at most: no more threads than that are made
   */
  SideBySideVerification(int tasks) {
    int threads = Math.min(tasks, Runtime.getRuntime().availableProcessors());
    this.pool = Executors.newFixedThreadPool(Math.max(1, threads));
  }

  void submit(Task task) {
    submitted.add(
        pool.submit(
            () -> {
              task.run();
              return null;
            }));
  }

  /** Waits for every task; the first one's failure is thrown as it was. */
  void awaitAll() throws IOException {
    try {
      for (Future<?> f : submitted) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while verifying");
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io) {
        throw io;
      }
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IOException(cause);
    }
  }

  /** Stops what is still running: after a failure, the plan's workers are closed next. */
  @Override
  public void close() {
    pool.shutdownNow();
  }
}
