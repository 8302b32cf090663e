package io.iobench.agent.advice;

import java.util.List;

/**
 * The JDK classes the agent instruments, named once: the Instrumenter gives each of them its
 * advice, and in a call path the frames of these classes, and of the API types a call enters them
 * through, are the instrumented call itself, not a JDK layer the app's call went through.
 */
public final class InstrumentedClasses {
  public static final String FILE_INPUT_STREAM = "java.io.FileInputStream";

  /** For the methods FileInputStream inherits on some JDKs (readAllBytes, transferTo). */
  public static final String INPUT_STREAM = "java.io.InputStream";

  public static final String FILE_OUTPUT_STREAM = "java.io.FileOutputStream";
  public static final String RANDOM_ACCESS_FILE = "java.io.RandomAccessFile";

  /** The class behind every FileChannel on a file. */
  public static final String FILE_CHANNEL_IMPL = "sun.nio.ch.FileChannelImpl";

  public static final String MAPPED_BYTE_BUFFER = "java.nio.MappedByteBuffer";

  /**
   * The class that opens a FileChannel by its path on Linux and macOS, for FileChannel.open and
   * every Files method that opens a file. (Windows has its own, which is not instrumented.)
   */
  public static final String UNIX_CHANNEL_FACTORY = "sun.nio.fs.UnixChannelFactory";

  /** Every class the agent instruments, in the order it installs their advice. */
  public static final List<String> ALL =
      List.of(
          FILE_INPUT_STREAM,
          INPUT_STREAM,
          FILE_OUTPUT_STREAM,
          RANDOM_ACCESS_FILE,
          FILE_CHANNEL_IMPL,
          MAPPED_BYTE_BUFFER,
          UNIX_CHANNEL_FACTORY);

  /**
   * The JDK classes whose constructors open a file by its path and wrap the stream in a writer or a
   * reader ({@link OpenerAdvice}). Their frames in a path are a layer the app's call went through,
   * as any JDK decorator's.
   */
  public static final List<String> OPENERS =
      List.of("java.io.FileWriter", "java.io.FileReader", "java.io.PrintWriter");

  /** Every class the agent transforms: the instrumented ones, then the openers. */
  public static final List<String> TRANSFORMED = concat(ALL, OPENERS);

  /**
   * The API types in front of the instrumented classes: FileChannel, whose scatter and gather
   * methods of one argument pass the call on to FileChannelImpl's, and DirectByteBuffer, the class
   * of the buffers a map returns.
   */
  private static final List<String> ENTERED_THROUGH =
      List.of("java.nio.channels.FileChannel", "java.nio.DirectByteBuffer");

  private InstrumentedClasses() {}

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> all = new java.util.ArrayList<>(a);
    all.addAll(b);
    return List.copyOf(all);
  }

  /** Whether a frame ({@code class.method}) is of the instrumented call itself. */
  public static boolean isOfTheCall(String frame) {
    int dot = frame.lastIndexOf('.');
    if (dot <= 0) {
      return false;
    }
    String cls = frame.substring(0, dot);
    return ALL.contains(cls) || ENTERED_THROUGH.contains(cls);
  }
}
