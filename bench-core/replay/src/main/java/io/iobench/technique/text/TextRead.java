package io.iobench.technique.text;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.BufferedReader;
import java.io.IOException;

/**
 * Line-oriented reading of a text file: each line is one call, and its characters plus the
 * terminator are the bytes it moved (the text workloads are ASCII lines ended by '\n').
 */
abstract class TextRead extends BaseTechnique {
  TextRead(String family, int bufferSize, Invasiveness invasiveness, boolean sized) {
    super(family, Operation.READ, bufferSize, invasiveness, sized);
  }

  @Override
  public boolean appliesTo(Workload w) {
    return w.text() && is(w, AccessPattern.SEQUENTIAL);
  }

  /** Reads every line of {@code reader}, one timed call per line. */
  static void readLines(BufferedReader reader, Probe probe) throws IOException {
    while (true) {
      long t = probe.begin();
      String line = reader.readLine();
      probe.end(t, line == null ? 0 : line.length() + 1);
      if (line == null) {
        return;
      }
      probe.dataLine(line);
    }
  }
}
