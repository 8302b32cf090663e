package io.iobench.benchmarks.cost;

import java.util.Map;

/**
 * An observer that records nothing, switched like the others: its added cost is the method's own
 * noise, the resolution below which no difference in the table means anything.
 */
final class NoObserver extends Observer {
  NoObserver(String name) {
    super(name);
  }

  @Override
  void start() {}

  @Override
  String stop(Map<CallCase, Long> made) {
    return name() + " recorded nothing";
  }
}
