package io.iobench.cli.attach;

/** An attach that could not do what was asked, with the one line that says why. */
public final class AttachFailure extends Exception {
  private static final long serialVersionUID = 1L;

  public AttachFailure(String message) {
    super(message);
  }
}
