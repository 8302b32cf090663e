package io.iobench.technique;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The code users copy from the report compiles: every family's snippet for representative workloads
 * of its operation, all in one class compiled in one task. The class declares once what the
 * snippets take from the code around them: the files ({@code path}, {@code source}, {@code target},
 * {@code device}), the workload ({@code size}, {@code offsets}) and the app's own steps ({@code
 * process}, {@code fill}, {@code next}, {@code update}).
 */
class CodeSnippetsCompileTest {
  private static final long MIB = 1 << 20;

  /** What the snippets vary with: pattern, call size, text, force cadence, output, target. */
  static final List<Workload> WORKLOADS =
      List.of(
          Workload.sequential("read bytes", Operation.READ, 10 * MIB, 1),
          Workload.sequential("read longs", Operation.READ, 10 * MIB, 8),
          Workload.sequential("read shorts", Operation.READ, 10 * MIB, 2),
          Workload.sequential("read 4k", Operation.READ, 10 * MIB, 4096),
          Workload.sequential("read a big file", Operation.READ, 3000 * MIB, 65536),
          Workload.random("random 4k", Operation.READ, 100 * MIB, 4096, 1000),
          Workload.random("random longs", Operation.READ, 16 * MIB, 8, 1000).withRun(2),
          Workload.random("random ints", Operation.READ, 16 * MIB, 4, 1000),
          Workload.random("random bytes", Operation.READ, 16 * MIB, 1, 1000),
          Workload.strided("strided 512", Operation.READ, 16 * MIB, 512, 1000, 3584),
          Workload.sequential("text", Operation.READ, 10 * MIB, 80).asText(),
          Workload.sequential("write bytes", Operation.WRITE, 3 * MIB, 1),
          Workload.sequential("write bytes, forced", Operation.WRITE, 3 * MIB, 1)
              .withForceEvery(MIB),
          Workload.sequential("write 8k", Operation.WRITE, 3 * MIB, 8192),
          Workload.sequential("write 8k, forced", Operation.WRITE, 3 * MIB, 8192)
              .withForceEvery(MIB),
          // An app that forces rarely: more bytes between two forces than an int counts.
          Workload.sequential("write 8k, forced every 4 GiB", Operation.WRITE, 3 * MIB, 8192)
              .withForceEvery(4L << 30),
          Workload.sequential("write bytes, forced every 4 GiB", Operation.WRITE, 3 * MIB, 1)
              .withForceEvery(4L << 30),
          Workload.sequential("write preallocated", Operation.WRITE, 3 * MIB, 8192)
              .withPreallocated(true),
          Workload.sequential("write bytes preallocated, forced", Operation.WRITE, 3 * MIB, 1)
              .withPreallocated(true)
              .withForceEvery(100_000),
          Workload.sequential("write replacing", Operation.WRITE, 3 * MIB, 64).withReplacing(true),
          Workload.sequential("write values", Operation.WRITE, 3 * MIB, 60).asJsonValues(),
          Workload.sequential("copy bytes", Operation.COPY, 3 * MIB, 1),
          Workload.sequential("copy 4k", Operation.COPY, 3 * MIB, 4096),
          Workload.sequential("copy replacing", Operation.COPY, 3 * MIB, 65536).withReplacing(true),
          Workload.sequential("sink 100", Operation.SINK, 3 * MIB, 100),
          Workload.random("update 4k", Operation.UPDATE, 3 * MIB, 4096, 100),
          Workload.random("update 100", Operation.UPDATE, 3 * MIB, 100, 100));

  private static final String HEADER =
      """
      import static java.nio.channels.FileChannel.MapMode.*;
      import static java.nio.file.StandardOpenOption.*;

      import com.fasterxml.jackson.core.*;
      import com.fasterxml.jackson.databind.*;
      import java.io.*;
      import java.nio.*;
      import java.nio.channels.*;
      import java.nio.charset.StandardCharsets;
      import java.nio.file.*;

      abstract class Snippets {
        Path path, source, target, device;
        long size;
        long[] offsets;
        ObjectMapper mapper;
        java.util.List<Object> values;

        abstract void process(int value);
        abstract void process(long value);
        abstract void process(byte[] data);
        abstract void process(byte[] data, int offset, int length);
        abstract void process(ByteBuffer data);
        abstract void process(String line);
        abstract void fill(byte[] data, int offset, int length);
        abstract void fill(ByteBuffer data, int length);
        abstract int next();
        abstract void update(byte[] page);
        abstract void update(ByteBuffer page);
      """;

  @Test
  void everySnippetCompiles(@TempDir Path classes) {
    List<String> errors = SnippetCompiler.compile(HEADER, snippets(), classes);
    assertTrue(errors.isEmpty(), String.join("\n", errors));
  }

  /**
   * Each distinct snippet once, with the first technique and workload that show it: every family
   * for every workload of its operation, at the workload's call size and a standard size, whether
   * it is proposed there or only replayed as an app's own technique.
   */
  private static Map<String, String> snippets() {
    Map<String, String> snippets = new LinkedHashMap<>();
    Set<String> families = new TreeSet<>();
    for (Workload w : WORKLOADS) {
      for (String family : Catalogue.families()) {
        for (int size : List.of(w.callSize(), 65536)) {
          Technique t = Catalogue.of(family, size).orElseThrow();
          if (t.operation() == w.operation()) {
            snippets.putIfAbsent(t.code(w), t.id() + " for " + w.name());
            families.add(family);
          }
        }
      }
    }
    assertEquals(new TreeSet<>(Catalogue.families()), families, "every family shows its code");
    return snippets;
  }
}
