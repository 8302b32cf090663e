package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.iobench.profile.FileProfile;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Path;
import java.util.Optional;

/** Assertions on profiles, phrased as "this file saw exactly these calls". */
final class Profiles {
  private final Profile profile;
  private final Path dir;
  private final String where;

  Profiles(Profile profile, Path dir, String where) {
    this.profile = profile;
    this.dir = dir;
    this.where = where;
  }

  /**
   * Runs {@code mainClass} of {@code classPath} on {@code jdk} without the agent (its files in
   * {@code dir/plain}) and with it (in {@code dir/data}, the profile in {@code dir/profile.json}),
   * in the test's work directory {@code test}, the directory then {@code args} its arguments; fails
   * unless the program printed the same both times and the agent nothing; returns the profile, its
   * files under {@code dir/data}.
   */
  static Profiles ofTheSameRunUnderTheAgent(
      Jdk jdk, String classPath, String test, String mainClass, String... args) throws Exception {
    Path dir = AgentMatrixIT.work(test, jdk);
    JavaRun.Result plain =
        JavaRun.on(jdk).classPath(classPath).run(mainClass, withDir(dir.resolve("plain"), args));
    Path profile = dir.resolve("profile.json");
    JavaRun.Result agent =
        JavaRun.on(jdk)
            .classPath(classPath)
            .profiled(profile, mainClass, withDir(dir.resolve("data"), args));
    assertEquals(plain.stdout, agent.stdout, "program output must not change under the agent");
    assertEquals("", agent.stderrWithoutCdsWarning(), "the agent printed on stderr");
    return new Profiles(ProfileReader.read(profile), dir.resolve("data"), jdk.toString());
  }

  /** The program's arguments: the directory of its files, then {@code args}. */
  private static String[] withDir(Path dir, String... args) {
    String[] all = new String[args.length + 1];
    all[0] = dir.toString();
    System.arraycopy(args, 0, all, 1, args.length);
    return all;
  }

  /**
   * Profiles it-apps' ConcurrentIo, {@code threads} threads at once, on the build JDK into {@code
   * dir/profile.json}, its files in {@code dir/data}; returns the profile's path.
   */
  static Path concurrentIo(Path dir, int threads) throws Exception {
    Path profile = dir.resolve("profile.json");
    JavaRun.on(JdkMatrix.current())
        .profiled(
            profile,
            "io.iobench.itapps.ConcurrentIo",
            dir.resolve("data").toString(),
            Integer.toString(threads));
    return profile;
  }

  Optional<FileProfile> file(String name) {
    return profile.file(dir.resolve(name).toAbsolutePath().normalize().toString());
  }

  Optional<OpProfile> find(String name, String api, String op) {
    return file(name).flatMap(f -> f.op(api, op));
  }

  OpProfile op(String name, String api, String op) {
    return find(name, api, op)
        .orElseThrow(
            () ->
                new AssertionError(
                    where
                        + ": no "
                        + api
                        + "."
                        + op
                        + " recorded for "
                        + name
                        + "; recorded: "
                        + file(name).map(f -> describe(f)).orElse("nothing for that file")));
  }

  /** Asserts that {@code name} saw no {@code api.op} call at all: {@code why}. */
  void expectNone(String name, String api, String op, String why) {
    assertFalse(
        find(name, api, op).isPresent(), where + " " + name + " " + api + "." + op + ": " + why);
  }

  /** Asserts calls, bytes, errors and EOFs, and that every histogram counts each call once. */
  OpProfile expect(
      String name, String api, String op, long calls, long bytes, long errors, long eofs) {
    OpProfile o = op(name, api, op);
    String what = where + " " + name + " " + api + "." + op;
    assertEquals(calls, o.calls, what + " calls");
    assertEquals(bytes, o.bytes, what + " bytes");
    assertEquals(errors, o.errors, what + " errors");
    assertEquals(eofs, o.eofs, what + " eofs");
    histogramCountsEveryCall(o, what);
    return o;
  }

  static void histogramCountsEveryCall(OpProfile o, String what) {
    for (HistogramSummary h :
        new HistogramSummary[] {o.latencyNanos, o.sizeBytes, o.requestedBytes}) {
      assertNotNull(h, what + " histogram");
      assertEquals(o.calls, h.count, what + " histogram count field");
      assertEquals(o.calls, h.decode().getTotalCount(), what + " decoded histogram total count");
    }
  }

  private static String describe(FileProfile f) {
    StringBuilder b = new StringBuilder();
    for (OpProfile o : f.ops) {
      b.append(o.api).append('.').append(o.op).append(" x").append(o.calls).append(' ');
    }
    return b.toString();
  }
}
