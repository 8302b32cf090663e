package io.iobench.replay;

import io.iobench.technique.Catalogue;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.technique.Technique;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
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
    PrintStream protocol = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
        StandardCharsets.UTF_8);
    System.setOut(System.err);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line = in.readLine();
    if (line == null) {
      return;
    }
    WorkerMessages.Setup setup = WorkerMessages.JSON.readValue(line, WorkerMessages.Setup.class);
    Technique technique = Catalogue.byId(setup.technique())
        .orElseThrow(() -> new IllegalArgumentException("unknown technique " + setup.technique()));
    while ((line = in.readLine()) != null && !line.equals("quit")) {
      WorkerMessages.RoundRequest request = WorkerMessages.JSON.readValue(line, WorkerMessages.RoundRequest.class);
      WorkerMessages.RoundReply reply = round(technique, setup, request);
      protocol.println(WorkerMessages.JSON.writeValueAsString(reply));
    }
  }

  static WorkerMessages.RoundReply round(
      Technique technique, WorkerMessages.Setup setup, WorkerMessages.RoundRequest request) {
    java.util.List<String> inputs = request.inputs() == null || request.inputs().isEmpty()
        ? java.util.Collections.singletonList(null) : request.inputs();
    io.iobench.workload.Workload w = setup.workload();
    boolean byteConsumer = w.callSize() == 1 && w.operation() == io.iobench.workload.Operation.READ;
    Probe probe = new Probe(request.verify(), setup.timeEvery(), byteConsumer);
    int repeat = request.verify() ? 1 : Math.max(1, request.repeat());
    try {
      long nanos = 0;
      for (int i = 0; i < repeat; i++) {
        if (i > 0) {
          freshOutput(w, path(request.output()));
        }
        // A workload over several files reads them one after the other, each with the technique's
        // own open and close: that is where many small files spend their time.
        long start = System.nanoTime();
        for (String input : inputs) {
          technique.run(w, new RoundFiles(path(input), path(request.output()), path(request.sink())), probe);
        }
        nanos += System.nanoTime() - start;
      }
      return new WorkerMessages.RoundReply(request.round(), repeat, nanos, probe.calls(), probe.bytes(),
          probe.timedCalls(), encode(probe.latency()), probe.checksum(), null);
    } catch (Throwable t) {
      return WorkerMessages.RoundReply.failed(request.round(), t.getClass().getSimpleName()
          + (t.getMessage() == null ? "" : ": " + t.getMessage()));
    }
  }

  /** Between repetitions the output is made fresh again, as the runner makes it for a round. */
  private static void freshOutput(io.iobench.workload.Workload w, Path output) throws java.io.IOException {
    if (output == null) {
      return;
    }
    java.nio.file.Files.deleteIfExists(output);
    if (w.preallocated()) {
      ScratchFiles.preallocate(output, w.fileSize());
    }
  }

  private static Path path(String value) {
    return value == null ? null : Path.of(value);
  }

  static String encode(Histogram histogram) {
    ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
    int length = histogram.encodeIntoCompressedByteBuffer(buffer);
    return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
  }
}
