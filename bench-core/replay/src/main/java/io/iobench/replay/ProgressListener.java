package io.iobench.replay;

/** Told of every round, for a progress bar. */
public interface ProgressListener {
  /**
   * @param done rounds finished so far, over all workloads and techniques
   * @param total rounds in the whole replay
   * @param current what runs now ("workload: technique, round 3/8")
   * @param remainingNanos estimated time left, or -1 when not known yet
   */
  void progress(int done, int total, String current, long remainingNanos);

  /** The replay is over (also after a failure). */
  void finished();

  ProgressListener NONE =
      new ProgressListener() {
        @Override
        public void progress(int done, int total, String current, long remainingNanos) {}

        @Override
        public void finished() {}
      };
}
