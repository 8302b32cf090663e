package io.iobench.prove;

/**
 * One reason a profile fails its check, or one rule it passed.
 *
 * @param rule the rule: {@link Rule#ADVICE} or {@link Rule#REGRESSION}
 * @param name what it is about, a test case's name: the file and operation
 * @param message one line: what was found
 * @param detail what to do, at length (the change's code, its caveats), or null
 * @param failed false for a rule that found nothing, which a CI server shows as a passed test
 */
public record CheckFinding(Rule rule, String name, String message, String detail, boolean failed) {
  /** The rules a check applies. */
  public enum Rule {
    /** The replay found a change worth making. */
    ADVICE,
    /** A key's calls or I/O time grew past the thresholds against the baseline. */
    REGRESSION
  }
}
