package io.iobench.profile;

import io.iobench.format.ProfileFormat;
import io.iobench.profile.jfr.JfrRecordings;
import java.nio.file.Path;

/**
 * Reads a profile file, the agent's or a JDK Flight Recorder recording ({@link JfrRecordings}), and
 * says exactly what is wrong with one that cannot be used.
 */
public final class ProfileReader {
  private static final String WHAT = "iobench profile";

  private ProfileReader() {}

  /**
   * @throws ProfileException with a message of the form "FILE: problem"
   */
  public static Profile read(Path file) {
    if (JfrRecordings.isRecording(file)) {
      return JfrRecordings.read(file);
    }
    return JsonDocuments.read(
        file,
        ProfileFormat.NAME,
        ProfileFormat.VERSION,
        WHAT,
        Profile.class,
        ProfileException::new);
  }

  public static Profile parse(byte[] bytes) {
    return JsonDocuments.parse(
        bytes,
        ProfileFormat.NAME,
        ProfileFormat.VERSION,
        WHAT,
        Profile.class,
        ProfileException::new);
  }
}
