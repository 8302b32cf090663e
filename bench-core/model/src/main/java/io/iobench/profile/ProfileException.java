package io.iobench.profile;

/** A profile that cannot be used; the message names the problem, callers add the file. */
public final class ProfileException extends DocumentException {
  private static final long serialVersionUID = 1L;

  public ProfileException(String message) {
    super(message);
  }

  public ProfileException(String message, Throwable cause) {
    super(message, cause);
  }
}
