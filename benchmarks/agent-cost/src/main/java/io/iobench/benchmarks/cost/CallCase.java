package io.iobench.benchmarks.cost;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.apache.commons.io.FileUtils;

/**
 * The calls whose cost is measured: each on a file of its own, so a profile's count for that file
 * and operation is the count of this case's calls alone.
 */
enum CallCase {
  READ_BYTE("FileInputStream.read()", "byte.bin", "FileInputStream", "read") {
    @Override
    Caller open(Path file) throws IOException {
      return new StreamCaller(file) {
        @Override
        int read(FileInputStream in) throws IOException {
          return in.read();
        }
      };
    }
  },
  READ_4K("FileInputStream.read(byte[4096])", "array.bin", "FileInputStream", "read") {
    @Override
    Caller open(Path file) throws IOException {
      byte[] array = new byte[CHUNK];
      return new StreamCaller(file) {
        @Override
        int read(FileInputStream in) throws IOException {
          return in.read(array);
        }
      };
    }
  },
  CHANNEL_PREAD_4K(
      "FileChannel.read(direct 4096, position)", "channel.bin", "FileChannel", "positionalRead") {
    @Override
    Caller open(Path file) throws IOException {
      return new ChannelCaller(file);
    }
  },
  /**
   * A read of nothing: the JDK returns 0 before the system call (io_util.c), so the call is the
   * instrumented method and its JNI transition alone. What a recorder adds to it is its own work as
   * the JIT compiles it in place, without the system call that leaves the caches and the branch
   * predictors cold; the other rows minus this one is what that costs.
   */
  READ_NOTHING(
      "FileInputStream.read(b, 0, 0), no system call", "nothing.bin", "FileInputStream", "read") {
    @Override
    Caller open(Path file) throws IOException {
      byte[] array = new byte[1];
      return new StreamCaller(file) {
        @Override
        int read(FileInputStream in) throws IOException {
          return in.read(array, 0, 0);
        }
      };
    }
  },
  /**
   * A file opened per record, as a logger or a library that opens it per call does: an open
   * (appending), a write of a short line and a close, three calls the agent records. The file is
   * emptied every {@link #LINES_PER_FILE} records so that it stays small.
   */
  OPEN_WRITE_CLOSE(
      "FileOutputStream opened (appending), write(byte[31]), close()",
      "opened.log",
      "FileOutputStream",
      "write") {
    @Override
    Caller open(Path file) throws IOException {
      return new ReopeningCaller(file);
    }
  },
  /**
   * The same record through a library that opens the file in every call of the app: Commons IO's
   * {@code FileUtils.writeStringToFile(file, line, UTF_8, true)}, which also checks the file and
   * makes an encoder and a channel per call. The agent records its channel's open, write and close
   * and, once a walk has seen the app enter it, counts the app's calls into it (the library proof's
   * Commons IO phase, whose prediction comes from those calls' time).
   */
  COMMONS_IO_APPEND(
      "Commons IO FileUtils.writeStringToFile(file, line, UTF_8, append)",
      "commons-io.log",
      "FileChannel",
      "write") {
    @Override
    Caller open(Path file) throws IOException {
      return new CommonsIoCaller(file);
    }
  };

  static final int CHUNK = 4096;

  /**
   * Records appended to a file opened per record ({@link #OPEN_WRITE_CLOSE}, {@link
   * #COMMONS_IO_APPEND}) before it is emptied.
   */
  static final int LINES_PER_FILE = 1 << 16;

  final String label;
  final String fileName;
  final String api;
  final String op;

  CallCase(String label, String fileName, String api, String op) {
    this.label = label;
    this.fileName = fileName;
    this.api = api;
    this.op = op;
  }

  /** The name --calls knows the case by: its constant's name in lower case, with hyphens. */
  String optionName() {
    return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }

  /** The case --calls names so, or null. */
  static CallCase named(String optionName) {
    for (CallCase c : values()) {
      if (c.optionName().equals(optionName)) {
        return c;
      }
    }
    return null;
  }

  /** Every case's option name, as --calls lists them. */
  static String names() {
    return java.util.Arrays.stream(values())
        .map(CallCase::optionName)
        .collect(java.util.stream.Collectors.joining(","));
  }

  /** One thread's own stream or channel on the case's file. */
  abstract Caller open(Path file) throws IOException;

  /** Makes the case's call, one per {@link #call}, and counts them (those at EOF too). */
  abstract static class Caller implements AutoCloseable {
    long calls;

    abstract int call() throws IOException;
  }

  /** Reads a stream to its end, then opens the file again: every call is the measured one. */
  private abstract static class StreamCaller extends Caller {
    private final Path file;
    private FileInputStream in;

    StreamCaller(Path file) throws IOException {
      this.file = file;
      this.in = new FileInputStream(file.toFile());
    }

    abstract int read(FileInputStream in) throws IOException;

    @Override
    final int call() throws IOException {
      calls++;
      int n = read(in);
      if (n < 0) {
        in.close();
        in = new FileInputStream(file.toFile());
      }
      return n;
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }

  /** An open, a write and a close per call, of a file emptied now and then. */
  private static class ReopeningCaller extends Caller {
    static final byte[] LINE =
        "order 1234 shipped to store 12\n".getBytes(StandardCharsets.US_ASCII);
    private final File file;

    ReopeningCaller(Path file) throws IOException {
      this.file = file.toFile();
      Files.deleteIfExists(file);
    }

    @Override
    final int call() throws IOException {
      if (++calls % LINES_PER_FILE == 0) {
        new FileOutputStream(file).close();
      }
      append(file);
      return LINE.length;
    }

    /** Appends {@link #LINE} to the file, opening and closing it. */
    void append(File file) throws IOException {
      try (FileOutputStream out = new FileOutputStream(file, true)) {
        out.write(LINE);
      }
    }

    @Override
    public void close() {}
  }

  /** A line appended per call by Commons IO, which opens and closes the file for it. */
  private static final class CommonsIoCaller extends ReopeningCaller {
    private static final String TEXT = new String(LINE, StandardCharsets.US_ASCII);

    CommonsIoCaller(Path file) throws IOException {
      super(file);
    }

    @Override
    void append(File file) throws IOException {
      FileUtils.writeStringToFile(file, TEXT, StandardCharsets.UTF_8, true);
    }
  }

  /** Positional reads walking the file block by block, round and round. */
  private static final class ChannelCaller extends Caller {
    private final FileChannel channel;
    private final ByteBuffer direct = ByteBuffer.allocateDirect(CHUNK);
    private final long size;
    private long position;

    ChannelCaller(Path file) throws IOException {
      channel = FileChannel.open(file, StandardOpenOption.READ);
      size = channel.size() / CHUNK * CHUNK;
    }

    @Override
    int call() throws IOException {
      calls++;
      direct.clear();
      int n = channel.read(direct, position);
      position += CHUNK;
      if (position >= size) {
        position = 0;
      }
      return n;
    }

    @Override
    public void close() throws IOException {
      channel.close();
    }
  }
}
