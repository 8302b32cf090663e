package io.iobench.agent.recording;

/**
 * The file position of the streams and channels a thread used last, tracked from the calls
 * themselves because asking the OS would cost a system call. Direct-mapped by identity hash; an
 * evicted or unknown stream is taken to be at its start, where streams are opened.
 */
final class PositionCache {
  private static final int SIZE = 64;

  private final int[] ids = new int[SIZE];
  private final long[] positions = new long[SIZE];

  /**
   * The tracked position of the stream with this id ({@code IoDispatch.streamId}), 0 when unknown.
   */
  long get(int id) {
    int i = id & (SIZE - 1);
    return ids[i] == id ? positions[i] : 0;
  }

  void put(int id, long position) {
    int i = id & (SIZE - 1);
    ids[i] = id;
    positions[i] = position;
  }
}
