package io.iobench.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.iobench.format.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes results files atomically ({@link AtomicFiles}). */
public final class ResultsWriter {
  static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private ResultsWriter() {}

  /**
   * Checks, before any work is done, that {@code file} can be written: its directory exists and is
   * writable, and it is not a directory.
   *
   * @throws IOException naming the file and the problem
   */
  public static void checkWritable(Path file) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    if (Files.isDirectory(file)) {
      throw new IOException(file + ": is a directory");
    }
    if (dir == null || !Files.isDirectory(dir)) {
      throw new IOException(file + ": directory " + dir + " does not exist");
    }
    if (!Files.isWritable(dir)) {
      throw new IOException(file + ": directory " + dir + " is not writable");
    }
  }

  public static void write(ReplayResults results, Path file) throws IOException {
    // Whatever version the results were read from, they are written in this one's format.
    results.format = ReplayResults.FORMAT;
    results.version = ReplayResults.VERSION;
    writeJson(results, file);
  }

  /** The techniques alone as a JSON array in JMH's result format, for JMH viewers. */
  public static void writeJmh(ReplayResults results, Path file) throws IOException {
    writeJson(results.benchmarks(), file);
  }

  private static void writeJson(Object value, Path file) throws IOException {
    AtomicFiles.write(file, out -> JSON.writeValue(out, value));
  }
}
