package io.iobench.benchmarks.cost;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/**
 * What iobench and JFR each add to a file call, measured inside one JVM: short windows of calls
 * alternate between no recorder, iobench started (default, then {@code latency=all}), and a JFR
 * recording of the file events at threshold 0, each switched on and off in the running JVM. A round
 * is
 *
 * <pre>
 * off · iobench · off · iobench latency=all · off · JFR · off · nothing
 * </pre>
 *
 * and the run ends with one more off; an observer's cost in a round is its windows minus the mean
 * of the off windows either side. "Nothing" is a switch that switches nothing on: its cost is the
 * method's noise, and must come out near zero. After every switch the calls are warmed again before
 * any window counts (a retransformation throws away the compiled code): until the JIT is quiet
 * again. The first round is a warm-up and is not counted. The off windows right after iobench
 * stopped, against the other off windows, show what a stopped iobench leaves behind.
 *
 * <pre>
 * java -Djdk.attach.allowAttachSelf=true -XX:+EnableDynamicAgentLoading \
 *   -cp benchmarks/agent-cost/target/agent-cost.jar io.iobench.benchmarks.cost.CostHarness \
 *   --jar dist/target/iobench.jar --out benchmarks/target/cost-jdk17.json
 * </pre>
 *
 * Every iobench session's profile must count exactly the calls made while it ran, or the run fails;
 * JFR's first session's events are counted and reported beside the calls made.
 */
public final class CostHarness {
  /** The observer that records nothing: what the table calls the method's own noise. */
  static final String CONTROL = "nothing (control)";

  private final Settings settings;
  private final Workers workers;
  private final List<Row> rows = new ArrayList<>();
  private final int[] callsPerWindow;
  private final Random shuffle = new Random(1);
  private final List<Integer> warmPasses = new ArrayList<>();

  /** Passes over every row a visit's warm-up makes at most, whatever the JIT does. */
  private static final int MAX_WARM_PASSES = 40;

  private static final int JIT_PAUSE_MILLIS = 20;

  private CostHarness(Settings settings, Workers workers) {
    this.settings = settings;
    this.workers = workers;
    for (CallCase c : settings.calls) {
      for (int threads : settings.threads) {
        rows.add(new Row(c, threads));
      }
    }
    callsPerWindow = new int[rows.size()];
  }

  public static void main(String[] args) throws Exception {
    Settings settings;
    try {
      settings = Settings.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("cost: " + e.getMessage());
      System.err.println(Settings.USAGE);
      System.exit(2);
      return;
    }
    Path dir = Files.createTempDirectory("iobench-cost-");
    try {
      writeFiles(dir, settings.fileMiB);
      try (Workers workers = new Workers(dir, 2)) {
        Map<String, Object> result = new CostHarness(settings, workers).run(dir);
        writeResult(result, settings.out);
        System.out.print(CostTable.markdown(List.of(new ObjectMapper().valueToTree(result))));
      }
    } finally {
      try (Stream<Path> files = Files.list(dir)) {
        for (Path f : (Iterable<Path>) files::iterator) {
          Files.delete(f);
        }
      }
      Files.delete(dir);
    }
  }

  private Map<String, Object> run(Path dir) throws Exception {
    List<Observer> observers = new ArrayList<>();
    for (String name : settings.observers) {
      observers.add(
          switch (name) {
            case "iobench" -> new IobenchObserver("iobench", settings.jar, "", dir);
            case "all" ->
                new IobenchObserver("iobench latency=all", settings.jar, ",latency=all", dir);
            case "jfr" -> new JfrObserver(dir);
            case "steady" ->
                new SteadyObserver(new IobenchObserver("iobench steady", settings.jar, "", dir));
            case "hooks", "dispatch" ->
                new StageObserver(
                    new IobenchObserver("iobench " + name, settings.jar, "", dir),
                    name.equals("hooks")
                        ? StageObserver.Stage.HOOKS
                        : StageObserver.Stage.DISPATCH);
            default -> new NoObserver(CONTROL);
          });
    }
    List<String> checks = new ArrayList<>();
    long began = System.nanoTime();
    calibrate();
    int perRound = 2 * observers.size();
    List<double[]> visits = new ArrayList<>();
    for (int v = 0; v <= settings.rounds * perRound; v++) {
      Observer on = v % 2 == 1 ? observers.get(v / 2 % observers.size()) : null;
      if (on != null) {
        on.start();
        workers.mark();
      }
      visits.add(visit());
      if (on != null) {
        String check = on.stop(workers.sinceMark());
        if (v < perRound) {
          checks.add(check);
          System.err.println("cost: " + check);
        }
      }
      if (v % perRound == 0 && v > 0) {
        System.err.printf(
            "cost: round %d of %d done, %.0f s%n",
            v / perRound, settings.rounds, (System.nanoTime() - began) / 1e9);
      }
    }
    for (Observer o : observers) {
      String check = o.finish();
      if (check != null) {
        checks.add(check);
        System.err.println("cost: " + check);
      }
    }
    return result(observers, visits, checks, (System.nanoTime() - began) / 1e9);
  }

  /**
   * Sizes each row's window to about the window time, from its speed with no recorder once the JIT
   * is done with it.
   */
  private void calibrate() throws Exception {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      order.add(i);
      callsPerWindow[i] = 5_000;
    }
    warm(order);
    warmPasses.clear();
    for (int i = 0; i < rows.size(); i++) {
      double nanos = workers.window(rows.get(i), callsPerWindow[i]);
      callsPerWindow[i] = (int) Math.max(1_000, settings.windowMillis * 1e6 / nanos);
    }
  }

  /** Warms every row again, then measures it in windows taken in a shuffled order. */
  private double[] visit() throws Exception {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      order.add(i);
    }
    warm(order);
    double[] sums = new double[rows.size()];
    for (int w = 0; w < settings.windows; w++) {
      Collections.shuffle(order, shuffle);
      for (int i : order) {
        sums[i] += workers.window(rows.get(i), callsPerWindow[i]);
      }
    }
    for (int i = 0; i < sums.length; i++) {
      sums[i] /= settings.windows;
    }
    return sums;
  }

  /**
   * Makes the calls until the JIT is done with them: a switch threw their compiled code away, and a
   * window measured while the compiler still works measures the compiler. At least the set number
   * of passes over every row; then passes until one, with a pause after it in which the compiler
   * threads get the CPUs the windows take, leaves the JIT's compilation time unchanged.
   */
  private void warm(List<Integer> order) throws Exception {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    for (int pass = 0; pass < MAX_WARM_PASSES; pass++) {
      long compiled = jit.getTotalCompilationTime();
      for (int i : order) {
        workers.window(rows.get(i), callsPerWindow[i]);
      }
      Thread.sleep(JIT_PAUSE_MILLIS);
      if (pass + 1 >= settings.warmWindows && jit.getTotalCompilationTime() == compiled) {
        warmPasses.add(pass + 1);
        return;
      }
    }
    warmPasses.add(MAX_WARM_PASSES);
  }

  private Map<String, Object> result(
      List<Observer> observers, List<double[]> visits, List<String> checks, double seconds) {
    int k = observers.size();
    List<Map<String, Object>> rowResults = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      Map<String, AddedCost> added = new LinkedHashMap<>();
      observers.forEach(o -> added.put(o.name(), new AddedCost()));
      AddedCost residual = new AddedCost();
      List<Double> offs = new ArrayList<>();
      for (int r = 1; r < settings.rounds; r++) {
        int first = 2 * r * k;
        double afterIobench = 0;
        double others = visits.get(first)[i];
        int nAfter = 0;
        int nOthers = 1;
        for (int o = 0; o < k; o++) {
          int on = first + 2 * o + 1;
          double before = visits.get(on - 1)[i];
          double after = visits.get(on + 1)[i];
          added.get(observers.get(o).name()).add(visits.get(on)[i], before, after);
          if (observers.get(o) instanceof IobenchObserver
              || observers.get(o) instanceof StageObserver) {
            afterIobench += after;
            nAfter++;
          } else {
            others += after;
            nOthers++;
          }
        }
        offs.add(visits.get(first)[i]);
        if (nAfter > 0) {
          residual.add(afterIobench / nAfter, others / nOthers);
        }
      }
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("call", rows.get(i).call().label);
      row.put("threads", rows.get(i).threads());
      row.put("callsPerWindow", callsPerWindow[i]);
      row.put("baselineNanos", AddedCost.median(offs));
      Map<String, Object> costs = new LinkedHashMap<>();
      added.forEach((name, cost) -> costs.put(name, summary(cost)));
      if (residual.rounds() > 0) {
        costs.put("after iobench stopped", summary(residual));
      }
      row.put("addedNanos", costs);
      rowResults.add(row);
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("jdk", Runtime.version().toString());
    result.put(
        "vm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.vendor"));
    result.put("cpus", Runtime.getRuntime().availableProcessors());
    result.put("date", Instant.now().toString());
    result.put("rounds", settings.rounds - 1);
    result.put("windowMillis", settings.windowMillis);
    result.put("windowsPerVisit", settings.windows);
    result.put("seconds", Math.round(seconds));
    result.put("checks", checks);
    result.put(
        "warmPassesMedian",
        AddedCost.median(warmPasses.stream().map(Integer::doubleValue).toList()));
    result.put("warmPassesMax", warmPasses.stream().mapToInt(Integer::intValue).max().orElse(0));
    result.put("rows", rowResults);
    return result;
  }

  private static Map<String, Object> summary(AddedCost cost) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("mean", cost.mean());
    s.put("interval95", cost.interval95());
    s.put("median", cost.median());
    s.put("rounds", cost.rounds());
    s.put("perRound", cost.perRound());
    return s;
  }

  /**
   * The files the cases read, forced to disk so that the kernel's writeback does not compete with
   * the windows; their pages stay cached, so every call measured is a copy from memory.
   */
  private static void writeFiles(Path dir, int mib) throws IOException {
    ByteBuffer chunk = ByteBuffer.allocate(1 << 20);
    new Random(42).nextBytes(chunk.array());
    for (CallCase c : CallCase.values()) {
      try (FileChannel out =
          FileChannel.open(
              dir.resolve(c.fileName), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        for (int i = 0; i < mib; i++) {
          chunk.clear();
          while (chunk.hasRemaining()) {
            out.write(chunk);
          }
        }
        out.force(true);
      }
    }
  }

  private static void writeResult(Map<String, Object> result, Path out) throws IOException {
    Path parent = out.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path tmp = Files.createTempFile(parent, out.getFileName().toString(), ".tmp");
    try (OutputStream o = Files.newOutputStream(tmp)) {
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(o, result);
    }
    Files.move(tmp, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    System.err.println("cost: result in " + out);
  }

  /** The command line. */
  static final class Settings {
    static final String USAGE =
        "usage: CostHarness [--jar iobench.jar] [--out result.json] [--rounds N] [--window-ms N]"
            + " [--windows N] [--warm N] [--file-mib N] [--observers iobench,all,jfr,nothing,hooks,dispatch | steady,nothing]"
            + " [--calls "
            + CallCase.names()
            + "] [--threads 1,2]";

    Path jar = Paths.get("dist/target/iobench.jar");
    Path out = Paths.get("benchmarks/target/cost-jdk" + Runtime.version().feature() + ".json");
    int rounds = 41;
    int windowMillis = 10;
    int windows = 3;
    int warmWindows = 3;
    int fileMiB = 32;

    /** The observers --observers may name by default, in this order. */
    static final List<String> OBSERVERS = List.of("iobench", "all", "jfr", "nothing");

    /**
     * Stages of iobench's hot path (see {@link StageObserver}), which --observers may name beside
     * the others to see which part of iobench's cost each is.
     */
    static final List<String> STAGES = List.of("hooks", "dispatch");

    /**
     * iobench started once and switched on and off without being stopped (see {@link
     * SteadyObserver}); in a run of its own, with the control only.
     */
    static final String STEADY = "steady";

    List<String> observers = OBSERVERS;

    List<CallCase> calls = List.of(CallCase.values());

    List<Integer> threads = List.of(1, 2);

    static Settings parse(String[] args) {
      Settings s = new Settings();
      for (int i = 0; i < args.length; i++) {
        String name = args[i];
        if (i + 1 >= args.length) {
          throw new IllegalArgumentException(name + " needs a value");
        }
        String value = args[++i];
        switch (name) {
          case "--jar" -> s.jar = Paths.get(value);
          case "--out" -> s.out = Paths.get(value);
          case "--rounds" -> s.rounds = positive(name, value) + 1;
          case "--window-ms" -> s.windowMillis = positive(name, value);
          case "--windows" -> s.windows = positive(name, value);
          case "--warm" -> s.warmWindows = positive(name, value);
          case "--file-mib" -> s.fileMiB = positive(name, value);
          case "--observers" -> s.observers = observers(value);
          case "--calls" -> s.calls = calls(value);
          case "--threads" -> s.threads = threads(value);
          default -> throw new IllegalArgumentException("unknown option " + name);
        }
      }
      if (!Files.isRegularFile(s.jar)) {
        throw new IllegalArgumentException(
            "no agent jar at " + s.jar + "; build it with 'mvn -B -DskipTests package'");
      }
      s.jar = s.jar.toAbsolutePath();
      return s;
    }

    private static List<String> observers(String value) {
      List<String> names = List.of(value.split(","));
      for (String n : names) {
        if (!OBSERVERS.contains(n) && !STAGES.contains(n) && !n.equals(STEADY)) {
          throw new IllegalArgumentException(
              "--observers lists iobench, all, jfr, nothing, hooks, dispatch and steady, not " + n);
        }
      }
      if (names.contains(STEADY) && !List.of(STEADY, "nothing").containsAll(names)) {
        throw new IllegalArgumentException(
            "steady leaves iobench's hooks in between its windows: run it with nothing but the"
                + " control (--observers steady,nothing)");
      }
      return names;
    }

    private static List<CallCase> calls(String value) {
      List<CallCase> cases = new ArrayList<>();
      for (String n : value.split(",")) {
        CallCase c = CallCase.named(n);
        if (c == null) {
          throw new IllegalArgumentException("--calls lists " + CallCase.names() + ", not " + n);
        }
        cases.add(c);
      }
      return cases;
    }

    private static List<Integer> threads(String value) {
      List<Integer> counts = new ArrayList<>();
      for (String n : value.split(",")) {
        if (!n.equals("1") && !n.equals("2")) {
          throw new IllegalArgumentException("--threads lists 1 and 2, not " + n);
        }
        counts.add(Integer.parseInt(n));
      }
      return counts;
    }

    private static int positive(String name, String value) {
      try {
        int n = Integer.parseInt(value);
        if (n > 0) {
          return n;
        }
      } catch (NumberFormatException e) {
        // the message below says what is wanted
      }
      throw new IllegalArgumentException(name + " wants a positive whole number, not " + value);
    }
  }
}
