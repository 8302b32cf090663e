package io.iobench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContentTest {
  @TempDir Path dir;

  @Test
  void fillAndAtAgreeAcrossTheBlockBoundary() {
    long position = Content.BLOCK - 10;
    byte[] array = new byte[30];
    Content.fill(array, 0, 30, position);
    ByteBuffer buffer = ByteBuffer.allocateDirect(30);
    Content.fill(buffer, 30, position);
    for (int i = 0; i < 30; i++) {
      assertEquals(Content.at(position + i), array[i]);
      assertEquals(Content.at(position + i), buffer.get(i));
    }
  }

  @Test
  void aWrittenFileMatchesAndAChangedOneDoesNot() throws Exception {
    Path file = dir.resolve("f");
    long size = Content.BLOCK + 1234;
    Content.writeFile(file, size);
    assertTrue(Content.matches(file, size));
    assertFalse(Content.matches(file, size - 1));
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.seek(Content.BLOCK + 5);
      raf.write(Content.at(Content.BLOCK + 5) ^ 1);
    }
    assertFalse(Content.matches(file, size));
  }

  @Test
  void theExpectedChecksumIsThatOfTheBytesInCallOrder() throws Exception {
    Workload sequential = Workload.sequential("s", Operation.READ, 10_000, 100);
    Path file = dir.resolve("s");
    Content.writeFile(file, 10_000);
    CRC32C crc = new CRC32C();
    crc.update(Files.readAllBytes(file));
    assertEquals(crc.getValue(), Content.expectedChecksum(sequential));

    Workload random = Workload.random("r", Operation.READ, 10_000, 100, 50);
    CRC32C inOrder = new CRC32C();
    byte[] all = Files.readAllBytes(file);
    for (int i = 0; i < 50; i++) {
      long offset = random.offsetOf(i);
      assertEquals(0, offset % 100);
      inOrder.update(all, (int) offset, 100);
    }
    assertEquals(inOrder.getValue(), Content.expectedChecksum(random));
    assertNotEquals(Content.expectedChecksum(sequential), Content.expectedChecksum(random));
  }

  @Test
  void aTextFileIsAsciiLinesEndingWithATerminatorAndMatchesItsChecksum() throws Exception {
    Path file = dir.resolve("t");
    long size = Content.BLOCK + 777;
    Content.writeFile(file, size, true);
    byte[] all = Files.readAllBytes(file);
    assertEquals(size, all.length);
    assertEquals('\n', all[all.length - 1]);
    int longest = 0;
    int line = 0;
    for (byte b : all) {
      assertTrue(b == '\n' || b == ' ' || b >= 'a' && b <= 'z', "not a text byte: " + b);
      line = b == '\n' ? 0 : line + 1;
      longest = Math.max(longest, line);
    }
    assertTrue(longest <= 240, "line of " + longest);
    CRC32C crc = new CRC32C();
    crc.update(all);
    Workload text = Workload.sequential("t", Operation.READ, size, 80).asText();
    assertEquals(crc.getValue(), Content.expectedChecksum(text));
    assertNotEquals(
        Content.expectedChecksum(Workload.sequential("b", Operation.READ, size, 80)),
        Content.expectedChecksum(text));
  }
}
