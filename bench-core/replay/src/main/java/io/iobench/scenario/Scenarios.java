package io.iobench.scenario;

import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The standalone scenarios: every experiment of the seed articles, scaled to run in a couple of
 * minutes by default ({@code --original-size} runs the source's size), and common application
 * patterns.
 */
public final class Scenarios {
  private static final long MIB = 1 << 20;
  private static final long GIB = 1L << 30;

  private static final List<Scenario> ALL =
      List.of(
          new Scenario(
              "seed-000-streams-vs-channels",
              "generate and read a file with 1 KiB and 8 KiB buffers: buffered streams, heap and direct channels, mmap",
              "seed 000: Comparing performance of Java I/O and NIO: streams vs channels",
              List.of(
                  "for 8 KiB buffers channels are faster than streams; for 1 KiB sometimes the opposite",
                  "a direct ByteBuffer is almost always a little faster than a heap one",
                  "8 KiB buffers are faster than 1 KiB for every technique",
                  "memory-mapped reading is the fastest"),
              64 * MIB,
              GIB,
              Scenarios::seed000),
          new Scenario(
              "seed-001-sequential-io",
              "write then read a pre-allocated file byte by byte through 4 KiB pages: RandomAccessFile, buffered streams,"
                  + " FileChannel, mmap",
              "seed 001: Java Sequential IO Performance (Martin Thompson)",
              List.of(
                  "memory-mapped files are the fastest for sequential byte-at-a-time reads and writes",
                  "buffered streams are competitive with RandomAccessFile and FileChannel for reading",
                  "RandomAccessFile with a 4 KiB page is the slowest writer"),
              64 * MIB,
              400 * MIB,
              Scenarios::seed001),
          new Scenario(
              "seed-002-stream-vs-channel-copy",
              "read and copy a 23 MiB file with streams and with FileChannel (heap and direct buffers)",
              "seed 002: File access: stream vs nio channel",
              List.of(
                  "streams read sequentially about 3x faster than FileChannel, even with a direct buffer",
                  "streams copy faster than channels"),
              23 * MIB,
              23 * MIB,
              Scenarios::seed002),
          new Scenario(
              "seed-003-dev-null-sink",
              "write to /dev/null from byte[], heap and direct ByteBuffers at 1 KiB to 16 KiB, incl. 8188/8192/8196",
              "seed 003: Efficient Java I/O: byte[], ByteBuffers, and OutputStreams",
              List.of(
                  "from 2 KiB up, copying into a direct ByteBuffer and writing it beats writing the byte[]",
                  "byte[] writes above 8 KiB pay for a malloc per write (a step at 8192 bytes)",
                  "heap ByteBuffers are the slowest: they are copied into a temporary direct buffer"),
              256 * MIB,
              256 * MIB,
              Scenarios::seed003),
          new Scenario(
              "seed-004-copy",
              "copy a 1 MB file with 6 techniques at 1 KiB to 64 KiB buffers, into a fresh and into an existing target",
              "seed 004: Benchmarking different Java IO/NIO techniques with JMH",
              List.of(
                  "transferTo/transferFrom are fastest and independent of the buffer size",
                  "unbuffered streams with a 1 KiB buffer are about 2x slower than with 64 KiB",
                  "truncating an existing target costs more than creating a fresh one"),
              1_000_000,
              1_000_000,
              Scenarios::seed004),
          new Scenario(
              "append-log-force",
              "an append-only log of 512-byte records with force() every 64 KiB (durability kept by every technique),"
                  + " into a growing and into a pre-allocated file",
              "application pattern",
              List.of(
                  "a buffered writer cuts the system calls but force() dominates",
                  "pre-allocating the file makes each force() cheaper (no file size change to journal)"),
              16 * MIB,
              16 * MIB,
              Scenarios::appendLog),
          new Scenario(
              "random-4k-reads",
              "random 4 KiB reads over a large file",
              "application pattern",
              List.of(
                  "positional FileChannel reads and mmap avoid the seek system call of RandomAccessFile"),
              256 * MIB,
              4 * GIB,
              size ->
                  List.of(
                      new ScenarioStep(
                          Workload.random(
                              "random 4 KiB reads",
                              Operation.READ,
                              size,
                              4096,
                              Math.min(50_000, size / 4096)),
                          List.of(
                              "raf/4k", "channel-positional/4k", "channel-direct/4k", "mmap/4k")))),
          new Scenario(
              "many-small-files",
              "read 1000 files of 16 KiB each whole, one after the other: open and close dominate",
              "application pattern",
              List.of(
                  "Files.readAllBytes is as fast as a hand-written loop",
                  "mapping small files costs more than reading"),
              16 * 1024,
              16 * 1024,
              size ->
                  List.of(
                      new ScenarioStep(
                          Workload.sequential(
                                  "1000 small files read whole", Operation.READ, size, 8192)
                              .withFiles(1000),
                          List.of(
                              "fis/8k",
                              "read-all-bytes",
                              "raf/8k",
                              "channel-heap/8k",
                              "channel-direct/64k",
                              "mmap/64k")))),
          new Scenario(
              "line-by-line-text",
              "read a text file line by line: BufferedReader sizes, Files.newBufferedReader, Files.readAllLines",
              "application pattern",
              List.of(
                  "a bigger BufferedReader buffer helps little: decoding and String creation dominate"),
              64 * MIB,
              64 * MIB,
              size ->
                  List.of(
                      new ScenarioStep(
                          Workload.sequential("text lines", Operation.READ, size, 80).asText(),
                          List.of(
                              "reader-lines/8k",
                              "reader-lines/64k",
                              "files-lines",
                              "read-all-lines")))),
          new Scenario(
              "random-read-modify-write",
              "read and write back random 4 KiB pages of a file",
              "application pattern",
              List.of("positional channel I/O and mmap beat seek + read + seek + write"),
              64 * MIB,
              GIB,
              size ->
                  List.of(
                      new ScenarioStep(
                          Workload.random(
                              "random page updates",
                              Operation.UPDATE,
                              size,
                              4096,
                              Math.min(20_000, size / 4096)),
                          List.of("update-raf/4k", "update-channel/4k", "update-mmap/4k")))));

  private Scenarios() {}

  public static List<Scenario> all() {
    return ALL;
  }

  public static Optional<Scenario> byName(String name) {
    return ALL.stream().filter(s -> s.name().equals(name)).findFirst();
  }

  private static List<ScenarioStep> appendLog(long size) {
    List<String> techniques =
        List.of(
            "fos/512",
            "buffered-out/8k",
            "buffered-out/64k",
            "channel-heap-write/512",
            "channel-direct-write/512",
            "raf-write/512");
    Workload growing =
        Workload.sequential("append-only log, growing file", Operation.WRITE, size, 512)
            .withForceEvery(64 * 1024);
    return List.of(
        new ScenarioStep(growing, techniques),
        new ScenarioStep(
            growing.withName("append-only log, pre-allocated file").withPreallocated(true),
            techniques));
  }

  private static List<ScenarioStep> seed000(long size) {
    List<ScenarioStep> steps = new ArrayList<>();
    for (int buffer : new int[] {1024, 8192}) {
      String k = buffer / 1024 + "k";
      steps.add(
          new ScenarioStep(
              Workload.sequential("generate, " + k + " buffer", Operation.WRITE, size, buffer),
              List.of(
                  "buffered-out/8k",
                  "channel-heap-write/" + k,
                  "channel-direct-write/" + k,
                  "mmap-write/" + k)));
      steps.add(
          new ScenarioStep(
              Workload.sequential("read, " + k + " buffer", Operation.READ, size, buffer),
              List.of(
                  "buffered-stream/8k", "channel-heap/" + k, "channel-direct/" + k, "mmap/" + k)));
    }
    return steps;
  }

  private static List<ScenarioStep> seed001(long size) {
    long pages = Math.max(1, size / 4096) * 4096;
    return List.of(
        new ScenarioStep(
            Workload.sequential("write byte by byte", Operation.WRITE, pages, 1)
                .withPreallocated(true),
            List.of("raf-write/4k", "buffered-out/8k", "channel-heap-write/4k", "mmap-write/4k")),
        new ScenarioStep(
            Workload.sequential("read byte by byte", Operation.READ, pages, 1),
            List.of("raf/4k", "buffered-stream/8k", "channel-heap/4k", "mmap-byte")));
  }

  private static List<ScenarioStep> seed002(long size) {
    return List.of(
        new ScenarioStep(
            Workload.sequential("read", Operation.READ, size, 8192),
            List.of("fis/8k", "channel-heap/8k", "channel-direct/8k")),
        new ScenarioStep(
            Workload.sequential("read and write (copy)", Operation.COPY, size, 8192),
            List.of("copy-stream/8k", "copy-channel-direct/8k")));
  }

  private static List<ScenarioStep> seed003(long size) {
    List<ScenarioStep> steps = new ArrayList<>();
    for (int buffer : new int[] {1024, 2048, 4096, 8188, 8192, 8196, 16384}) {
      String id = buffer % 1024 == 0 ? buffer / 1024 + "k" : Integer.toString(buffer);
      long volume = Math.max(buffer, size / buffer * buffer);
      steps.add(
          new ScenarioStep(
              Workload.sequential(
                  String.format(Locale.ROOT, "write %d-byte buffers to /dev/null", buffer),
                  Operation.SINK,
                  volume,
                  buffer),
              List.of("sink-array/" + id, "sink-heap/" + id, "sink-direct/" + id)));
    }
    return steps;
  }

  private static List<ScenarioStep> seed004(long size) {
    List<ScenarioStep> steps = new ArrayList<>();
    for (int buffer : new int[] {1024, 4096, 16384, 65536}) {
      String k = buffer / 1024 + "k";
      List<String> techniques =
          List.of(
              "copy-stream/" + k,
              "copy-buffered/" + k,
              "copy-channel-direct/" + k,
              "copy-transfer-from",
              "copy-transfer-to",
              "copy-files");
      Workload fresh =
          Workload.sequential("copy, " + k + " buffer, fresh target", Operation.COPY, size, buffer);
      steps.add(new ScenarioStep(fresh, techniques));
      steps.add(
          new ScenarioStep(
              fresh
                  .withName("copy, " + k + " buffer, target truncated in place")
                  .withReplacing(true),
              techniques));
    }
    return steps;
  }
}
