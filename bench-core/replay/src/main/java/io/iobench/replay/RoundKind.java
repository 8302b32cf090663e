package io.iobench.replay;

/** What a round is for; {@link RoundRules} says which round is which and what each does. */
enum RoundKind {
  /** Run 0: every byte checked, reported apart from the statistics. */
  VERIFY,
  /** Run, timed and recorded apart, but not measured: the JIT and the caches settle. */
  WARM_UP,
  /** A round of the statistics. */
  MEASURED
}
