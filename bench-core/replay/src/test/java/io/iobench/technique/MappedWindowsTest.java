package io.iobench.technique;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.iobench.workload.Content;
import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MappedWindowsTest {
  @TempDir Path dir;

  /**
   * Calls up to half a window land wholly in one window, wherever they start, up to the file's end.
   */
  @Test
  void everyCallFitsOneWindow() throws IOException {
    long size = 100_003;
    Path file = dir.resolve("f");
    Content.writeFile(file, size);
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      MappedWindows windows = new MappedWindows(ch, FileChannel.MapMode.READ_ONLY, size, 8192);
      SplittableRandom random = new SplittableRandom(7);
      for (int i = 0; i < 2000; i++) {
        int length = 1 + random.nextInt((int) windows.maxCall());
        long offset = i == 0 ? size - length : random.nextLong(size - length + 1);
        assertCall(windows, offset, length);
      }
      assertCall(windows, 0, 4096);
      assertCall(windows, size - 1, 1);
      assertThrows(IndexOutOfBoundsException.class, () -> windows.at(size - 10, 11));
      assertThrows(IndexOutOfBoundsException.class, () -> windows.at(0, 4097));
      assertThrows(IndexOutOfBoundsException.class, () -> windows.at(size, 1));
    }
  }

  @Test
  void windowsAreMappedOnceAndKept() throws IOException {
    Path file = dir.resolve("f");
    Content.writeFile(file, 50_000);
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      MappedWindows windows = new MappedWindows(ch, FileChannel.MapMode.READ_ONLY, 50_000, 8192);
      MappedByteBuffer first = windows.at(5000, 10);
      windows.at(40_000, 10);
      assertSame(first, windows.at(4100, 100));
    }
  }

  private static void assertCall(MappedWindows windows, long offset, int length)
      throws IOException {
    MappedByteBuffer map = windows.at(offset, length);
    byte[] got = new byte[length];
    map.get(windows.index(offset), got, 0, length);
    byte[] expected = new byte[length];
    Content.fill(expected, 0, length, offset);
    assertArrayEquals(expected, got, "call at " + offset + " of " + length);
  }
}
