package io.iobench.prove;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.iobench.results.RecommendationResult;
import java.io.IOException;
import java.io.OutputStream;

/**
 * A comparison as a JSON document of its own format ({@value Comparison#FORMAT}, version {@value
 * Comparison#VERSION}): the two runs, the warnings, the totals, every key before and after, and
 * each recommendation's predicted and realized saving. Times are nanoseconds; the after run's
 * numbers are in the before run's units of work.
 */
public final class ComparisonJson {
  private static final JsonFactory FACTORY = new JsonFactory();

  private ComparisonJson() {}

  public static void write(Comparison c, OutputStream out) throws IOException {
    try (JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      g.writeStringField("format", Comparison.FORMAT);
      g.writeNumberField("version", Comparison.VERSION);
      g.writeStringField("before", c.before());
      g.writeStringField("after", c.after());
      if (c.units() != null) {
        g.writeObjectFieldStart("unitsOfWork");
        g.writeNumberField("before", c.units().before());
        g.writeNumberField("after", c.units().after());
        g.writeEndObject();
      }
      g.writeArrayFieldStart("warnings");
      for (String w : c.warnings()) {
        g.writeString(w);
      }
      g.writeEndArray();
      g.writeObjectFieldStart("totals");
      totals(g, "before", c.totalBefore());
      totals(g, "after", c.totalAfter());
      g.writeNumberField("savedNanos", Math.round(c.savedNanos()));
      g.writeEndObject();
      g.writeArrayFieldStart("ops");
      for (OpChange op : c.ops()) {
        g.writeStartObject();
        g.writeStringField("path", op.key().path());
        g.writeStringField("operation", op.key().operation());
        if (op.key().entryFrame() != null) {
          g.writeStringField("entryFrame", op.key().entryFrame());
        }
        totals(g, "before", op.before());
        totals(g, "after", op.after());
        g.writeNumberField("savedNanos", Math.round(op.savedNanos()));
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeArrayFieldStart("predictions");
      for (RealizedSaving s : c.predictions()) {
        prediction(g, s);
      }
      g.writeEndArray();
      g.writeEndObject();
    }
  }

  private static void prediction(JsonGenerator g, RealizedSaving s) throws IOException {
    RecommendationResult r = s.recommendation();
    g.writeStartObject();
    g.writeNumberField("rank", r.rank);
    g.writeStringField("path", r.path);
    if (r.target != null) {
      g.writeStringField("target", r.target);
    }
    if (r.key.entryFrame() != null) {
      g.writeStringField("entryFrame", r.key.entryFrame());
    }
    g.writeStringField("current", r.current);
    g.writeStringField("recommended", r.recommended);
    g.writeStringField("basis", s.basis().name());
    totals(g, "before", s.before());
    totals(g, "after", s.after());
    g.writeNumberField("predictedNanos", Math.round(s.predictedNanos()));
    if (s.applied() != null) {
      g.writeStringField("applied", s.applied());
    }
    if (s.madeAnotherChange()) {
      g.writeNumberField("appliedPredictedNanos", Math.round(s.appliedPredictedNanos()));
    }
    if (!Double.isNaN(s.expectedNanos())) {
      g.writeNumberField("expectedNanos", Math.round(s.expectedNanos()));
    }
    g.writeNumberField("realizedNanos", Math.round(s.realizedNanos()));
    double share = s.realizedShare();
    if (!Double.isNaN(share)) {
      g.writeNumberField("realizedShare", Math.round(share * 1000) / 1000.0);
    }
    g.writeEndObject();
  }

  private static void totals(JsonGenerator g, String field, OpTotals t) throws IOException {
    g.writeObjectFieldStart(field);
    g.writeNumberField("calls", t.calls());
    g.writeNumberField("bytes", t.bytes());
    g.writeNumberField("ioNanos", Math.round(t.ioNanos()));
    g.writeEndObject();
  }
}
