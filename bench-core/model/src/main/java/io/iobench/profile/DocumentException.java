package io.iobench.profile;

/** A JSON document (profile, replay results) that cannot be used; the message names the problem. */
public class DocumentException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public DocumentException(String message) {
    super(message);
  }

  public DocumentException(String message, Throwable cause) {
    super(message, cause);
  }
}
