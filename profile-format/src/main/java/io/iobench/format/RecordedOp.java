package io.iobench.format;

import java.util.List;
import java.util.Optional;

/**
 * The closed set of operations the agent records, each with the API and the name a profile gives
 * it. The agent's hot path indexes its tables by {@link #ordinal()}; a profile names an operation
 * by {@link #api()} and {@link #jsonName()}, never by number.
 *
 * <p>Operations are named the same on every JDK, whether a JDK overrides a method in the file class
 * or inherits it (InputStream's readAllBytes, readNBytes and transferTo).
 */
public enum RecordedOp {
  FIS_READ(Api.FILE_INPUT_STREAM, "read", Kind.DATA),
  FIS_SKIP(Api.FILE_INPUT_STREAM, "skip", Kind.MOVE),
  FIS_READ_ALL_BYTES(Api.FILE_INPUT_STREAM, "readAllBytes", Kind.DATA),
  FIS_READ_N_BYTES(Api.FILE_INPUT_STREAM, "readNBytes", Kind.DATA),
  FIS_TRANSFER_TO(Api.FILE_INPUT_STREAM, "transferTo", Kind.DATA),
  /** The open every path constructor makes; its latency is the system call's. */
  FIS_OPEN(Api.FILE_INPUT_STREAM, "open", Kind.OPEN),
  /** A close of an open stream (a second close, which does nothing, is not one). */
  FIS_CLOSE(Api.FILE_INPUT_STREAM, "close", Kind.CLOSE),

  FOS_WRITE(Api.FILE_OUTPUT_STREAM, "write", Kind.DATA),
  /**
   * An open, not for appending, of a file that held data: the open truncated it. Its bytes are what
   * the file held; its latency is the open's, truncation included.
   */
  FOS_TRUNCATE(Api.FILE_OUTPUT_STREAM, "truncate", Kind.OTHER),
  /**
   * The open every path constructor makes, for appending or not; an open that truncated is also
   * counted as a {@link #FOS_TRUNCATE}.
   */
  FOS_OPEN(Api.FILE_OUTPUT_STREAM, "open", Kind.OPEN),
  FOS_CLOSE(Api.FILE_OUTPUT_STREAM, "close", Kind.CLOSE),

  RAF_READ(Api.RANDOM_ACCESS_FILE, "read", Kind.DATA),
  RAF_READ_FULLY(Api.RANDOM_ACCESS_FILE, "readFully", Kind.DATA),
  /**
   * readInt, readLong, readUTF, ...: recorded as the reads each call made (a read() per byte up to
   * JDK 17, one read from JDK 21 on), with the method's calls in {@code methodCalls}.
   */
  RAF_READ_DATA(Api.RANDOM_ACCESS_FILE, "readData", Kind.DATA),
  /**
   * readLine: recorded as the reads it made, a read() per byte and one more that found the end of
   * the file, with the lines (the method's calls) in {@code methodCalls}.
   */
  RAF_READ_LINE(Api.RANDOM_ACCESS_FILE, "readLine", Kind.DATA),
  RAF_WRITE(Api.RANDOM_ACCESS_FILE, "write", Kind.DATA),
  /** writeInt, writeLong, writeUTF, writeBytes, ...: its bytes are those written. */
  RAF_WRITE_DATA(Api.RANDOM_ACCESS_FILE, "writeData", Kind.DATA),
  RAF_SEEK(Api.RANDOM_ACCESS_FILE, "seek", Kind.MOVE),
  RAF_SKIP_BYTES(Api.RANDOM_ACCESS_FILE, "skipBytes", Kind.MOVE),
  RAF_SET_LENGTH(Api.RANDOM_ACCESS_FILE, "setLength", Kind.OTHER),
  RAF_OPEN(Api.RANDOM_ACCESS_FILE, "open", Kind.OPEN),
  RAF_CLOSE(Api.RANDOM_ACCESS_FILE, "close", Kind.CLOSE),

  FC_READ(Api.FILE_CHANNEL, "read", Kind.DATA),
  FC_SCATTER_READ(Api.FILE_CHANNEL, "scatterRead", Kind.DATA),
  FC_POSITIONAL_READ(Api.FILE_CHANNEL, "positionalRead", Kind.DATA),
  FC_WRITE(Api.FILE_CHANNEL, "write", Kind.DATA),
  FC_GATHER_WRITE(Api.FILE_CHANNEL, "gatherWrite", Kind.DATA),
  FC_POSITIONAL_WRITE(Api.FILE_CHANNEL, "positionalWrite", Kind.DATA),
  FC_TRANSFER_TO(Api.FILE_CHANNEL, "transferTo", Kind.OTHER),
  FC_TRANSFER_FROM(Api.FILE_CHANNEL, "transferFrom", Kind.OTHER),
  FC_FORCE(Api.FILE_CHANNEL, "force", Kind.OTHER),
  FC_TRUNCATE(Api.FILE_CHANNEL, "truncate", Kind.OTHER),
  FC_POSITION(Api.FILE_CHANNEL, "position", Kind.MOVE),
  /**
   * An open of a file as a channel: FileChannel.open and every Files method that opens one
   * (newByteChannel, newInputStream, newOutputStream, readAllBytes, lines, write, ...). A channel
   * got from a stream or a RandomAccessFile (getChannel) is not an open.
   */
  FC_OPEN(Api.FILE_CHANNEL, "open", Kind.OPEN),
  /** A close of an open channel (a channel got from a stream closes with it, as one close). */
  FC_CLOSE(Api.FILE_CHANNEL, "close", Kind.CLOSE),

  MBB_MAP(Api.MAPPED_BYTE_BUFFER, "map", Kind.OTHER),
  /** JDK 19+ {@code FileChannel.map(mode, position, size, Arena)}. */
  MBB_MAP_SEGMENT(Api.MAPPED_BYTE_BUFFER, "mapSegment", Kind.OTHER),
  MBB_FORCE(Api.MAPPED_BYTE_BUFFER, "force", Kind.OTHER),
  MBB_LOAD(Api.MAPPED_BYTE_BUFFER, "load", Kind.OTHER);

  /** What an operation does with the file, which decides what the agent records of it. */
  public enum Kind {
    /** Moves data: sizes and the access pattern are recorded. */
    DATA,
    /** Moves the position without data (seek, skip): updates the tracked position. */
    MOVE,
    /** Everything else (force, map, truncate, transfers): calls, latency and sizes only. */
    OTHER,
    /** An open of the file: calls and latency. */
    OPEN,
    /** A close of what an open opened: calls and latency. */
    CLOSE
  }

  private static final List<RecordedOp> ALL = List.of(values());

  private final Api api;
  private final String jsonName;
  private final Kind kind;

  RecordedOp(Api api, String jsonName, Kind kind) {
    this.api = api;
    this.jsonName = jsonName;
    this.kind = kind;
  }

  public Api api() {
    return api;
  }

  /** The name in a profile's {@code "op"} field, unique within the API. */
  public String jsonName() {
    return jsonName;
  }

  public Kind kind() {
    return kind;
  }

  /** The operation with this ordinal, as the agent's tables index it. */
  public static RecordedOp of(int ordinal) {
    return ALL.get(ordinal);
  }

  /** How many operations there are: the length of the agent's per-operation tables. */
  public static int count() {
    return ALL.size();
  }

  /**
   * The operation a profile names, or empty for one this version does not know (a newer agent's).
   */
  public static Optional<RecordedOp> of(String api, String jsonName) {
    for (RecordedOp op : ALL) {
      if (op.api.jsonName().equals(api) && op.jsonName.equals(jsonName)) {
        return Optional.of(op);
      }
    }
    return Optional.empty();
  }

  /** Whether the operation opens the file. */
  public boolean opens() {
    return kind == Kind.OPEN;
  }

  /** Whether the operation closes what an open opened. */
  public boolean closes() {
    return kind == Kind.CLOSE;
  }

  @Override
  public String toString() {
    return api.jsonName() + "." + jsonName;
  }
}
