package io.iobench.demo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;

/** Checksums for the summary lines; only used after the timed phases. */
final class Checksums {
  private Checksums() {}

  /** CRC32 of a whole file as 8 hex digits. One bulk read: the outputs are a few MiB at most. */
  static String crc32(Path file) throws IOException {
    CRC32 crc = new CRC32();
    crc.update(Files.readAllBytes(file));
    return String.format("%08x", crc.getValue());
  }
}
