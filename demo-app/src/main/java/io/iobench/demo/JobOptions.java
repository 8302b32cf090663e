package io.iobench.demo;

import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The parsed command line; see {@link DemoApp#USAGE}. Each field starts at its default and only
 * {@link #parse} sets it.
 */
final class JobOptions {
  // Sized so that one untuned run takes roughly 5-10 s on a 2-core machine; the byte-at-a-time
  // ingest and the seek-and-read lookups dominate.
  static final int DEFAULT_EVENTS = 100_000;
  static final int DEFAULT_LOOKUPS = 100_000;
  static final int DEFAULT_CONFIGS = 200;
  // index.bin is mapped and addressed with int positions: keep it far below 2 GiB.
  static final int MAX_EVENTS = 100_000_000;

  Path dir;
  int events = DEFAULT_EVENTS;
  int lookups = DEFAULT_LOOKUPS;
  int configs = DEFAULT_CONFIGS;
  boolean tuned;
  Path timings;
  boolean workOnly;
  int passes = 1;

  private JobOptions() {}

  /**
   * @throws IllegalArgumentException with a message fit for the user
   */
  static JobOptions parse(String... args) {
    JobOptions options = new JobOptions();
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      switch (arg) {
        case "--events":
          options.events = number(arg, value(args, ++i, arg), 1, MAX_EVENTS);
          break;
        case "--lookups":
          options.lookups = number(arg, value(args, ++i, arg), 0, Integer.MAX_VALUE);
          break;
        case "--configs":
          options.configs = number(arg, value(args, ++i, arg), 0, 100_000);
          break;
        case "--tuned":
          options.tuned = true;
          break;
        case "--passes":
          options.passes = number(arg, value(args, ++i, arg), 1, 1000);
          break;
        case "--work-only":
          options.workOnly = true;
          break;
        case "--timings":
          options.timings = Paths.get(value(args, ++i, arg));
          break;
        default:
          if (arg.startsWith("-")) {
            throw new IllegalArgumentException("unknown option: " + arg);
          }
          if (options.dir != null) {
            throw new IllegalArgumentException(
                "unexpected argument: " + arg + " (DIR is already " + options.dir + ")");
          }
          options.dir = Paths.get(arg);
      }
    }
    if (options.dir == null) {
      throw new IllegalArgumentException("missing DIR");
    }
    return options;
  }

  private static String value(String[] args, int i, String option) {
    if (i >= args.length) {
      throw new IllegalArgumentException(option + " needs a value");
    }
    return args[i];
  }

  private static int number(String option, String text, int min, int max) {
    int n;
    try {
      n = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(option + " needs a whole number, got: " + text);
    }
    if (n < min || n > max) {
      throw new IllegalArgumentException(
          option + " must be between " + min + " and " + max + ", got: " + n);
    }
    return n;
  }
}
