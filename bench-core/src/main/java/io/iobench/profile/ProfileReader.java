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

/** Reads a profile file and says exactly what is wrong with one that cannot be used. */
public final class ProfileReader {
  public static final String FORMAT = "iobench-profile";
  public static final int SUPPORTED_VERSION = 1;

  private static final ObjectMapper MAPPER =
      new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

  private ProfileReader() {}

  /** @throws ProfileException with a message of the form "FILE: problem" */
  public static Profile read(Path file) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new ProfileException(file + ": no such file");
    } catch (IOException e) {
      throw new ProfileException(file + ": cannot read (" + e.getMessage() + ")", e);
    }
    try {
      return parse(bytes);
    } catch (ProfileException e) {
      throw new ProfileException(file + ": " + e.getMessage(), e);
    }
  }

  public static Profile parse(byte[] bytes) {
    if (bytes.length == 0) {
      throw new ProfileException("empty file, not an iobench profile");
    }
    JsonNode root;
    try {
      root = MAPPER.readTree(bytes);
    } catch (JsonProcessingException e) {
      if (e.getMessage() != null && e.getMessage().contains("end-of-input")) {
        throw new ProfileException("truncated JSON (the file ends in the middle of the profile)", e);
      }
      throw new ProfileException("not JSON (" + e.getOriginalMessage() + ")", e);
    } catch (EOFException e) {
      throw new ProfileException("truncated JSON", e);
    } catch (IOException e) {
      throw new ProfileException("cannot parse (" + e.getMessage() + ")", e);
    }
    if (root == null || !root.isObject()) {
      throw new ProfileException("not an iobench profile (expected a JSON object)");
    }
    JsonNode format = root.get("format");
    if (format == null || !FORMAT.equals(format.asText())) {
      throw new ProfileException("not an iobench profile (format is "
          + (format == null ? "missing" : "'" + format.asText() + "'") + ", expected '" + FORMAT + "')");
    }
    int version = root.path("version").asInt(-1);
    if (version < 1) {
      throw new ProfileException("profile has no valid version");
    }
    if (version > SUPPORTED_VERSION) {
      throw new ProfileException("profile version " + version + " is newer than this iobench reads ("
          + SUPPORTED_VERSION + "); use a newer iobench");
    }
    try {
      return MAPPER.treeToValue(root, Profile.class);
    } catch (JsonProcessingException e) {
      throw new ProfileException("malformed profile (" + e.getOriginalMessage() + ")", e);
    }
  }
}
