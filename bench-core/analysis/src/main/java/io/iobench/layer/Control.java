package io.iobench.layer;

/** What the app controls at a layer: the kind of change it can make there. */
public enum Control {
  /**
   * Insert a wrapper between the layer and the file (a BufferedInputStream under
   * ObjectInputStream).
   */
  WRAPPER,
  /**
   * Pass the layer's constructor an argument, usually a buffer size (new GZIPInputStream(in,
   * 65536)).
   */
  CONSTRUCTOR_ARGUMENT,
  /** Change a configuration setting of a library (logback's immediateFlush). */
  SETTING,
  /** Make a call less often (BufferedWriter.flush per line). */
  FEWER_CALLS,
  /** Use another JDK call in the app's own code (Files.readAllBytes instead of a read loop). */
  OTHER_CALL,
  /** Nothing in the app's code: the I/O is inside an engine the app does not own. */
  NOTHING
}
