package io.iobench.layer;

import java.util.List;
import java.util.Set;

/** The changes several layers share, worded once. */
public final class Changes {
  /** What every flush-less-often change says about durability. */
  public static final String FLUSH_IS_NO_SYNC =
      "flush() is not a sync: after it the bytes are in the OS, not on the disk.";

  private Changes() {}

  /** A BufferedInputStream between a decorator input stream ({@code type}) and the file. */
  public static Change bufferedInputUnder(String type, List<String> techniques, String caveat) {
    return bufferedUnder(type, "InputStream", "in", techniques, caveat);
  }

  /** A BufferedOutputStream between a decorator output stream ({@code type}) and the file. */
  public static Change bufferedOutputUnder(String type, String caveat) {
    return bufferedUnder(type, "OutputStream", "out", List.of("buffered-out"), caveat);
  }

  /** A Buffered{@code stream} between a decorator ({@code type}) and the File{@code stream}. */
  private static Change bufferedUnder(
      String type, String stream, String var, List<String> techniques, String caveat) {
    String file = "new File" + stream + "(file)";
    String opening = type + " " + var + " = new " + type + "(";
    return new Change(
        Control.WRAPPER,
        Set.of(),
        "Put a Buffered" + stream + " between the " + type + " and the file.",
        opening + file + ");",
        opening + "\n    new Buffered" + stream + "(" + file + ", 65536));",
        techniques,
        List.of(caveat));
  }

  /**
   * A bigger buffer for a class that buffers ({@code type}), given to its constructor.
   *
   * @param before the app's code now, the constructor without a size
   * @param code the constructor with the bigger size
   */
  public static Change biggerBuffer(
      String type, String before, String code, List<String> techniques, String caveat) {
    return new Change(
        Control.CONSTRUCTOR_ARGUMENT,
        Set.of(),
        "Give the " + type + " a bigger buffer.",
        before,
        code,
        techniques,
        List.of(caveat));
  }

  /**
   * A buffer over the unbuffered stream Files.newInputStream ({@code input}) or
   * Files.newOutputStream returns, whose every call is a call of the channel.
   */
  public static Change bufferedOverChannel(boolean input) {
    String stream = input ? "InputStream" : "OutputStream";
    return new Change(
        Control.WRAPPER,
        Set.of(),
        "Put a Buffered" + stream + " over the stream Files.new" + stream + " returns.",
        "",
        stream
            + (input ? " in" : " out")
            + " = new Buffered"
            + stream
            + "(Files.new"
            + stream
            + "(path), 65536);",
        List.of(input ? "buffered-stream" : "buffered-out"),
        List.of(
            "The stream itself does not buffer: small "
                + (input ? "reads are channel reads." : "writes are channel writes.")));
  }

  /**
   * A BufferedReader with a big buffer over an InputStreamReader ({@code input}), or a
   * BufferedWriter over an OutputStreamWriter: the codec's own calls stay, fewer reach the file.
   */
  public static Change bufferedOverCodec(boolean input) {
    return new Change(
        Control.WRAPPER,
        Set.of(),
        input
            ? "Read through a BufferedReader with a big buffer over the InputStreamReader."
            : "Write through a BufferedWriter with a big buffer over the OutputStreamWriter.",
        "",
        input
            ? "BufferedReader in = new BufferedReader(\n    new InputStreamReader(new"
                + " FileInputStream(file), StandardCharsets.UTF_8), 65536);"
            : "Writer out = new BufferedWriter(\n    new OutputStreamWriter(new"
                + " FileOutputStream(file), StandardCharsets.UTF_8), 65536);",
        input ? List.of("reader-lines", "files-lines") : List.of("buffered-out"),
        List.of(
            (input ? "The characters read are the same" : "The bytes written are the same")
                + "; only the calls to the file change."));
  }

  /**
   * A print class ({@code type}) created without autoflush, over a buffering {@code under}, for a
   * path where every println flushed.
   */
  public static Change withoutAutoflush(
      String type, String under, String before, String code, String caveat) {
    return new Change(
        Control.CONSTRUCTOR_ARGUMENT,
        Set.of(),
        "Create the " + type + " without autoflush, over a " + under + ".",
        before,
        code,
        List.of("buffered-out"),
        List.of(caveat));
  }

  /**
   * A Log4j 2 appender ({@code element} in log4j2.xml) with its immediateFlush turned off.
   *
   * @param also the rest of the summary, after "Turn off the appender's immediateFlush"
   * @param attributes the appender's attributes besides immediateFlush="false"
   * @param beforeNote what the appender as it is says of immediateFlush, in a comment
   */
  public static Change log4jImmediateFlushOff(
      String element,
      String also,
      String attributes,
      String beforeNote,
      List<String> techniques,
      String... caveats) {
    String open = "<" + element + " name=\"File\" fileName=\"app.log\"";
    String body = "\n  <PatternLayout pattern=\"%d %p %c - %m%n\"/>\n</" + element + ">";
    return new Change(
        Control.SETTING,
        Set.of(),
        "Turn off the appender's immediateFlush" + also,
        open + ">  <!-- " + beforeNote + " -->" + body,
        open
            + "\n"
            + " ".repeat(element.length() + 2)
            + "immediateFlush=\"false\" "
            + attributes
            + ">"
            + body,
        techniques,
        List.of(caveats));
  }

  /**
   * A bigger buffer for a compression stream ({@code type}), whose 512-byte default makes one call
   * of the file per 512 compressed bytes.
   */
  public static Change compressionBuffer(String type, boolean input, String code) {
    return new Change(
        Control.CONSTRUCTOR_ARGUMENT,
        Set.of(),
        "Give the "
            + type
            + " a bigger "
            + (input ? "input" : "output")
            + " buffer (the default"
            + " is 512 bytes).",
        (input ? "InputStream in = new " : "OutputStream out = new ")
            + type
            + (input ? "(new FileInputStream(file));" : "(new FileOutputStream(file));"),
        code,
        input ? List.of("fis", "buffered-stream") : List.of("fos", "buffered-out"),
        List.of(
            input
                ? "Only the compressed reads change: inflating costs the same."
                : "Only the compressed writes change: deflating costs the same."));
  }

  /**
   * For a path that entered {@code type} by flush(): flush it less often.
   *
   * @param before the app's code now, a flush per record
   */
  public static Change flushLessOften(String type, String before, String code, String... caveats) {
    return new Change(
        Control.FEWER_CALLS,
        Set.of("flush"),
        "Flush the " + type + " less often: every flush() is a write of the file.",
        before,
        code,
        List.of("buffered-out"),
        List.of(caveats));
  }
}
