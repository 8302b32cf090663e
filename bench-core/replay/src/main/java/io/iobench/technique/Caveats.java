package io.iobench.technique;

import io.iobench.workload.Workload;
import java.util.ArrayList;
import java.util.List;

/** Caveats several technique families share, worded once. */
public final class Caveats {
  /** Largest call the JDK copies through a stack buffer in stream and RandomAccessFile calls. */
  private static final int NATIVE_STACK_BUFFER = 8192;

  private Caveats() {}

  /**
   * The caveats given, in order, without the nulls of those that do not apply; lists among them are
   * flattened.
   */
  public static List<String> list(Object... items) {
    List<String> out = new ArrayList<>();
    for (Object item : items) {
      if (item instanceof String) {
        out.add((String) item);
      } else if (item instanceof List<?>) {
        for (Object o : (List<?>) item) {
          out.add((String) o);
        }
      }
    }
    return List.copyOf(out);
  }

  /** Stream and RandomAccessFile calls of more than 8 KiB, or null when the size is small. */
  public static String nativeCopy(int size) {
    if (size <= NATIVE_STACK_BUFFER) {
      return null;
    }
    return "Each stream or RandomAccessFile call of more than 8 KiB makes the JDK malloc and free a native buffer of"
        + " that size to copy through (up to 8 KiB it uses the stack); FileChannel with a direct buffer avoids the"
        + " copy.";
  }

  /**
   * A byte array of the given size given to stream or RandomAccessFile calls: {@link #nativeCopy}
   * and {@link #largeArray}, those that apply.
   */
  public static List<String> streamArray(int size) {
    return list(nativeCopy(size), largeArray(size));
  }

  /** A byte array of the given size kept per open file, or null when it is small. */
  public static String largeArray(int size) {
    if (size < (1 << 20)) {
      return null;
    }
    return "Holds a "
        + Sizes.human(size)
        + " array per open file: allocate it once and reuse it, and mind it when"
        + " many files are open at once.";
  }

  /** FileChannel I/O with a heap ByteBuffer. */
  public static String heapByteBuffer(int size) {
    return "FileChannel copies a heap ByteBuffer through a temporary direct buffer of the same size (here "
        + Sizes.human(size)
        + "), cached per thread: every thread doing this I/O keeps one outside the heap (cap it"
        + " with -Djdk.nio.maxCachedBufferSize).";
  }

  /** A direct ByteBuffer of the given size. */
  public static String directBuffer(int size) {
    return "ByteBuffer.allocateDirect("
        + size
        + ") is slow (zeroed memory outside the heap, freed only when the"
        + " buffer is collected) and counts against -XX:MaxDirectMemorySize: allocate it once per thread or file and"
        + " reuse it, never per call.";
  }

  /** FileChannel reads that must be looped. */
  public static String shortReads() {
    return "FileChannel.read may return fewer bytes than asked: loop until the buffer is full (or -1 at the end).";
  }

  /** FileChannel writes that must be looped. */
  public static String shortWrites() {
    return "FileChannel.write may write fewer bytes than asked: loop until the buffer is empty.";
  }

  /** Writes through a mapping, where nothing forces them. */
  public static String dirtyPages() {
    return "Dirty pages reach the disk when the kernel decides: closing the file does not flush them, force() does.";
  }

  /**
   * A system call per byte, on a stream that {@code wrapper} (BufferedInputStream,
   * BufferedOutputStream) would buffer.
   */
  public static String callPerByte(String wrapper) {
    return "Every byte is a system call (a few hundred ns each): wrap the stream in a "
        + wrapper
        + ".";
  }

  /** Memory mapping a file of the workload's size. */
  public static List<String> mapping(Workload w) {
    String windows =
        w.fileSize() > MappedWindows.MAX_WINDOW
            ? "This file is bigger than one mapping should be: map it in windows (the replay used "
                + Sizes.human(MappedWindows.MAX_WINDOW)
                + " windows; one MappedByteBuffer cannot exceed 2 GiB)."
            : "One MappedByteBuffer cannot exceed 2 GiB: bigger files need several mappings (windows).";
    return List.of(
        "The mapping lives until its buffer is garbage collected (there is no portable unmap): address space stays"
            + " taken and, on Windows, the file cannot be deleted or truncated meanwhile.",
        "If the file shrinks while it is mapped (another process truncates it), touching the lost pages fails with an"
            + " InternalError (SIGBUS) instead of an IOException.",
        "Page faults replace I/O calls: the first touch of a page that is not in the page cache waits for the"
            + " disk inside what looks like a memory access, where no timeout or interrupt reaches it.",
        windows);
  }

  /**
   * A writer that does not truncate, over a file the app replaced: its gain over the app's own
   * writer comes partly from keeping the old blocks, at a price in what a crash leaves.
   */
  public static String inPlaceOverReplaced(Workload w) {
    if (!w.replacing()) {
      return null;
    }
    return "Writes over the old file in place instead of replacing it, which is part of its gain here (the old blocks"
        + " are kept, not freed and allocated again); a crash part way leaves new bytes followed by old ones, so where"
        + " readers must see the old file or the new one whole, write a temporary file and rename it.";
  }

  /** Writes that keep the app's force() cadence. */
  public static String durability(Workload w, String how) {
    if (w.forceEveryBytes() <= 0) {
      return null;
    }
    return "Keeps the app's durability: "
        + how
        + " after every "
        + Sizes.human(w.forceEveryBytes())
        + " written (writes are cut at those points, so a bigger buffer never skips a force).";
  }
}
