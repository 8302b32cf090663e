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
    Profile profile =
        JsonDocuments.read(
            file,
            ProfileFormat.NAME,
            ProfileFormat.VERSION,
            WHAT,
            Profile.class,
            ProfileException::new);
    try {
      checkHistograms(profile);
    } catch (ProfileException e) {
      throw new ProfileException(file + ": " + e.getMessage(), e);
    }
    return profile;
  }

  /**
   * @throws ProfileException with a message that names the problem only
   */
  public static Profile parse(byte[] bytes) {
    Profile profile =
        JsonDocuments.parse(
            bytes,
            ProfileFormat.NAME,
            ProfileFormat.VERSION,
            WHAT,
            Profile.class,
            ProfileException::new);
    checkHistograms(profile);
    return profile;
  }

  /**
   * Decodes every histogram once, so that one a reader cannot decode is refused with the file and
   * operation it belongs to, before any analysis, and not met halfway through one (a thousand-file
   * profile's ten thousand histograms decode in about 0.1 s).
   */
  private static void checkHistograms(Profile profile) {
    if (profile.files == null) {
      return;
    }
    for (FileProfile f : profile.files) {
      if (f == null || f.ops == null) {
        continue;
      }
      for (OpProfile op : f.ops) {
        if (op == null) {
          continue;
        }
        check(f, op, "latencyNanos", op.latencyNanos);
        check(f, op, "sizeBytes", op.sizeBytes);
        check(f, op, "requestedBytes", op.requestedBytes);
      }
    }
  }

  private static void check(FileProfile f, OpProfile op, String field, HistogramSummary h) {
    if (h == null || h.histogram == null) {
      return;
    }
    try {
      h.decode();
    } catch (ProfileException e) {
      throw new ProfileException(
          "file " + f.path + ", " + op.api + "." + op.op + ", " + field + ": " + e.getMessage(), e);
    }
  }
}
