package io.iobench.scenario;

import java.util.List;

/**
 * A named experiment that runs without an app: one or more steps, each a workload and the
 * techniques to compare on it (the first is the reference the others are measured against).
 *
 * @param name what {@code bench --scenario} takes
 * @param description one line for {@code bench --list}
 * @param source where it comes from: a seed article, or "application pattern"
 * @param claims what the source claims, to check against this machine's results
 * @param defaultSize bytes per file by default (sized so that a scenario runs in a couple of
 *     minutes)
 * @param originalSize the size the source used
 * @param steps what to run, for a given size
 */
public record Scenario(
    String name,
    String description,
    String source,
    List<String> claims,
    long defaultSize,
    long originalSize,
    StepFactory steps) {

  /** The steps of a run at {@code size} bytes per file. */
  public List<ScenarioStep> stepsFor(long size) {
    return steps.stepsFor(size);
  }

  /** Makes a scenario's steps for a file size. */
  @FunctionalInterface
  public interface StepFactory {
    List<ScenarioStep> stepsFor(long size);
  }
}
