package io.iobench.profile;

import java.nio.file.Path;

/** Reads a profile file and says exactly what is wrong with one that cannot be used. */
public final class ProfileReader {
  public static final String FORMAT = "iobench-profile";
  public static final int SUPPORTED_VERSION = 1;
  private static final String WHAT = "iobench profile";

  private ProfileReader() {}

  /**
   * @throws ProfileException with a message of the form "FILE: problem"
   */
  public static Profile read(Path file) {
    return JsonDocuments.read(
        file, FORMAT, SUPPORTED_VERSION, WHAT, Profile.class, ProfileException::new);
  }

  public static Profile parse(byte[] bytes) {
    return JsonDocuments.parse(
        bytes, FORMAT, SUPPORTED_VERSION, WHAT, Profile.class, ProfileException::new);
  }
}
