package io.iobench.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ByteSizeTest {
  @Test
  void parsesBinaryUnitsWithOrWithoutB() {
    assertEquals(4096, ByteSize.parse("4096"));
    assertEquals(65536, ByteSize.parse("64k"));
    assertEquals(65536, ByteSize.parse("64KiB"));
    assertEquals(256L << 20, ByteSize.parse(" 256m "));
    assertEquals(256L << 20, ByteSize.parse("256MB"));
    assertEquals(1L << 30, ByteSize.parse("1g"));
    assertEquals(100, ByteSize.parse("100b"));
  }

  @Test
  void rejectsWhatIsNotASizeWithTheFormsItAccepts() {
    for (String bad : new String[] {"", "k", "-1", "0", "12x", "1.5m", "99999999999999g"}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> ByteSize.parse(bad), bad);
      assertTrue(e.getMessage().contains("64k"), e.getMessage());
    }
  }

  @Test
  void formatsCompactAndHuman() {
    assertEquals("1m", ByteSize.compact(1 << 20));
    assertEquals("64k", ByteSize.compact(65536));
    assertEquals("8188", ByteSize.compact(8188));
    assertEquals("1 byte", ByteSize.human(1));
    assertEquals("512 bytes", ByteSize.human(512));
    assertEquals("64 KiB", ByteSize.human(65536));
    assertEquals("1.5 MiB", ByteSize.human(3 << 19));
  }
}
