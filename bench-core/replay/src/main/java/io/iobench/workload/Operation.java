package io.iobench.workload;

/** What a workload does with its file; a technique is an alternative only for its own operation. */
public enum Operation {
  /** Reads the input file (sequentially, whole, or at positions). */
  READ,
  /** Writes a new output file. */
  WRITE,
  /** Reads the input file and writes its bytes to a new output file. */
  COPY,
  /** Writes to a device that discards the bytes (/dev/null): the cost of the Java path alone. */
  SINK,
  /** Reads pages at positions and writes each page back in place. */
  UPDATE
}
