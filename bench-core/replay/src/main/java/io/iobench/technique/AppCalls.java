package io.iobench.technique;

import io.iobench.format.RecordedOp;
import io.iobench.workload.Operation;

/**
 * What the profile shows of an app's calls for one workload, as far as the choice of the family
 * that stands for them depends on it.
 *
 * @param operation what the workload does with the calls: a read, a write, or a copy (whose calls
 *     are those of its read side, or a transfer)
 * @param op the recorded operation that moved most of the bytes
 * @param callSize bytes the app asked for per call
 * @param sequential whether the calls went through the file in order
 * @param direct whether the calls used direct ByteBuffers rather than heap ones (FileChannel)
 * @param mixed whether the calls came in a mix of sizes of which {@code callSize} is the commonest
 * @param reopened whether the app opened the file again every few calls (see {@code
 *     Workload.openEvery})
 * @param jsonValues whether each call was Jackson's writeValue of one value (see {@code
 *     Workload.jsonValues})
 */
public record AppCalls(
    Operation operation,
    RecordedOp op,
    int callSize,
    boolean sequential,
    boolean direct,
    boolean mixed,
    boolean reopened,
    boolean jsonValues) {

  /** A byte per call: read(), write(int), readByte(); not a mix that is mostly bytes. */
  public boolean oneByte() {
    return callSize == 1 && !mixed;
  }

  /** The size of a primitive a DataInput call reads: readLong, readInt, readShort, readByte. */
  public boolean primitive() {
    return Sizes.primitive(callSize) && !mixed;
  }

  /**
   * Whether channel reads stand for reads into a direct buffer: the app's buffers were direct, or
   * its calls random (a random channel read is replayed with a direct buffer, whatever the app's).
   */
  public boolean directOrRandom() {
    return direct || !sequential;
  }
}
