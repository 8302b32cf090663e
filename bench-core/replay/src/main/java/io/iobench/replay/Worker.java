package io.iobench.replay;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.iobench.format.HistogramCodec;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.technique.Technique;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The forked JVM that replays a technique, or the sizes of one (see {@link WorkerGroups} for which
 * share a JVM and why no others do). It reads a setup line and then one line per round from stdin,
 * and answers each round with one JSON line on stdout; anything else the JVM prints goes to stderr,
 * so it cannot break the protocol. A round does exactly what its {@link RoundPlan} says: the rules
 * are {@link RoundRules}', not the worker's.
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
    WorkerMessages.Setup setup = RecordLines.read(line, WorkerMessages.Setup.class);
    Map<String, Technique> techniques = new HashMap<>();
    for (String id : setup.techniques()) {
      techniques.put(
          id,
          Catalogue.byId(id)
              .orElseThrow(() -> new IllegalArgumentException("unknown technique " + id)));
    }
    while ((line = in.readLine()) != null && !line.equals("quit")) {
      protocol.println(RecordLines.write(answer(techniques, setup.workload(), line)));
    }
  }

  /**
   * The reply to one line from the runner: the round it plans, by the technique it names, or a
   * failure (round -1) when the line is not a complete and valid plan or names a technique this
   * worker was not set up with, so that the runner reports it instead of a round the worker would
   * have made up.
   */
  static WorkerMessages.RoundReply answer(
      Map<String, Technique> techniques, Workload workload, String line) {
    RoundPlan plan;
    try {
      plan = RecordLines.read(line, RoundPlan.class);
    } catch (JsonProcessingException e) {
      return WorkerMessages.RoundReply.failed(
          -1, "unreadable round plan: " + e.getOriginalMessage());
    }
    Technique technique = techniques.get(plan.technique());
    if (technique == null) {
      return WorkerMessages.RoundReply.failed(
          plan.round(),
          "round plan for " + plan.technique() + ", not one of " + techniques.keySet());
    }
    return round(technique, workload, plan);
  }

  /** Runs one round exactly as {@code plan} says, and replies what its timed passes did. */
  static WorkerMessages.RoundReply round(Technique technique, Workload workload, RoundPlan plan) {
    List<String> inputs = plan.inputs().isEmpty() ? Collections.singletonList(null) : plan.inputs();
    Path output = path(plan.output());
    try {
      Workload w = scaled(workload, plan.scale());
      boolean byteConsumer = w.callSize() == 1 && w.operation() == Operation.READ;
      Probe[] probes = probes(w.threads(), plan.verifyBytes(), plan.timeEvery(), byteConsumer);
      // A workload over several files reads them one after the other, each with the technique's
      // own open and close: that is where many small files spend their time.
      ThreadedPass.Task pass =
          probe -> {
            for (String input : inputs) {
              technique.run(w, new RoundFiles(path(input), output, path(plan.sink())), probe);
            }
          };
      long begun = System.nanoTime();
      long nanos = 0;
      long between = 0;
      double share = 1;
      for (int i = 0; i < plan.passes(); i++) {
        if (i > 0) {
          long start = System.nanoTime();
          ScratchFiles.makeFresh(output, plan.freshOutput(), w.fileSize());
          between += System.nanoTime() - start;
        }
        boolean cut = plan.cutNanos() > 0 && probes.length == 1;
        if (i < plan.untimedPasses()) {
          Probe[] untimed = untimedProbes(w, plan, byteConsumer);
          if (cut) {
            runUntil(pass, untimed[0], System.nanoTime() + plan.cutNanos() / RoundPlan.LEADING_CUT);
          } else {
            run(pass, untimed);
          }
        } else if (cut) {
          long start = System.nanoTime();
          if (runUntil(pass, probes[0], start + plan.cutNanos())) {
            share = cutShare(probes[0].bytes(), workload.bytesPerRound() * plan.scale());
          }
          nanos += System.nanoTime() - start;
        } else {
          nanos += run(pass, probes);
        }
      }
      // Untimed passes until the round has lasted its fill time.
      while (System.nanoTime() - begun < plan.fillNanos()) {
        ScratchFiles.makeFresh(output, plan.freshOutput(), w.fileSize());
        run(pass, untimedProbes(w, plan, byteConsumer));
      }
      if (plan.releaseMappings()) {
        releaseMappings();
      }
      return reply(plan.round(), plan.timedPasses(), plan.scale(), nanos, between, share, probes);
    } catch (Throwable t) {
      return WorkerMessages.RoundReply.failed(
          plan.round(),
          t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage()));
    }
  }

  /**
   * Lets the GC unmap what the technique mapped, before the runner deletes the round's file (see
   * {@link RoundRules#releasesMappings}).
   */
  private static void releaseMappings() throws InterruptedException {
    System.gc();
    Thread.sleep(10); // the cleaners run on the reference handler thread
  }

  /** Probes whose counts nobody reads: an untimed pass's, never checksumming. */
  private static Probe[] untimedProbes(Workload w, RoundPlan plan, boolean byteConsumer) {
    return probes(w.threads(), false, plan.timeEvery(), byteConsumer);
  }

  /**
   * One pass on one thread, ended at its first timed call after {@code deadline}; returns whether
   * it was cut there rather than run whole.
   */
  private static boolean runUntil(ThreadedPass.Task pass, Probe probe, long deadline)
      throws Exception {
    probe.cutAt(deadline);
    try {
      pass.run(probe);
      return false;
    } catch (Probe.PassCut cut) {
      return true;
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
  private static final Map<Integer, Workload> SCALED = new HashMap<>();

  /**
   * The workload at {@code scale}, the same object round after round: its offsets are tabled per
   * object, and the table must be made once, not in every timed round. One per scale, as the
   * techniques sharing a worker run at scales of their own.
   */
  private static Workload scaled(Workload w, int scale) {
    if (scale == 1) {
      return w;
    }
    Workload known = SCALED.get(scale);
    if (known == null || !known.equals(w.scaled(scale))) {
      known = w.scaled(scale);
      SCALED.put(scale, known);
    }
    return known;
  }

  /** The worker's pool for multi-threaded reads, made on first use and kept. */
  private static synchronized ThreadedPass threaded(int count) {
    if (threads == null) {
      threads = new ThreadedPass(count);
    }
    return threads;
  }

  /**
   * The share of a pass a cut pass made: its bytes over a whole pass's. A pass cut before it moved
   * a byte cannot be scaled up to a whole one.
   */
  static double cutShare(long moved, long wholePass) {
    if (moved <= 0 || wholePass <= 0) {
      throw new IllegalStateException(
          "the pass was cut before it moved a byte: its time says nothing of a whole one");
    }
    return Math.min(1, (double) moved / wholePass);
  }

  /**
   * One reply for all threads: their calls, bytes and latencies added up. Every thread read the
   * same bytes, so their checksums must agree; when they do not, the reply carries one that cannot
   * match the expected value.
   */
  private static WorkerMessages.RoundReply reply(
      int round,
      int timedPasses,
      int scale,
      long nanos,
      long between,
      double share,
      Probe[] probes) {
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
        timedPasses,
        scale,
        nanos,
        between,
        calls,
        bytes,
        timed,
        HistogramCodec.encode(latency),
        checksum,
        share,
        null);
  }

  private static Path path(String value) {
    return value == null ? null : Path.of(value);
  }
}
