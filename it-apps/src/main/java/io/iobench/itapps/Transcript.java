package io.iobench.itapps;

import java.util.ArrayList;
import java.util.List;

/** The results of a program's steps, printed at the end so the output is easy to compare. */
final class Transcript {
  private final List<String> lines = new ArrayList<>();

  void add(String step, Object result) {
    lines.add(step + " = " + result);
  }

  void print() {
    for (String line : lines) {
      System.out.println(line);
    }
  }
}
