package io.iobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Every command's {@code --help}, rendered as a user sees it: no picocli warning, no line past the
 * usage width, every description sentence whole (none ends on a word that needs another after it),
 * and an example that runs the command.
 */
class HelpTest {
  /** Words a sentence or a clause does not end on: a description cut after one is truncated. */
  private static final Set<String> DANGLING =
      Set.of("the", "a", "an", "or", "and", "of", "to", "with", "by", "for", "in", "its", "as");

  static Stream<CommandLine> commands() {
    CommandLine main = Main.commandLine();
    List<CommandLine> all = new ArrayList<>();
    all.add(main);
    main.getSubcommands()
        .forEach(
            (name, sub) -> {
              if (!name.equals("help")) {
                all.add(sub);
              }
            });
    return all.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void helpIsCompleteAndFitsTheWidth(CommandLine command) {
    String name = command.getCommandName();
    ByteArrayOutputStream warnings = new ByteArrayOutputStream();
    PrintStream err = System.err;
    String help;
    try {
      System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
      help = command.getUsageMessage(CommandLine.Help.Ansi.OFF);
    } finally {
      System.setErr(err);
    }
    assertEquals("", warnings.toString(StandardCharsets.UTF_8), name + ": picocli warned");
    for (String line : help.split("\n")) {
      assertTrue(line.length() <= Main.USAGE_WIDTH, name + ": line too long: " + line);
    }
    String flat = flatten(help);
    CommandSpec spec = command.getCommandSpec();
    for (String paragraph : spec.usageMessage().description()) {
      if (paragraph.isBlank() || name.equals("iobench")) {
        continue;
      }
      assertTrue(flat.contains(flatten(paragraph)), name + ": description not whole: " + paragraph);
      assertSentence(name, paragraph);
    }
    for (ArgSpec arg : spec.args()) {
      for (String d : arg.description()) {
        assertFalse(d.isBlank(), name + ": " + arg.paramLabel() + " has no description");
        assertFalse(dangles(d), name + ": " + arg.paramLabel() + " description cut: " + d);
      }
    }
    if (!name.equals("iobench")) {
      assertTrue(
          flat.contains("Example") && flat.contains("java -jar iobench.jar " + name),
          name + ": no example line:\n" + help);
    }
  }

  private static void assertSentence(String name, String paragraph) {
    String p = paragraph.strip();
    assertTrue(
        p.endsWith(".") || p.endsWith(")") || p.endsWith(":"),
        name + ": description does not end a sentence: " + p);
  }

  private static boolean dangles(String text) {
    String[] words = text.strip().replaceAll("[.,;:]+$", "").split("\\s+");
    return DANGLING.contains(words[words.length - 1].toLowerCase(java.util.Locale.ROOT));
  }

  /** Text with its line breaks and runs of spaces made one space, as wrapping does not matter. */
  private static String flatten(String text) {
    return text.replaceAll("\\s+", " ").strip();
  }
}
