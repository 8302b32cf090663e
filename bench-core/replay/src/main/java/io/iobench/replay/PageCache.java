package io.iobench.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Evicts a file's pages from the page cache without root: GNU dd with {@code iflag=nocache count=0}
 * asks the kernel (posix_fadvise DONTNEED) to drop the whole file's clean pages. Dirty pages cannot
 * be dropped, so written files are synced first.
 */
public final class PageCache {
  private PageCache() {}

  /** Why cold-cache rounds cannot run here, or null when they can (checked on {@code probe}). */
  public static String unsupportedReason(Path probe) {
    if (!System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("linux")) {
      return "cold-cache rounds need Linux (GNU dd iflag=nocache); run with --cache warm";
    }
    try {
      evict(probe);
      return null;
    } catch (IOException e) {
      return "cold-cache rounds need GNU dd with iflag=nocache: "
          + e.getMessage()
          + "; run with --cache warm";
    }
  }

  /** Drops the file's pages from the page cache. */
  public static void evict(Path file) throws IOException {
    run(List.of("sync", file.toString()));
    run(List.of("dd", "if=" + file, "iflag=nocache", "count=0", "status=none"));
  }

  private static void run(List<String> command) throws IOException {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    try {
      p.getOutputStream().close();
      String output =
          new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
              .trim();
      if (!p.waitFor(30, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IOException(command.get(0) + " did not finish in 30 s");
      }
      if (p.exitValue() != 0) {
        throw new IOException(
            command.get(0)
                + " failed (exit "
                + p.exitValue()
                + ")"
                + (output.isEmpty() ? "" : ": " + output));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      p.destroyForcibly();
      throw new IOException("interrupted", e);
    }
  }
}
