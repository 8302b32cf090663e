package io.iobench.benchmarks.overhead;

import com.sun.tools.attach.VirtualMachine;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Per-call overhead of the iobench agent on the three hottest read paths.
 *
 * <p>Every fork runs one value of {@code agent}: {@code none} is the baseline, {@code sampled} and
 * {@code all} self-attach {@code iobench.jar} (through the Attach API, the same path as {@code
 * iobench attach}) with {@code latency=sampled} or {@code latency=all} before the first measured
 * call. One benchmark invocation is one intercepted call, so the difference between the scores of
 * two values is the agent's cost per call.
 *
 * <pre>
 * java -jar benchmarks/agent-overhead/target/agent-overhead.jar -jvmArgsPrepend -Diobench.jar=dist/target/iobench.jar
 * </pre>
 *
 * <p>System properties read in the fork:
 *
 * <ul>
 *   <li>{@code iobench.jar}: the agent jar; default {@code dist/target/iobench.jar} relative to the
 *       working directory;
 *   <li>{@code iobench.profileDir}: where the agent writes its profile ({@code
 *       bench-profile-<pid>.json}); default the trial's temporary directory, which is then left
 *       behind with the profile in it;
 *   <li>{@code iobench.agentOptions}: more agent options to append, e.g. {@code callsites=off} (for
 *       experiments: the budgets are about the defaults).
 * </ul>
 */
@BenchmarkMode({Mode.AverageTime, Mode.SampleTime})
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {
      "-Djdk.attach.allowAttachSelf=true",
      // JDK 21+ warns about dynamically loaded agents unless told they are expected; JDK 17 does
      // not know the flag, hence IgnoreUnrecognizedVMOptions.
      "-XX:+IgnoreUnrecognizedVMOptions",
      "-XX:+EnableDynamicAgentLoading",
      "-Xms512m",
      "-Xmx512m"
    })
public class AgentOverhead {
  static final int FILE_SIZE = 64 << 20;
  static final int CHUNK = 4096;
  static final String DEFAULT_JAR = "dist/target/iobench.jar";

  /** The file and the agent, once per fork. */
  @State(Scope.Benchmark)
  public static class Trial {
    @Param({"none", "sampled", "all"})
    public String agent;

    Path dir;
    Path data;
    Path profile;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
      dir = Files.createTempDirectory("iobench-jmh-");
      data = dir.resolve("data.bin");
      try {
        writeData(data);
        if (!agent.equals("none")) {
          attachAgent();
        }
      } catch (Exception | Error e) {
        // JMH skips the trial's tear-down when its set-up fails: do not leave 64 MiB behind.
        tearDown();
        throw e;
      }
    }

    /**
     * Writes the file and forces it to disk, so the kernel's writeback of 64 MiB of dirty pages
     * does not compete with the measurement; the pages stay in the page cache, so every read
     * measured is a copy from memory, never a disk access.
     */
    private static void writeData(Path file) throws IOException {
      ByteBuffer chunk = ByteBuffer.allocate(1 << 20);
      new Random(42).nextBytes(chunk.array());
      try (FileChannel out =
          FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        for (int written = 0; written < FILE_SIZE; written += chunk.capacity()) {
          chunk.clear();
          while (chunk.hasRemaining()) {
            out.write(chunk);
          }
        }
        out.force(true);
      }
    }

    private void attachAgent() throws Exception {
      if (!agent.equals("sampled") && !agent.equals("all")) {
        throw new IllegalArgumentException(
            "agent must be none, sampled or all, not '" + agent + "'");
      }
      String given = System.getProperty("iobench.jar");
      Path jar = Paths.get(given != null ? given : DEFAULT_JAR).toAbsolutePath();
      if (!Files.isRegularFile(jar)) {
        throw new IllegalStateException(
            "agent jar not found: "
                + jar
                + " ("
                + (given != null
                    ? "from -Diobench.jar"
                    : "default " + DEFAULT_JAR + " relative to the working directory")
                + "); build it with 'mvn -B -DskipTests package' at the repository root, or pass"
                + " -jvmArgsPrepend -Diobench.jar=PATH");
      }
      String profileDir = System.getProperty("iobench.profileDir");
      Path outDir = profileDir != null ? Paths.get(profileDir).toAbsolutePath() : dir;
      Files.createDirectories(outDir);
      profile = outDir.resolve("bench-profile-" + ProcessHandle.current().pid() + ".json");
      String options = "out=" + profile + ",interval=off,latency=" + agent;
      String extra = System.getProperty("iobench.agentOptions", "").trim();
      if (!extra.isEmpty()) {
        options += "," + extra;
      }
      VirtualMachine vm = VirtualMachine.attach(String.valueOf(ProcessHandle.current().pid()));
      try {
        vm.loadAgent(jar.toString(), options);
      } finally {
        vm.detach();
      }
      // The agent reports a failed start on stderr and leaves the app running: catch that here
      // rather than publish a "sampled" score that measured nothing.
      if (!agentInstalled()) {
        throw new IllegalStateException("iobench agent did not start (see its message on stderr)");
      }
      System.out.println("iobench attached: " + jar.getFileName() + "=" + options);
    }

    /**
     * True once the agent's dispatcher is on the boot class path and has a recorder installed
     * (IoDispatch.factory, read reflectively: the bootstrap classes are not on our class path). If
     * that private field is renamed, only the first half of the check remains.
     */
    private static boolean agentInstalled() {
      Class<?> dispatch;
      try {
        dispatch = Class.forName("io.iobench.bootstrap.IoDispatch", false, null);
      } catch (ClassNotFoundException e) {
        return false;
      }
      try {
        java.lang.reflect.Field factory = dispatch.getDeclaredField("factory");
        factory.setAccessible(true);
        return factory.get(null) != null;
      } catch (ReflectiveOperationException | RuntimeException e) {
        return true;
      }
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
      Files.deleteIfExists(data);
      if (profile == null || !profile.startsWith(dir)) {
        Files.deleteIfExists(dir);
      }
      // else: the agent writes the profile at exit, into dir; it stays in the temp directory.
    }
  }

  /** Each thread's own stream, channel and buffers over the shared file. */
  @State(Scope.Thread)
  public static class Reader {
    Path data;
    FileInputStream in;
    FileChannel channel;
    final byte[] array = new byte[CHUNK];
    final ByteBuffer direct = ByteBuffer.allocateDirect(CHUNK);

    @Setup(Level.Trial)
    public void open(Trial trial) throws IOException {
      data = trial.data;
      in = new FileInputStream(data.toFile());
      channel = FileChannel.open(data, StandardOpenOption.READ);
    }

    @TearDown(Level.Trial)
    public void close() throws IOException {
      in.close();
      channel.close();
    }

    int readArray() throws IOException {
      int n = in.read(array);
      if (n < 0) {
        in.close();
        in = new FileInputStream(data.toFile());
        n = in.read(array);
      }
      return n;
    }

    int readByte() throws IOException {
      int b = in.read();
      if (b < 0) {
        in.close();
        in = new FileInputStream(data.toFile());
        b = in.read();
      }
      return b;
    }

    int readChannel() throws IOException {
      direct.clear();
      int n = channel.read(direct);
      if (n < 0) {
        channel.position(0);
        direct.clear();
        n = channel.read(direct);
      }
      return n;
    }
  }

  // FileInputStream.read(byte[4096]), sequential, reopened at EOF.

  @Benchmark
  @Threads(1)
  public int fisRead4k_t1(Reader r) throws IOException {
    return r.readArray();
  }

  @Benchmark
  @Threads(2)
  public int fisRead4k_t2(Reader r) throws IOException {
    return r.readArray();
  }

  // FileInputStream.read(), one byte per call.

  @Benchmark
  @Threads(1)
  public int fisReadByte_t1(Reader r) throws IOException {
    return r.readByte();
  }

  @Benchmark
  @Threads(2)
  public int fisReadByte_t2(Reader r) throws IOException {
    return r.readByte();
  }

  // FileChannel.read(direct ByteBuffer of 4096), sequential, position(0) at EOF.

  @Benchmark
  @Threads(1)
  public int channelRead4k_t1(Reader r) throws IOException {
    return r.readChannel();
  }

  @Benchmark
  @Threads(2)
  public int channelRead4k_t2(Reader r) throws IOException {
    return r.readChannel();
  }
}
