package io.iobench.bootstrap;

/**
 * The recorded operations as the inlined advice passes them: compile-time constants, so the JDK
 * method that runs the advice loads a number, not a field of another class. Each is the ordinal of
 * the operation of the same name in the profile format's {@code RecordedOp}, which says what it is
 * called in a profile (checked by the agent's tests); this class names no type outside the boot
 * class path.
 */
public final class Ops {
  public static final int FIS_READ = 0;
  public static final int FIS_SKIP = 1;
  public static final int FIS_READ_ALL_BYTES = 2;
  public static final int FIS_READ_N_BYTES = 3;
  public static final int FIS_TRANSFER_TO = 4;

  public static final int FOS_WRITE = 5;
  public static final int FOS_TRUNCATE = 6;

  public static final int RAF_READ = 7;
  public static final int RAF_READ_FULLY = 8;
  public static final int RAF_READ_DATA = 9;
  public static final int RAF_WRITE = 10;
  public static final int RAF_WRITE_DATA = 11;
  public static final int RAF_SEEK = 12;
  public static final int RAF_SKIP_BYTES = 13;
  public static final int RAF_SET_LENGTH = 14;

  public static final int FC_READ = 15;
  public static final int FC_SCATTER_READ = 16;
  public static final int FC_POSITIONAL_READ = 17;
  public static final int FC_WRITE = 18;
  public static final int FC_GATHER_WRITE = 19;
  public static final int FC_POSITIONAL_WRITE = 20;
  public static final int FC_TRANSFER_TO = 21;
  public static final int FC_TRANSFER_FROM = 22;
  public static final int FC_FORCE = 23;
  public static final int FC_TRUNCATE = 24;
  public static final int FC_POSITION = 25;

  public static final int MBB_MAP = 26;
  public static final int MBB_MAP_SEGMENT = 27;
  public static final int MBB_FORCE = 28;
  public static final int MBB_LOAD = 29;

  /** Result value that tells the recorder to use the bytes of the nested calls. */
  public static final long NESTED_BYTES = -2;

  /** Result value of a read at end of file. */
  public static final long EOF = -1;

  private Ops() {}
}
