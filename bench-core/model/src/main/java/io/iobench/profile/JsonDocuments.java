package io.iobench.profile;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * Reads iobench's JSON documents (profiles, replay results) and says exactly what is wrong with one
 * that cannot be used: missing, empty, truncated, not JSON, another format, a newer version.
 */
public final class JsonDocuments {
  static final ObjectMapper MAPPER =
      new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

  private JsonDocuments() {}

  /**
   * Reads {@code file} as a document of {@code format} and binds it to {@code type}.
   *
   * @param what the document as a user calls it ("iobench profile")
   * @param error makes the exception to throw from a message of the form "FILE: problem"
   */
  public static <T> T read(
      Path file,
      String format,
      int supportedVersion,
      String what,
      Class<T> type,
      Function<String, ? extends DocumentException> error) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw error.apply(file + ": no such file");
    } catch (IOException e) {
      throw error.apply(file + ": cannot read (" + e.getMessage() + ")");
    }
    try {
      return parse(bytes, format, supportedVersion, what, type, error);
    } catch (DocumentException e) {
      throw error.apply(file + ": " + e.getMessage());
    }
  }

  /** As {@link #read} for bytes already in memory; messages name the problem only. */
  public static <T> T parse(
      byte[] bytes,
      String format,
      int supportedVersion,
      String what,
      Class<T> type,
      Function<String, ? extends DocumentException> error) {
    if (bytes.length == 0) {
      throw error.apply("empty file, not an " + what);
    }
    JsonNode root;
    try {
      root = MAPPER.readTree(bytes);
    } catch (JsonProcessingException e) {
      if (e.getMessage() != null && e.getMessage().contains("end-of-input")) {
        throw error.apply("truncated JSON (the file ends in the middle of the " + what + ")");
      }
      throw error.apply("not JSON (" + e.getOriginalMessage() + ")");
    } catch (EOFException e) {
      throw error.apply("truncated JSON");
    } catch (IOException e) {
      throw error.apply("cannot parse (" + e.getMessage() + ")");
    }
    if (root == null || !root.isObject()) {
      throw error.apply("not an " + what + " (expected a JSON object)");
    }
    JsonNode found = root.get("format");
    if (found == null || !format.equals(found.asText())) {
      throw error.apply(
          "not an "
              + what
              + " (format is "
              + (found == null ? "missing" : "'" + found.asText() + "'")
              + ", expected '"
              + format
              + "')");
    }
    int version = root.path("version").asInt(-1);
    if (version < 1) {
      throw error.apply(what + " has no valid version");
    }
    if (version > supportedVersion) {
      throw error.apply(
          what
              + " version "
              + version
              + " is newer than this iobench reads ("
              + supportedVersion
              + "); use a newer iobench");
    }
    try {
      return MAPPER.treeToValue(root, type);
    } catch (JsonProcessingException e) {
      throw error.apply("malformed " + what + " (" + e.getOriginalMessage() + ")");
    }
  }
}
