package io.iobench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.agent.advice.InstrumentedClasses;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What the agent instruments is named once: the JDK classes in {@link InstrumentedClasses}. A
 * second copy of the list, in the agent or its dispatcher, would sooner or later name other
 * classes.
 */
class InstrumentedMethodsTest {
  /** The agent's and the dispatcher's sources, from the agent module's directory. */
  private static final List<Path> SOURCES =
      List.of(Path.of("src/main/java"), Path.of("../agent-bootstrap/src/main/java"));

  @Test
  void everyInstrumentedClassIsOnThisJdkAndHasItsAdvice() throws Exception {
    for (String name : InstrumentedClasses.ALL) {
      Class.forName(name);
      assertEquals(name, Instrumenter.target(name).className);
      assertTrue(InstrumentedClasses.isOfTheCall(name + ".read"), name);
    }
  }

  @Test
  void theInstrumentedClassesAreNamedInOneFile() throws IOException {
    for (String name : InstrumentedClasses.ALL) {
      assertEquals(
          List.of("InstrumentedClasses.java"), filesWithLiteral(name), name + " is named again");
    }
  }

  /** The source files that hold {@code value} as a string literal. */
  private static List<String> filesWithLiteral(String value) throws IOException {
    List<String> files = new ArrayList<>();
    for (Path root : SOURCES) {
      try (Stream<Path> walk = Files.walk(root)) {
        for (Path file :
            walk.filter(p -> p.toString().endsWith(".java")).collect(Collectors.toList())) {
          if (Files.readString(file).contains('"' + value + '"')) {
            files.add(file.getFileName().toString());
          }
        }
      }
    }
    return files;
  }
}
