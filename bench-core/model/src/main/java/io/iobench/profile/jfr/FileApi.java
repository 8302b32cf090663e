package io.iobench.profile.jfr;

import io.iobench.format.RecordedOp;
import java.util.List;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;

/**
 * Which of the JDK's file APIs made a JFR file event, told from its stack trace: the outermost of
 * the consecutive frames of one file class ({@code FileInputStream.readAllBytes} over the {@code
 * read} it calls) is the call the app made, the operation the agent would have recorded it as.
 */
final class FileApi {
  static final String FIS = "java.io.FileInputStream";
  static final String FOS = "java.io.FileOutputStream";
  static final String RAF = "java.io.RandomAccessFile";
  static final String CHANNEL = "sun.nio.ch.FileChannelImpl";

  private static final List<String> CLASSES = List.of(FIS, FOS, RAF, CHANNEL);

  private FileApi() {}

  /**
   * Index of the frame of the call the app made into a file class, or -1 when the stack has none
   * (recorded without stack traces, or by a class iobench does not know).
   */
  static int callFrame(RecordedStackTrace stack) {
    if (stack == null) {
      return -1;
    }
    List<RecordedFrame> frames = stack.getFrames();
    for (int i = 0; i < frames.size(); i++) {
      String type = typeOf(frames.get(i));
      if (CLASSES.contains(type)) {
        int outer = i;
        while (outer + 1 < frames.size() && type.equals(typeOf(frames.get(outer + 1)))) {
          outer++;
        }
        return outer;
      }
    }
    return -1;
  }

  /**
   * The operation of an event of {@code eventType} whose stack's call frame is {@code frame} (null
   * when unknown: then the stream classes, the commonest, are assumed).
   */
  static RecordedOp op(String eventType, RecordedFrame frame) {
    if (eventType.equals(JfrRecordings.FILE_FORCE)) {
      return RecordedOp.FC_FORCE;
    }
    boolean read = eventType.equals(JfrRecordings.FILE_READ);
    if (frame == null) {
      return read ? RecordedOp.FIS_READ : RecordedOp.FOS_WRITE;
    }
    String type = typeOf(frame);
    String method = frame.getMethod().getName();
    String descriptor = frame.getMethod().getDescriptor();
    switch (type) {
      case FIS:
        switch (method) {
          case "readAllBytes":
            return RecordedOp.FIS_READ_ALL_BYTES;
          case "readNBytes":
            return RecordedOp.FIS_READ_N_BYTES;
          case "transferTo":
            return RecordedOp.FIS_TRANSFER_TO;
          default:
            return RecordedOp.FIS_READ;
        }
      case FOS:
        return RecordedOp.FOS_WRITE;
      case RAF:
        if (read) {
          return method.equals("read")
              ? RecordedOp.RAF_READ
              : method.equals("readFully") ? RecordedOp.RAF_READ_FULLY : RecordedOp.RAF_READ_DATA;
        }
        return method.equals("write") ? RecordedOp.RAF_WRITE : RecordedOp.RAF_WRITE_DATA;
      default:
        return channelOp(read, method, descriptor);
    }
  }

  private static RecordedOp channelOp(boolean read, String method, String descriptor) {
    // A transfer's fallback reads this channel's file for transferTo and writes it for
    // transferFrom; the other side's events belong to the other channel's file.
    if (method.equals("transferTo") && read) {
      return RecordedOp.FC_TRANSFER_TO;
    }
    if (method.equals("transferFrom") && !read) {
      return RecordedOp.FC_TRANSFER_FROM;
    }
    boolean gathering = descriptor.startsWith("([Ljava/nio/ByteBuffer;");
    boolean positional = descriptor.startsWith("(Ljava/nio/ByteBuffer;J)");
    if (read) {
      return gathering
          ? RecordedOp.FC_SCATTER_READ
          : positional ? RecordedOp.FC_POSITIONAL_READ : RecordedOp.FC_READ;
    }
    return gathering
        ? RecordedOp.FC_GATHER_WRITE
        : positional ? RecordedOp.FC_POSITIONAL_WRITE : RecordedOp.FC_WRITE;
  }

  /** The frame of the call {@link #op} assumed for a stack without a file class's frame. */
  static String assumedFrame(RecordedOp op) {
    switch (op) {
      case FIS_READ:
        return FIS + ".read";
      case FOS_WRITE:
        return FOS + ".write";
      default:
        return CHANNEL + "." + op.jsonName();
    }
  }

  static String typeOf(RecordedFrame frame) {
    return frame.getMethod().getType().getName();
  }
}
