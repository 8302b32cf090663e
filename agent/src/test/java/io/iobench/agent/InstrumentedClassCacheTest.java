package io.iobench.agent;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InstrumentedClassCacheTest {
  private static final String CLASS = "java/io/FileInputStream";
  private static final byte[] ORIGINAL = {1, 2, 3, 4};
  private static final byte[] MADE = {5, 6, 7, 8, 9};

  @TempDir Path dir;
  private final List<String> errors = new ArrayList<>();

  private InstrumentedClassCache cache(String identity) {
    return InstrumentedClassCache.at(dir.resolve("cache/jdk.bin"), identity, errors::add);
  }

  @Test
  void theNextJvmGetsTheBytesMadeFromTheSameBytesAndNoOthers() {
    InstrumentedClassCache first = cache("jdk 17 agent a");
    assertNull(first.get(CLASS, ORIGINAL));
    first.put(CLASS, ORIGINAL, MADE);
    first.save();

    InstrumentedClassCache next = cache("jdk 17 agent a");
    assertArrayEquals(MADE, next.get(CLASS, ORIGINAL));
    assertNull(next.get(CLASS, new byte[] {1, 2, 3, 5}), "other bytes of the class");
    assertNull(next.get("java/io/FileOutputStream", ORIGINAL), "another class");
    assertEquals(List.of(), errors);
  }

  @Test
  void anotherJdkOrAgentFindsNothing() {
    InstrumentedClassCache first = cache("jdk 17 agent a");
    first.put(CLASS, ORIGINAL, MADE);
    first.save();
    assertNull(cache("jdk 17 agent b").get(CLASS, ORIGINAL));
    assertNull(cache("jdk 21 agent a").get(CLASS, ORIGINAL));
  }

  @Test
  void aTruncatedOrForeignFileIsAMiss() throws Exception {
    InstrumentedClassCache first = cache("id");
    first.put(CLASS, ORIGINAL, MADE);
    first.save();
    Path file = dir.resolve("cache/jdk.bin");
    byte[] whole = Files.readAllBytes(file);
    for (int length = 0; length < whole.length; length += 7) {
      Files.write(file, Arrays.copyOf(whole, length));
      assertNull(cache("id").get(CLASS, ORIGINAL), "cut at " + length);
    }
    Files.writeString(file, "{\"format\": \"iobench-profile\"}");
    assertNull(cache("id").get(CLASS, ORIGINAL));
    assertEquals(List.of(), errors);
  }

  @Test
  void aFileOthersCanWriteIsNotRead() throws Exception {
    assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
    InstrumentedClassCache first = cache("id");
    first.put(CLASS, ORIGINAL, MADE);
    first.save();
    Path file = dir.resolve("cache/jdk.bin");
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    assertEquals(
        "rwx------",
        PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())));
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
    assertNull(cache("id").get(CLASS, ORIGINAL));
  }

  @Test
  void aFolderThatCannotBeWrittenCostsOneLine() throws Exception {
    Files.writeString(dir.resolve("cache"), "a file where the folder would be");
    InstrumentedClassCache cache = cache("id");
    cache.put(CLASS, ORIGINAL, MADE);
    cache.save();
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(errors.get(0).startsWith("iobench: could not keep the instrumented JDK classes"));
    assertArrayEquals(MADE, cache.get(CLASS, ORIGINAL), "this JVM still has them");
  }

  @Test
  void aClassKeepsItsLatestFourVariants() {
    InstrumentedClassCache cache = cache("id");
    for (byte b = 0; b < 6; b++) {
      cache.put(CLASS, new byte[] {b}, new byte[] {b, b});
    }
    cache.save();
    InstrumentedClassCache next = cache("id");
    assertNull(next.get(CLASS, new byte[] {0}));
    assertNull(next.get(CLASS, new byte[] {1}));
    for (byte b = 2; b < 6; b++) {
      assertArrayEquals(new byte[] {b, b}, next.get(CLASS, new byte[] {b}));
    }
  }

  @Test
  void offKeepsNothing() {
    InstrumentedClassCache none = InstrumentedClassCache.none();
    none.put(CLASS, ORIGINAL, MADE);
    none.save();
    assertNull(none.get(CLASS, ORIGINAL));
  }
}
