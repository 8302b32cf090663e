package io.iobench.technique.text;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Family;
import io.iobench.technique.Probe;
import java.io.BufferedReader;
import java.io.IOException;

/**
 * Line-oriented reading of a text file: each line is one call, and its characters plus the
 * terminator are the bytes it moved (the text workloads are ASCII lines ended by '\n').
 */
abstract class TextRead extends BaseTechnique {
  TextRead(Family family, int bufferSize) {
    super(family, bufferSize);
  }

  TextRead(Family family) {
    super(family);
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
