package io.iobench.agent.recording;

import io.iobench.format.RecordedOp;

/**
 * Where the calls JDK Flight Recorder has no event for go one by one, as they end: mappings,
 * mapped-buffer force and load, transfers. Every such call is timed while a receiver is set.
 */
public interface CallEvents {
  /** No receiver: the calls are only counted. */
  CallEvents NONE = (op, path, bytes, nanos, mapMode) -> {};

  /**
   * One call that ended.
   *
   * @param op the operation
   * @param path the file's path as the profile names it
   * @param bytes bytes mapped, forced, loaded or transferred (0 where the call does not say)
   * @param nanos the call's time
   * @param mapMode a {@link io.iobench.format.MapMode}'s ordinal for a mapping, else -1
   */
  void call(RecordedOp op, String path, long bytes, long nanos, int mapMode);

  /** Whether the calls of {@code op} go to a receiver. */
  static boolean isEventOp(RecordedOp op) {
    switch (op) {
      case MBB_MAP:
      case MBB_MAP_SEGMENT:
      case MBB_FORCE:
      case MBB_LOAD:
      case FC_TRANSFER_TO:
      case FC_TRANSFER_FROM:
      case FIS_TRANSFER_TO:
        return true;
      default:
        return false;
    }
  }
}
