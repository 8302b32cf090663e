package io.iobench.technique.write;

import static io.iobench.format.RecordedOp.FOS_WRITE;
import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.WRITE;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.technique.AppCalls;
import io.iobench.technique.AppTechnique;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Workload;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;

/**
 * {@code jackson-write-value}: Jackson's {@code ObjectMapper.writeValue(out, value)} per value on a
 * FileOutputStream, as an app that exports its records so calls it: a generator made for the value,
 * the value written into its buffer, the generator closed, which writes the value to the file. Each
 * call is timed and counted as that write. It stands for such an app only ({@link
 * Workload#jsonValues}): its time in Jackson is part of what the change (one SequenceWriter) saves,
 * which the file's writes alone would not show.
 */
public final class JacksonWriteValue extends BaseTechnique {
  public static final Family FAMILY =
      Family.fixed("jackson-write-value", WRITE, NEW_API, JacksonWriteValue::new)
          .title("Jackson ObjectMapper.writeValue per value on a FileOutputStream")
          .fits(Fit.JSON_VALUES)
          .code(
              """
              ObjectMapper mapper = new ObjectMapper();
              mapper.getFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
              try (FileOutputStream out = new FileOutputStream(path.toFile())) {
                for (Object value : values) {
                  mapper.writeValue(out, value); // a generator per value, and a write
                }
              }""")
          .caveats(
              (size, w) ->
                  Caveats.list(
                      "Each value is a generator made and closed, and a write() system call of"
                          + " its bytes: write the values through one SequenceWriter.",
                      durability(w)))
          .standsFor(AppTechnique.calls(FOS_WRITE).when(AppCalls::jsonValues))
          .build();

  public JacksonWriteValue() {
    super(FAMILY);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    ObjectMapper mapper = JsonValues.mapper();
    JsonValues values = new JsonValues();
    WritePass pass = new WritePass(w);
    try (FileOutputStream out = Outputs.stream(w, files.output())) {
      FileChannel channel = out.getChannel();
      byte[] buf = new byte[w.maxCallSize()];
      CallSizes.Cursor sizes = w.callSizes();
      while (pass.more()) {
        int n = pass.fill(buf, sizes.next());
        JsonValues.Value value = values.next(n);
        long t = probe.begin();
        mapper.writeValue(JsonValues.NOWHERE, value);
        out.write(buf, 0, n);
        probe.end(t, n);
        pass.advance(n, channel, probe);
      }
    }
  }

  static String durability(Workload w) {
    return Caveats.durability(w, "FileChannel.force(false) on the stream's channel");
  }
}
