package io.iobench.agent.config;

import io.iobench.format.Durations;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The agent's options, parsed from {@code -javaagent:iobench.jar=key=value,key=value}.
 *
 * <pre>
 * out=PATH           profile file (default iobench-&lt;pid&gt;.json in the working directory);
 *                    %p the pid, %h the host, %t the start time, %% a percent sign ({@link OutPath})
 * interval=DURATION  how often the profile is rewritten: 500ms, 10s, 2m; 0 or off = only at exit
 * include=GLOB       record only files whose absolute path matches (repeatable)
 * exclude=GLOB       do not record files whose absolute path matches (repeatable)
 * callsites=on|off   capture call sites and call paths (default on)
 * app=PACKAGE        the app's own code: a package or class, com.acme or com.acme.* (repeatable);
 *                    a call path ends at the first such frame. Default: every frame outside the
 *                    JDK and the libraries the agent knows (logging frameworks, engines, ...)
 * latency=sampled|all  time a random sample of calls (default) or every call
 * sample=N           mean number of calls per timed call in sampled mode (default 16)
 * maxfiles=N         distinct files recorded separately; the rest are aggregated (default 4096)
 * jfr=on|off         iobench's events in any running JFR recording: a summary per file and
 *                    operation every period, and the calls JFR has no event for (default off)
 * cache=DIR|off      where the JDK classes' instrumented bytes are kept for the next JVM on the
 *                    same JDK (default the user's cache folder, iobench/agent in it)
 * c2=on|off          whether HotSpot's C2 compiler may compile iobench's own methods when the agent
 *                    starts with the JVM (default off: C1 compiles them)
 * </pre>
 */
public final class AgentConfig {
  public static final String KNOWN =
      "out, interval, include, exclude, callsites, app, latency, sample, maxfiles, jfr, cache, c2";

  public final Path out;
  public final long intervalMillis;
  public final List<String> includes;
  public final List<String> excludes;
  public final boolean callSites;

  /** The app's packages or classes given with {@code app=}, without a trailing {@code .*}. */
  public final List<String> appPackages;

  public final boolean timeAllCalls;
  public final int samplePeriod;
  public final int maxFiles;

  /** Whether the agent emits its events into JDK Flight Recorder ({@code jfr=on}). */
  public final boolean jfrEvents;

  /**
   * The folder of the {@code InstrumentedClassCache}, or null ({@code cache=off}): the bytes Byte
   * Buddy made of the JDK's file classes, kept for the next JVM on the same JDK.
   */
  public final Path cacheDir;

  /**
   * Whether HotSpot's C2 may compile iobench's own methods ({@code c2=on}) in a JVM the agent
   * starts with; by default a compiler directive leaves them to C1 ({@code C2Exclusion}).
   */
  public final boolean ownCodeC2;

  /** The options as given, for the profile's "options" field. */
  public final Map<String, String> given;

  private AgentConfig(Builder b) {
    this.out = b.out;
    this.intervalMillis = b.intervalMillis;
    this.includes = Collections.unmodifiableList(b.includes);
    this.excludes = Collections.unmodifiableList(b.excludes);
    this.callSites = b.callSites;
    this.appPackages = Collections.unmodifiableList(b.appPackages);
    this.timeAllCalls = b.timeAllCalls;
    this.samplePeriod = b.samplePeriod;
    this.maxFiles = b.maxFiles;
    this.jfrEvents = b.jfrEvents;
    this.cacheDir = b.cacheDir;
    this.ownCodeC2 = b.ownCodeC2;
    this.given = Collections.unmodifiableMap(b.given);
  }

  /**
   * Parses the agent argument string.
   *
   * @throws IllegalArgumentException with a message fit to print as is
   */
  public static AgentConfig parse(String args, long pid) {
    return parse(args, pid, HostName::current, LocalDateTime::now);
  }

  /**
   * As {@link #parse(String, long)}, with the host and the start time that {@code out=}'s
   * placeholders stand for; each is asked for only when {@code out=} names it.
   */
  public static AgentConfig parse(
      String args, long pid, Supplier<String> host, Supplier<LocalDateTime> startTime) {
    Builder b = new Builder(pid, host, startTime);
    b.out = Paths.get("iobench-" + pid + ".json");
    if (args == null || args.trim().isEmpty()) {
      return new AgentConfig(b);
    }
    for (String part : args.split(",")) {
      String item = part.trim();
      if (item.isEmpty()) {
        continue;
      }
      int eq = item.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException(
            "malformed option '" + item + "': expected key=value (known: " + KNOWN + ")");
      }
      String key = item.substring(0, eq).trim();
      String value = item.substring(eq + 1).trim();
      b.set(key, value);
      b.given.merge(key, value, (a, c) -> a + ";" + c);
    }
    return new AgentConfig(b);
  }

  /** Parses 500ms, 10s, 2m, 1h, a plain number of seconds (see {@link Durations}), or 0/off. */
  static long parseDuration(String key, String value) {
    String v = value.toLowerCase(java.util.Locale.ROOT);
    if (v.equals("off") || v.equals("0")) {
      return 0;
    }
    long millis;
    try {
      millis = Durations.millis(value);
    } catch (IllegalArgumentException e) {
      throw invalid(key, value, "a duration such as 500ms, 10s or 2m, or off");
    }
    if (millis > 0 && millis < 100) {
      throw invalid(key, value, "at least 100ms, or off");
    }
    return millis;
  }

  private static int parseInt(String key, String value, int min, int max) {
    try {
      int n = Integer.parseInt(value);
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw invalid(key, value, "a whole number from " + min + " to " + max);
  }

  private static boolean parseSwitch(String key, String value) {
    switch (value.toLowerCase(java.util.Locale.ROOT)) {
      case "on":
      case "true":
      case "yes":
        return true;
      case "off":
      case "false":
      case "no":
        return false;
      default:
        throw invalid(key, value, "on or off");
    }
  }

  private static IllegalArgumentException invalid(String key, String value, String expected) {
    return new IllegalArgumentException(
        "invalid value '" + value + "' for option " + key + ": expected " + expected);
  }

  private static final Pattern JAVA_NAME =
      Pattern.compile("[\\p{L}_$][\\p{L}\\p{N}_$]*(\\.[\\p{L}_$][\\p{L}\\p{N}_$]*)*");

  private static final class Builder {
    final long pid;
    final Supplier<String> host;
    final Supplier<LocalDateTime> startTime;
    Path out;
    long intervalMillis = 10_000;
    final List<String> includes = new ArrayList<>();
    final List<String> excludes = new ArrayList<>();
    boolean callSites = true;
    final List<String> appPackages = new ArrayList<>();
    boolean timeAllCalls;
    int samplePeriod = 16;
    int maxFiles = 4096;
    boolean jfrEvents;
    Path cacheDir = defaultCacheDir();
    boolean ownCodeC2;
    final Map<String, String> given = new LinkedHashMap<>();

    Builder(long pid, Supplier<String> host, Supplier<LocalDateTime> startTime) {
      this.pid = pid;
      this.host = host;
      this.startTime = startTime;
    }

    void set(String key, String value) {
      switch (key) {
        case "out":
          if (value.isEmpty()) {
            throw invalid(key, value, "a file path");
          }
          String expanded = OutPath.expand(value, pid, host, startTime);
          try {
            out = Paths.get(expanded);
          } catch (RuntimeException e) {
            throw invalid(key, value, "a file path");
          }
          break;
        case "interval":
          intervalMillis = parseDuration(key, value);
          break;
        case "include":
          includes.add(requireGlob(key, value));
          break;
        case "exclude":
          excludes.add(requireGlob(key, value));
          break;
        case "callsites":
          callSites = parseSwitch(key, value);
          break;
        case "app":
          appPackages.add(requirePackage(key, value));
          break;
        case "latency":
          if (value.equals("all")) {
            timeAllCalls = true;
          } else if (value.equals("sampled")) {
            timeAllCalls = false;
          } else {
            throw invalid(key, value, "sampled or all");
          }
          break;
        case "sample":
          samplePeriod = parseInt(key, value, 1, 1 << 16);
          break;
        case "maxfiles":
          maxFiles = parseInt(key, value, 1, 1 << 20);
          break;
        case "jfr":
          jfrEvents = parseSwitch(key, value);
          break;
        case "cache":
          if (value.equals("off")) {
            cacheDir = null;
          } else if (value.isEmpty()) {
            throw invalid(key, value, "a folder or off");
          } else {
            try {
              cacheDir = Paths.get(value);
            } catch (RuntimeException e) {
              throw invalid(key, value, "a folder or off");
            }
          }
          break;
        case "c2":
          ownCodeC2 = parseSwitch(key, value);
          break;
        default:
          throw new IllegalArgumentException("unknown option '" + key + "' (known: " + KNOWN + ")");
      }
    }

    /** $XDG_CACHE_HOME/iobench/agent, else ~/.cache/iobench/agent; null where neither is known. */
    private static Path defaultCacheDir() {
      try {
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isEmpty()) {
          return Paths.get(xdg, "iobench", "agent");
        }
        String home = System.getProperty("user.home");
        return home == null || home.isEmpty()
            ? null
            : Paths.get(home, ".cache", "iobench", "agent");
      } catch (RuntimeException e) {
        return null;
      }
    }

    /**
     * {@code com.acme}, {@code com.acme.*} or {@code com.acme.Main}: the name without {@code .*}.
     */
    private static String requirePackage(String key, String value) {
      String name = value.endsWith(".*") ? value.substring(0, value.length() - 2) : value;
      if (!JAVA_NAME.matcher(name).matches()) {
        throw invalid(key, value, "a package or class name such as com.acme or com.acme.*");
      }
      return name;
    }

    private static String requireGlob(String key, String value) {
      if (value.isEmpty()) {
        throw invalid(key, value, "a glob such as **/*.log");
      }
      try {
        java.nio.file.FileSystems.getDefault().getPathMatcher("glob:" + value);
      } catch (RuntimeException e) {
        throw invalid(key, value, "a valid glob (" + e.getMessage().split("\n")[0] + ")");
      }
      return value;
    }
  }
}
