package io.iobench.benchmarks.library;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What the library proof's Jackson phase saves per value, part by part, in one JVM: where its
 * realized saving goes beyond what iobench predicts from the file calls. Alternates short windows
 * of the phase's two ways of writing (a {@code writeValue} per value on a bare FileOutputStream;
 * one SequenceWriter over a BufferedOutputStream), the first with its writes timed as the agent
 * times a file call, and the same two ways onto a stream that writes nothing. Prints, per value,
 * the medians over the rounds.
 *
 * <pre>
 * ValueWriteCost DIR [ROUNDS=40] [VALUES=20000]
 * </pre>
 */
public final class ValueWriteCost {
  private ValueWriteCost() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      System.err.println("usage: ValueWriteCost DIR [ROUNDS=40] [VALUES=20000]");
      System.exit(2);
    }
    Path file = Paths.get(args[0]).resolve("value-write-cost.json");
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 40;
    int values = args.length > 2 ? Integer.parseInt(args[2]) : 20_000;
    ObjectMapper mapper = new ObjectMapper();
    mapper.getFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    ObjectWriter sequence = mapper.writer().without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);
    List<double[]> kept = new ArrayList<>();
    for (int round = -rounds / 4; round < rounds; round++) {
      TimedWrites timed = new TimedWrites(new FileOutputStream(file.toFile()));
      long t0 = System.nanoTime();
      try (OutputStream out = timed) {
        for (int i = 0; i < values; i++) {
          mapper.writeValue(out, JacksonPhase.order(i));
        }
      }
      long t1 = System.nanoTime();
      try (SequenceWriter w =
          sequence.writeValues(
              new BufferedOutputStream(new FileOutputStream(file.toFile()), 65536))) {
        for (int i = 0; i < values; i++) {
          w.write(JacksonPhase.order(i));
        }
      }
      long t2 = System.nanoTime();
      OutputStream none = OutputStream.nullOutputStream();
      for (int i = 0; i < values; i++) {
        mapper.writeValue(none, JacksonPhase.order(i));
      }
      long t3 = System.nanoTime();
      try (SequenceWriter w = sequence.writeValues(none)) {
        for (int i = 0; i < values; i++) {
          w.write(JacksonPhase.order(i));
        }
      }
      long t4 = System.nanoTime();
      if (round >= 0) {
        kept.add(
            new double[] {
              (t1 - t0) / (double) values,
              (t2 - t1) / (double) values,
              timed.nanos / (double) timed.calls,
              timed.calls / (double) values,
              (t3 - t2) / (double) values,
              (t4 - t3) / (double) values
            });
      }
    }
    double perValue = median(kept, 0);
    double sequenced = median(kept, 1);
    double write = median(kept, 2) * median(kept, 3);
    double noFile = median(kept, 4);
    double noFileSequenced = median(kept, 5);
    double generator = noFile - noFileSequenced;
    double slowed = perValue - noFile - write;
    double buffered = sequenced - noFileSequenced;
    System.out.printf(
        Locale.ROOT,
        "ns per value, median of %d rounds of %,d values:%n"
            + "| part | ns |%n|---|--:|%n"
            + "| writeValue per value on a FileOutputStream | %.0f |%n"
            + "| one SequenceWriter over a 64 KiB BufferedOutputStream | %.0f |%n"
            + "| saved by the change | %.0f |%n"
            + "| = the value's file write, timed around each call | %.0f |%n"
            + "| + the generator made per value (writeValue %.0f, SequenceWriter %.0f, onto a stream"
            + " that writes nothing) | %.0f |%n"
            + "| + the library's own work, slower between system calls | %.0f |%n"
            + "| - the change's buffered writes | %.0f |%n",
        kept.size(),
        values,
        perValue,
        sequenced,
        perValue - sequenced,
        write,
        noFile,
        noFileSequenced,
        generator,
        slowed,
        buffered);
  }

  private static double median(List<double[]> rows, int column) {
    double[] v = rows.stream().mapToDouble(r -> r[column]).toArray();
    Arrays.sort(v);
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }

  /** Times each write of the stream under it, as the agent times a file call. */
  private static final class TimedWrites extends FilterOutputStream {
    long nanos;
    long calls;

    TimedWrites(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      long t = System.nanoTime();
      out.write(b, off, len);
      nanos += System.nanoTime() - t;
      calls++;
    }
  }
}
