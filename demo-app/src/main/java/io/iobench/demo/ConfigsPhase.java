package io.iobench.demo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Phase 6: writes many small configuration files, then reads each back and counts its lines.
 *
 * <p>Already right in both modes, so no tuned twin: a small file is written with one Files.write
 * and read with one Files.readAllBytes, whole, instead of through streams and readers that would
 * cost several calls per file.
 */
final class ConfigsPhase extends Phase {
  private final int configs;
  private long bytes;
  private long lines;

  ConfigsPhase(Workspace ws, int configs) {
    super("configs", ws);
    this.configs = configs;
  }

  @Override
  public void run(boolean tuned) throws IOException {
    List<Path> files = writeConfigs();
    bytes = 0;
    lines = 0;
    for (Path file : files) {
      byte[] content = Files.readAllBytes(file);
      bytes += content.length;
      for (byte b : content) {
        if (b == '\n') {
          lines++;
        }
      }
    }
  }

  private List<Path> writeConfigs() throws IOException {
    Files.createDirectories(ws.confDir);
    // Leftovers of an earlier run with more configs would make the directory disagree with the
    // summary; outputs are rewritten each run.
    try (DirectoryStream<Path> old = Files.newDirectoryStream(ws.confDir, "conf-*.properties")) {
      for (Path file : old) {
        Files.delete(file);
      }
    }
    List<Path> files = new ArrayList<>(configs);
    for (int i = 0; i < configs; i++) {
      Path file = ws.confDir.resolve(String.format("conf-%03d.properties", i));
      Files.write(file, content(i).getBytes(StandardCharsets.US_ASCII));
      files.add(file);
    }
    return files;
  }

  /** About 2 KiB of plausible properties; the line count varies a little from file to file. */
  private static String content(int n) {
    StringBuilder sb = new StringBuilder(2300);
    sb.append("# worker ").append(n).append(" of the log-analytics job\n");
    int entries = 72 + n % 7;
    for (int k = 0; k < entries; k++) {
      sb.append("worker.")
          .append(n)
          .append(".setting.")
          .append(String.format("%02d", k))
          .append('=')
          .append((n * 31 + k * 17) % 1000)
          .append('\n');
    }
    return sb.toString();
  }

  @Override
  public String summary() {
    return String.format("configs files=%d lines=%d bytes=%d", configs, lines, bytes);
  }
}
