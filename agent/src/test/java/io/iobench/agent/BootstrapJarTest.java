package io.iobench.agent;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bootstrap jar kept in the cache folder: written once, used again as it is, and never used
 * where its file holds other bytes or others can write it (its classes join the JVM's boot loader).
 */
class BootstrapJarTest {
  private static final byte[] JAR = "the bootstrap jar's bytes".getBytes(StandardCharsets.UTF_8);

  @TempDir Path dir;

  @Test
  void theJarIsWrittenOnceAndThenUsedAsItIs() throws Exception {
    Path first = BootstrapJar.kept(dir.resolve("cache"), JAR);
    assertArrayEquals(JAR, Files.readAllBytes(first));
    long written = Files.getLastModifiedTime(first).toMillis();
    Files.setLastModifiedTime(first, java.nio.file.attribute.FileTime.fromMillis(written - 60_000));
    Path second = BootstrapJar.kept(dir.resolve("cache"), JAR);
    assertEquals(first, second);
    assertEquals(written - 60_000, Files.getLastModifiedTime(second).toMillis(), "not rewritten");
  }

  @Test
  void aJarOfOtherBytesUnderItsNameIsNotUsed() throws Exception {
    Path kept = BootstrapJar.kept(dir, JAR);
    Files.writeString(kept, "classes somebody put there");
    assertNull(BootstrapJar.kept(dir, JAR));
  }

  @Test
  void aJarOthersCanWriteIsNotUsed() throws Exception {
    assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
    Path kept = BootstrapJar.kept(dir, JAR);
    Files.setPosixFilePermissions(kept, PosixFilePermissions.fromString("rw-rw-rw-"));
    assertNull(BootstrapJar.kept(dir, JAR));
  }

  @Test
  void aFolderThatCannotHoldItGivesNone() throws Exception {
    Path notAFolder = dir.resolve("cache");
    Files.writeString(notAFolder, "a file where the folder would be");
    assertNull(BootstrapJar.kept(notAFolder, JAR));
  }
}
