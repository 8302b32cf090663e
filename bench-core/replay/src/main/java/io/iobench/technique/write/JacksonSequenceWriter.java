package io.iobench.technique.write;

import static io.iobench.technique.Invasiveness.WRAPPER;
import static io.iobench.workload.Operation.WRITE;

import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Workload;
import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.util.List;

/**
 * {@code jackson-sequence-writer}: the values of an app that called Jackson's writeValue per value
 * ({@link Workload#jsonValues}) written through one SequenceWriter with FLUSH_AFTER_WRITE_VALUE
 * off, over a BufferedOutputStream of this size: one generator for them all, its buffer reaching
 * the file as the stream's buffer fills. Each value is timed and counted as a call.
 */
public final class JacksonSequenceWriter extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("jackson-sequence-writer", WRITE, WRAPPER, JacksonSequenceWriter::new)
          .title(
              "Jackson SequenceWriter, FLUSH_AFTER_WRITE_VALUE off, over BufferedOutputStream (%s)")
          .fits(Fit.JSON_VALUES.and(Fit.FITS_FILE).and(Fit.SMALLER_CALLS))
          .code(JacksonSequenceWriter::snippet)
          .caveats(JacksonSequenceWriter::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return "ObjectWriter writer ="
        + " mapper.writer().without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);\n"
        + "try (SequenceWriter sequence =\n"
        + "    writer.writeValues(\n"
        + "        new BufferedOutputStream(new FileOutputStream(path.toFile()), "
        + bufferSize
        + "))) {\n"
        + "  for (Object value : values) {\n"
        + "    sequence.write(value);\n"
        + "  }\n"
        + "}";
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        "Values reach the file as the generator's and the stream's buffers fill, on flush() and"
            + " close(): a crash loses what they hold.",
        JacksonWriteValue.durability(w));
  }

  public JacksonSequenceWriter(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    JsonValues values = new JsonValues();
    WritePass pass = new WritePass(w);
    try (FileOutputStream out = Outputs.stream(w, files.output());
        BufferedOutputStream buffered = new BufferedOutputStream(out, bufferSize());
        SequenceWriter sequence =
            JsonValues.mapper()
                .writer()
                .without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE)
                .writeValues(JsonValues.NOWHERE)) {
      FileChannel channel = out.getChannel();
      byte[] buf = new byte[w.maxCallSize()];
      CallSizes.Cursor sizes = w.callSizes();
      while (pass.more()) {
        int n = pass.fill(buf, sizes.next());
        JsonValues.Value value = values.next(n);
        long t = probe.begin();
        sequence.write(value);
        buffered.write(buf, 0, n);
        probe.end(t, n);
        if (pass.advance(n)) {
          sequence.flush();
          buffered.flush();
          channel.force(false);
          probe.forced();
        }
      }
    }
  }
}
