package io.iobench.bootstrap;

/**
 * The closed set of recorded operations. Advice passes an operation as an {@code int} constant so
 * the hot path indexes arrays instead of hashing names.
 */
public final class Ops {
  public static final String FILE_INPUT_STREAM = "FileInputStream";
  public static final String FILE_OUTPUT_STREAM = "FileOutputStream";
  public static final String RANDOM_ACCESS_FILE = "RandomAccessFile";
  public static final String FILE_CHANNEL = "FileChannel";
  public static final String MAPPED_BYTE_BUFFER = "MappedByteBuffer";

  /** Moves data: sizes and the access pattern are recorded. */
  public static final int KIND_DATA = 0;

  /** Moves the position without data (seek, skip): updates the tracked position. */
  public static final int KIND_MOVE = 1;

  /** Everything else (force, map, truncate, transfers): calls, latency and sizes only. */
  public static final int KIND_OTHER = 2;

  private static final String[] API = new String[64];
  private static final String[] NAME = new String[64];
  private static final int[] KIND = new int[64];
  private static int count;

  public static final int FIS_READ = op(FILE_INPUT_STREAM, "read", KIND_DATA);
  public static final int FIS_SKIP = op(FILE_INPUT_STREAM, "skip", KIND_MOVE);
  public static final int FIS_READ_ALL_BYTES = op(FILE_INPUT_STREAM, "readAllBytes", KIND_DATA);
  public static final int FIS_READ_N_BYTES = op(FILE_INPUT_STREAM, "readNBytes", KIND_DATA);
  public static final int FIS_TRANSFER_TO = op(FILE_INPUT_STREAM, "transferTo", KIND_DATA);

  public static final int FOS_WRITE = op(FILE_OUTPUT_STREAM, "write", KIND_DATA);

  /**
   * An open, not for appending, of a file that held data: the open truncated it. Bytes are what it
   * held; the latency is the open's, truncation included.
   */
  public static final int FOS_TRUNCATE = op(FILE_OUTPUT_STREAM, "truncate", KIND_OTHER);

  public static final int RAF_READ = op(RANDOM_ACCESS_FILE, "read", KIND_DATA);
  public static final int RAF_READ_FULLY = op(RANDOM_ACCESS_FILE, "readFully", KIND_DATA);

  /** readInt, readLong, readLine, readUTF, ...: bytes are those of the reads they make. */
  public static final int RAF_READ_DATA = op(RANDOM_ACCESS_FILE, "readData", KIND_DATA);

  public static final int RAF_WRITE = op(RANDOM_ACCESS_FILE, "write", KIND_DATA);

  /** writeInt, writeLong, writeUTF, writeBytes, ...: bytes are those written. */
  public static final int RAF_WRITE_DATA = op(RANDOM_ACCESS_FILE, "writeData", KIND_DATA);

  public static final int RAF_SEEK = op(RANDOM_ACCESS_FILE, "seek", KIND_MOVE);
  public static final int RAF_SKIP_BYTES = op(RANDOM_ACCESS_FILE, "skipBytes", KIND_MOVE);
  public static final int RAF_SET_LENGTH = op(RANDOM_ACCESS_FILE, "setLength", KIND_OTHER);

  public static final int FC_READ = op(FILE_CHANNEL, "read", KIND_DATA);
  public static final int FC_SCATTER_READ = op(FILE_CHANNEL, "scatterRead", KIND_DATA);
  public static final int FC_POSITIONAL_READ = op(FILE_CHANNEL, "positionalRead", KIND_DATA);
  public static final int FC_WRITE = op(FILE_CHANNEL, "write", KIND_DATA);
  public static final int FC_GATHER_WRITE = op(FILE_CHANNEL, "gatherWrite", KIND_DATA);
  public static final int FC_POSITIONAL_WRITE = op(FILE_CHANNEL, "positionalWrite", KIND_DATA);
  public static final int FC_TRANSFER_TO = op(FILE_CHANNEL, "transferTo", KIND_OTHER);
  public static final int FC_TRANSFER_FROM = op(FILE_CHANNEL, "transferFrom", KIND_OTHER);
  public static final int FC_FORCE = op(FILE_CHANNEL, "force", KIND_OTHER);
  public static final int FC_TRUNCATE = op(FILE_CHANNEL, "truncate", KIND_OTHER);
  public static final int FC_POSITION = op(FILE_CHANNEL, "position", KIND_MOVE);

  public static final int MBB_MAP = op(MAPPED_BYTE_BUFFER, "map", KIND_OTHER);
  public static final int MBB_MAP_SEGMENT = op(MAPPED_BYTE_BUFFER, "mapSegment", KIND_OTHER);
  public static final int MBB_FORCE = op(MAPPED_BYTE_BUFFER, "force", KIND_OTHER);
  public static final int MBB_LOAD = op(MAPPED_BYTE_BUFFER, "load", KIND_OTHER);

  /** Result value that tells the recorder to use the bytes of the nested calls. */
  public static final long NESTED_BYTES = -2;

  /** Result value of a read at end of file. */
  public static final long EOF = -1;

  private Ops() {}

  private static int op(String api, String name, int kind) {
    int id = count++;
    API[id] = api;
    NAME[id] = name;
    KIND[id] = kind;
    return id;
  }

  public static int count() {
    return count;
  }

  public static String api(int op) {
    return API[op];
  }

  public static String name(int op) {
    return NAME[op];
  }

  public static int kind(int op) {
    return KIND[op];
  }
}
