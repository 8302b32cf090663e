package io.iobench.demo;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;

/**
 * Phase 5: archives the journal as archive/journal-copy.bin. Nothing else reads the journal, so in
 * a profile the copy shows as one file's reads matched by another's writes of the same bytes.
 */
final class CopyPhase extends Phase {

  CopyPhase(Workspace ws) {
    super("copy", ws);
  }

  @Override
  public void run(boolean tuned) throws IOException {
    Files.createDirectories(ws.archiveCopy.getParent());
    if (tuned) {
      copyTransferTo();
    } else {
      copyStreamLoop();
    }
  }

  /** Moving bytes is all the phase does: without its I/O no work is left. */
  @Override
  public long timeWorkWithoutIo() {
    return 0;
  }

  /**
   * The mistake: the textbook stream loop with a 4 KiB array. Every chunk is copied from the kernel
   * into the Java heap and back again, in small system calls.
   */
  private void copyStreamLoop() throws IOException {
    try (InputStream in = new FileInputStream(ws.journal.toFile());
        OutputStream out = new FileOutputStream(ws.archiveCopy.toFile())) {
      byte[] chunk = new byte[4096];
      int n;
      while ((n = in.read(chunk)) > 0) {
        out.write(chunk, 0, n);
      }
    }
  }

  /**
   * The fix: FileChannel.transferTo lets the kernel move the bytes file to file (copy_file_range or
   * sendfile on Linux), with no trip through the heap. It may transfer less than asked, hence the
   * loop.
   */
  private void copyTransferTo() throws IOException {
    try (FileChannel source = FileChannel.open(ws.journal, StandardOpenOption.READ);
        FileChannel target =
            FileChannel.open(
                ws.archiveCopy,
                StandardOpenOption.CREATE,
                StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
      long size = source.size();
      long position = 0;
      while (position < size) {
        position += source.transferTo(position, size - position, target);
      }
    }
  }

  @Override
  public String summary() throws IOException {
    return String.format(
        "copy bytes=%d crc32=%s", Files.size(ws.archiveCopy), Checksums.crc32(ws.archiveCopy));
  }
}
