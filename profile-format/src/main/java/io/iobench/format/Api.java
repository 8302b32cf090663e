package io.iobench.format;

import java.util.Optional;

/** The JDK file APIs the agent records, as a profile names them. */
public enum Api {
  FILE_INPUT_STREAM("FileInputStream"),
  FILE_OUTPUT_STREAM("FileOutputStream"),
  RANDOM_ACCESS_FILE("RandomAccessFile"),
  FILE_CHANNEL("FileChannel"),
  MAPPED_BYTE_BUFFER("MappedByteBuffer");

  private final String jsonName;

  Api(String jsonName) {
    this.jsonName = jsonName;
  }

  /** The name in a profile's {@code "api"} field. */
  public String jsonName() {
    return jsonName;
  }

  /** The API a profile names, or empty for one this version does not know. */
  public static Optional<Api> of(String jsonName) {
    for (Api api : values()) {
      if (api.jsonName.equals(jsonName)) {
        return Optional.of(api);
      }
    }
    return Optional.empty();
  }
}
