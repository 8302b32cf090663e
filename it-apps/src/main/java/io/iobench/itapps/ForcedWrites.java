package io.iobench.itapps;

import java.io.FileOutputStream;
import java.nio.file.Paths;

/**
 * Writes a journal 16 bytes per call and forces it to the device every 4 KiB, as a log that must
 * survive a crash does.
 *
 * <p>Usage: {@code ForcedWrites FILE}
 */
public final class ForcedWrites {
  public static void main(String[] args) throws Exception {
    byte[] record = new byte[16];
    try (FileOutputStream out = new FileOutputStream(Paths.get(args[0]).toFile())) {
      for (int i = 0; i < 8192; i++) {
        record[0] = (byte) i;
        out.write(record);
        if ((i + 1) % 256 == 0) {
          out.getChannel().force(false);
        }
      }
    }
  }
}
