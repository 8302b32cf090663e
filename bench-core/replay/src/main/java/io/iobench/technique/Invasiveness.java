package io.iobench.technique;

/** How much code a switch to a technique changes, least first: the tie-breaker between equals. */
public enum Invasiveness {
  /** The same API with another buffer or call size. */
  BUFFER_SIZE,
  /**
   * The same API wrapped (BufferedInputStream/BufferedOutputStream) or a one-call helper (Files.*).
   */
  WRAPPER,
  /** Another API (streams to channels, heap to direct buffers, a loop to transferTo). */
  NEW_API,
  /** Memory mapping: a different resource model (mapping lifetime, file size, page faults). */
  MAPPING
}
