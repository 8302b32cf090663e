package io.iobench.replay;

import io.iobench.format.HistogramCodec;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.technique.Technique;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;

/**
 * The forked JVM that replays one technique: one JVM per technique, so the JIT's work for one
 * technique never helps or hurts another. It reads a setup line and then one line per round from
 * stdin, and answers each round with one JSON line on stdout; anything else the JVM prints goes to
 * stderr, so it cannot break the protocol.
 */
public final class Worker {
  private Worker() {}

  public static void main(String[] args) throws Exception {
    PrintStream protocol =
        new PrintStream(
            new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line = in.readLine();
    if (line == null) {
      return;
    }
    WorkerMessages.Setup setup = WorkerMessages.JSON.readValue(line, WorkerMessages.Setup.class);
    Technique technique =
        Catalogue.byId(setup.technique())
            .orElseThrow(
                () -> new IllegalArgumentException("unknown technique " + setup.technique()));
    while ((line = in.readLine()) != null && !line.equals("quit")) {
      WorkerMessages.RoundRequest request =
          WorkerMessages.JSON.readValue(line, WorkerMessages.RoundRequest.class);
      WorkerMessages.RoundReply reply = round(technique, setup, request);
      protocol.println(WorkerMessages.JSON.writeValueAsString(reply));
    }
  }

  static WorkerMessages.RoundReply round(
      Technique technique, WorkerMessages.Setup setup, WorkerMessages.RoundRequest request) {
    java.util.List<String> inputs =
        request.inputs() == null || request.inputs().isEmpty()
            ? java.util.Collections.singletonList(null)
            : request.inputs();
    int scale = request.verify() ? 1 : Math.max(1, request.scale());
    io.iobench.workload.Workload w = scaled(setup.workload(), scale);
    boolean byteConsumer = w.callSize() == 1 && w.operation() == io.iobench.workload.Operation.READ;
    Probe[] probes = probes(w.threads(), request.verify(), setup.timeEvery(), byteConsumer);
    int repeat = request.verify() ? 1 : Math.max(1, request.repeat());
    // A workload over several files reads them one after the other, each with the technique's
    // own open and close: that is where many small files spend their time.
    ThreadedPass.Task pass =
        probe -> {
          for (String input : inputs) {
            technique.run(
                w,
                new RoundFiles(path(input), path(request.output()), path(request.sink())),
                probe);
          }
        };
    // A round of short passes begins with one of them untimed: the worker has been waiting for
    // its turn, and the first pass after a wait ran on cold caches (its core may be another one):
    // 2 x the time of the mapped lookups' later passes, in a round of 1.2 million calls. An app
    // doing this I/O in the thick of its work is hot. Rounds of a single pass keep it all.
    int untimed = repeat > 1 ? 1 : 0;
    try {
      long begun = System.nanoTime();
      long nanos = 0;
      long between = 0;
      for (int i = 0; i < repeat; i++) {
        if (i > 0) {
          long start = System.nanoTime();
          freshOutput(w, path(request.output()));
          between += System.nanoTime() - start;
        }
        Probe[] passProbes =
            i < untimed ? probes(w.threads(), false, setup.timeEvery(), byteConsumer) : probes;
        long passNanos = run(pass, passProbes);
        if (i >= untimed) {
          nanos += passNanos;
        }
      }
      fillWarmUp(pass, w, request, setup.timeEvery(), byteConsumer, begun);
      releaseMappings(technique, w);
      return reply(request.round(), repeat - untimed, scale, nanos, between, probes);
    } catch (Throwable t) {
      return WorkerMessages.RoundReply.failed(
          request.round(),
          t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage()));
    }
  }

  /**
   * After a round that wrote through a mapping, lets the GC unmap it before the runner deletes the
   * round's file (untimed). While a deleted file is still mapped its dirty pages stay, and their
   * writeback landed on whichever technique ran next: a 64 KiB forced write that follows one took
   * 205 µs at the median instead of 28 µs.
   */
  private static void releaseMappings(Technique technique, io.iobench.workload.Workload w)
      throws InterruptedException {
    if (technique.invasiveness() == io.iobench.technique.Invasiveness.MAPPING
        && w.operation() != io.iobench.workload.Operation.READ) {
      System.gc();
      Thread.sleep(10); // the cleaners run on the reference handler thread
    }
  }

  /**
   * Fills a warm-up round with untimed passes up to {@code minNanos}: its pass count came from the
   * round before, when the JIT may have been far from done (run 0 checksums every byte call by
   * call, so the JIT had compiled the verifying path), and a warm-up round of a few passes left the
   * mapped lookups still settling in the first measured round (2-3x the later rounds).
   */
  private static void fillWarmUp(
      ThreadedPass.Task pass,
      io.iobench.workload.Workload w,
      WorkerMessages.RoundRequest request,
      int timeEvery,
      boolean byteConsumer,
      long begun)
      throws Exception {
    while (System.nanoTime() - begun < request.minNanos()) {
      freshOutput(w, path(request.output()));
      run(pass, probes(w.threads(), false, timeEvery, byteConsumer));
    }
  }

  /** One pass, by as many threads as probes; returns its time. */
  private static long run(ThreadedPass.Task pass, Probe[] probes) throws Exception {
    if (probes.length == 1) {
      long start = System.nanoTime();
      pass.run(probes[0]);
      return System.nanoTime() - start;
    }
    return threaded(probes.length).run(pass, probes);
  }

  private static Probe[] probes(int threads, boolean verify, int timeEvery, boolean byteConsumer) {
    Probe[] probes = new Probe[threads];
    for (int i = 0; i < probes.length; i++) {
      probes[i] = new Probe(verify, timeEvery, byteConsumer);
    }
    return probes;
  }

  private static ThreadedPass threads;
  private static io.iobench.workload.Workload lastScaled;

  /**
   * The workload at {@code scale}, the same object round after round: its offsets are tabled per
   * object, and the table must be made once, not in every timed round.
   */
  private static io.iobench.workload.Workload scaled(io.iobench.workload.Workload w, int scale) {
    if (scale == 1) {
      return w;
    }
    io.iobench.workload.Workload last = lastScaled;
    io.iobench.workload.Workload wanted = w.scaled(scale);
    if (!wanted.equals(last)) {
      lastScaled = wanted;
      return wanted;
    }
    return last;
  }

  /** The worker's pool for multi-threaded reads, made on first use and kept. */
  private static synchronized ThreadedPass threaded(int count) {
    if (threads == null) {
      threads = new ThreadedPass(count);
    }
    return threads;
  }

  /**
   * One reply for all threads: their calls, bytes and latencies added up. Every thread read the
   * same bytes, so their checksums must agree; when they do not, the reply carries one that cannot
   * match the expected value.
   */
  private static WorkerMessages.RoundReply reply(
      int round, int repeat, int scale, long nanos, long between, Probe[] probes) {
    long calls = 0;
    long bytes = 0;
    long timed = 0;
    Histogram latency = new Histogram(3_600_000_000_000L, 2);
    long checksum = probes[0].checksum();
    for (Probe p : probes) {
      calls += p.calls();
      bytes += p.bytes();
      timed += p.timedCalls();
      latency.add(p.latency());
      if (p.checksum() != checksum) {
        checksum = -2;
      }
    }
    return new WorkerMessages.RoundReply(
        round,
        repeat,
        scale,
        nanos,
        between,
        calls,
        bytes,
        timed,
        HistogramCodec.encode(latency),
        checksum,
        null);
  }

  /** Between repetitions the output is made fresh again, as the runner makes it for a round. */
  private static void freshOutput(io.iobench.workload.Workload w, Path output)
      throws java.io.IOException {
    if (output == null) {
      return;
    }
    java.nio.file.Files.deleteIfExists(output);
    if (w.outputExists()) {
      ScratchFiles.preallocate(output, w.fileSize());
    }
  }

  private static Path path(String value) {
    return value == null ? null : Path.of(value);
  }
}
