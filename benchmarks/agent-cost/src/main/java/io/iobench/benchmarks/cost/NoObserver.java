package io.iobench.benchmarks.cost;

import java.util.Map;

/**
 * An observer that records nothing, switched like the others: its added cost is the method's own
 * noise, the resolution below which no difference in the table means anything.
 */
final class NoObserver implements Observer {
  private final String name;

  NoObserver(String name) {
    this.name = name;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void start() {}

  @Override
  public String stop(Map<CallCase, Long> made) {
    return name + " recorded nothing";
  }
}
