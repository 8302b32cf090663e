package io.iobench.format;

/**
 * The profile's identity: a JSON object whose {@code "format"} is {@link #NAME} and whose {@code
 * "version"} is at most {@link #VERSION}. Fields are only ever added within a version, so a reader
 * of version N reads every profile of version N or older; a reader ignores fields it does not know.
 */
public final class ProfileFormat {
  /** The value of a profile's {@code "format"} field. */
  public static final String NAME = "iobench-profile";

  /** The version this build writes and the newest it reads. */
  public static final int VERSION = 1;

  private ProfileFormat() {}
}
