package io.iobench.agent.recording;

/**
 * What a thread's stack walks are charged against its share of them: the CPU time they keep the
 * thread on a core. By the wall clock, a walk that waits for a core on a loaded machine spends the
 * share early, and the same app would keep fewer paths there than on an idle one.
 */
public interface WalkClock {
  /** No thread CPU clock: a walk is charged its wall time. */
  WalkClock NONE = () -> -1;

  /** The current thread's CPU time in nanoseconds, or a negative number when it is unknown. */
  long threadCpuNanos();
}
