package io.iobench.technique;

import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;

/**
 * Memory mappings of a file for calls at random offsets. One {@link MappedByteBuffer} is limited to
 * 2 GiB and a mapping cannot be released portably (it goes when the buffer is collected), so a file
 * is mapped in windows of at most {@link #MAX_WINDOW}, each kept for the rest of the round.
 *
 * <p>Windows start every half window and overlap by half, so any call of at most half a window lies
 * wholly inside the window its offset falls in: no call is split across two mappings.
 */
public final class MappedWindows {
  /** Largest window; also what one mapping of a sequential pass covers. */
  public static final long MAX_WINDOW = 256L << 20;

  private final FileChannel channel;
  private final FileChannel.MapMode mode;
  private final long size;
  private final long window;
  private final long stride;
  private final MappedByteBuffer[] windows;
  private long start;

  /** Windows of {@link #MAX_WINDOW} over the first {@code size} bytes of the channel's file. */
  public MappedWindows(FileChannel channel, FileChannel.MapMode mode, long size) {
    this(channel, mode, size, MAX_WINDOW);
  }

  /**
   * Windows of {@code window} bytes (at most {@link #MAX_WINDOW}); smaller ones let tests cross
   * them.
   */
  public MappedWindows(FileChannel channel, FileChannel.MapMode mode, long size, long window) {
    if (window < 2 || window > MAX_WINDOW) {
      throw new IllegalArgumentException("window must be in [2, " + MAX_WINDOW + "]: " + window);
    }
    this.channel = channel;
    this.mode = mode;
    this.size = size;
    this.window = window;
    this.stride = window / 2;
    this.windows = new MappedByteBuffer[(int) Math.max(1, (size + stride - 1) / stride)];
  }

  /** Longest call {@link #at} serves. */
  public long maxCall() {
    return stride;
  }

  /**
   * The mapping that holds {@code [position, position + length)}, mapped on first use; read or
   * write it at {@link #index}{@code (position)}.
   */
  public MappedByteBuffer at(long position, int length) throws IOException {
    if (position < 0 || length < 1 || position + length > size || length > stride) {
      throw new IndexOutOfBoundsException(
          "call ["
              + position
              + ", +"
              + length
              + ") outside a file of "
              + size
              + " bytes or longer than "
              + stride);
    }
    // A file that fits one window is all in the first: no division per call.
    int k = size <= window ? 0 : (int) (position / stride);
    start = k * stride;
    MappedByteBuffer m = windows[k];
    if (m == null) {
      m = channel.map(mode, start, Math.min(window, size - start));
      windows[k] = m;
    }
    return m;
  }

  /** Index of {@code position} in the buffer the last {@link #at} returned. */
  public int index(long position) {
    return (int) (position - start);
  }
}
