package io.iobench.agent;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * The library methods an earlier JVM of the same app entered its files by, kept in the agent's
 * cache folder beside the JDK's instrumented classes, so that the next JVM adds their counters as
 * their classes load. Found anew, an entry is counted only after its class is retransformed, which
 * throws away the code the JIT compiled for the class and for the app's methods that inlined it:
 * the app's calls into the library then run slower, back in the interpreter and then in profiling
 * code, for thousands of calls, while the agent measures them.
 *
 * <p>An app is its main class or jar (the command's first word) in its working folder: a launcher
 * such as Maven's or a test runner's serves many apps, one per project folder. The file is a list
 * of {@code class method} lines between a header naming the app and an end line; a file of another
 * app, of another user, or not of this form is not used, and the next entry found replaces it whole
 * (written aside, then moved).
 */
final class LibraryEntryMemory {
  private static final String MAGIC = "iobench library entries 1";

  /** The file's last line: a file cut short (a full disk) is not read as fewer entries. */
  private static final String END = "end";

  private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}_$.]+");

  private final Path file;
  private final String app;
  private final Consumer<String> errorLine;
  private Map<String, Set<String>> kept = Collections.emptyMap();

  private LibraryEntryMemory(Path file, String app, Consumer<String> errorLine) {
    this.file = file;
    this.app = app;
    this.errorLine = errorLine;
  }

  /** A memory that keeps nothing: {@code cache=off}. */
  static LibraryEntryMemory none() {
    return new LibraryEntryMemory(null, "", line -> {});
  }

  /**
   * The memory in {@code dir} of the app this JVM runs; {@link #none()} when {@code dir} is null.
   */
  static LibraryEntryMemory open(Path dir, Consumer<String> errorLine) {
    if (dir == null) {
      return none();
    }
    String command = System.getProperty("sun.java.command", "").trim();
    String main = command.isEmpty() ? "" : command.split("\\s+", 2)[0];
    String app = main + "|" + System.getProperty("user.dir", "");
    return at(CacheFiles.named(dir, "library-entries-", app, ".txt"), app, errorLine);
  }

  /** The memory kept in {@code file} for {@code app}, with what the file holds for it. */
  static LibraryEntryMemory at(Path file, String app, Consumer<String> errorLine) {
    LibraryEntryMemory memory = new LibraryEntryMemory(file, app, errorLine);
    memory.read();
    return memory;
  }

  /** What an earlier JVM of this app kept: method names per class name. */
  synchronized Map<String, Set<String>> remembered() {
    return kept;
  }

  /**
   * Keeps {@code entries} for the next JVM of this app, where they are not what the file holds
   * already; a failure costs one line and nothing else.
   */
  synchronized void keep(Map<String, Set<String>> entries) {
    if (file == null || entries.equals(kept)) {
      return;
    }
    kept = entries;
    try {
      CacheFiles.replace(
          file,
          raw -> {
            Writer out = new OutputStreamWriter(raw, StandardCharsets.UTF_8);
            out.write(MAGIC + "\n" + app.replace('\n', ' ') + "\n");
            for (Map.Entry<String, Set<String>> e : entries.entrySet()) {
              for (String method : e.getValue()) {
                out.write(e.getKey() + " " + method + "\n");
              }
            }
            out.write(END + "\n");
            out.flush();
          });
    } catch (IOException | RuntimeException e) {
      errorLine.accept(
          "iobench: could not keep the app's library entries in "
              + file.getParent()
              + " ("
              + e
              + "); the next JVM finds them again");
    }
  }

  private void read() {
    if (!Files.isRegularFile(file) || !CacheFiles.ownedByThisUserAlone(file)) {
      return;
    }
    Map<String, Set<String>> read = new LinkedHashMap<>();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      if (!MAGIC.equals(in.readLine()) || !app.replace('\n', ' ').equals(in.readLine())) {
        return;
      }
      String line;
      while (!END.equals(line = in.readLine())) {
        if (line == null) {
          return;
        }
        String[] words = line.split(" ", -1);
        if (words.length != 2
            || !NAME.matcher(words[0]).matches()
            || !NAME.matcher(words[1]).matches()) {
          return;
        }
        read.computeIfAbsent(words[0], k -> new TreeSet<>()).add(words[1]);
      }
    } catch (IOException | RuntimeException e) {
      // A file that cannot be read is a miss; the next entry found replaces it.
      return;
    }
    kept = read;
  }
}
