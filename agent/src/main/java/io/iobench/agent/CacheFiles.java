package io.iobench.agent;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * How the agent's cache files are read and written: only a file of this user's that no one else can
 * write is read (what it holds goes into the JVM's classes), and a file is replaced whole, written
 * aside in a folder only this user can enter and then moved, so that JVMs starting together never
 * read half of one.
 */
final class CacheFiles {
  private CacheFiles() {}

  /** What writes a file's content. */
  @FunctionalInterface
  interface Content {
    void writeTo(OutputStream out) throws IOException;
  }

  /**
   * The file in {@code dir} of what {@code identity} names: {@code prefix}, a checksum of the
   * identity, {@code suffix}. The file holds the identity whole too: a checksum may collide.
   */
  static Path named(Path dir, String prefix, String identity, String suffix) {
    CRC32 name = new CRC32();
    name.update(identity.getBytes(StandardCharsets.UTF_8));
    return dir.resolve(prefix + Long.toHexString(name.getValue()) + suffix);
  }

  /** Replaces {@code file} with what {@code content} writes. */
  static void replace(Path file, Content content) throws IOException {
    Path aside = null;
    try {
      createPrivateDirectories(file.getParent());
      aside = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
      try (OutputStream out = Files.newOutputStream(aside)) {
        content.writeTo(out);
      }
      Files.move(aside, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      aside = null;
    } finally {
      if (aside != null) {
        try {
          Files.deleteIfExists(aside);
        } catch (IOException ignored) {
          // The temporary file stays: nothing reads it.
        }
      }
    }
  }

  /** Whether {@code path} is this user's alone to write: another user's file is not read. */
  static boolean ownedByThisUserAlone(Path path) {
    if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
      return true;
    }
    try {
      Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(path);
      return Files.getOwner(path).getName().equals(System.getProperty("user.name"))
          && !permissions.contains(PosixFilePermission.GROUP_WRITE)
          && !permissions.contains(PosixFilePermission.OTHERS_WRITE);
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  private static void createPrivateDirectories(Path dir) throws IOException {
    if (Files.isDirectory(dir)) {
      return;
    }
    if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
      Files.createDirectories(
          dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    } else {
      Files.createDirectories(dir);
    }
  }
}
