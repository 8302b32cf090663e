package io.iobench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.agent.advice.InstrumentedClasses;
import io.iobench.bootstrap.IoDispatch;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.matcher.ElementMatcher;
import org.junit.jupiter.api.Test;

/**
 * What the agent instruments is named once: the JDK classes in {@link InstrumentedClasses},
 * RandomAccessFile's data methods in {@link IoDispatch#primitiveSize}. A second copy of either
 * list, in the agent or its dispatcher, would sooner or later name other classes or methods.
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

  /** An opener's frames are a layer of the app's call, as a decorator's, not the call itself. */
  @Test
  void everyOpenerIsOnThisJdkAndHasItsAdvice() throws Exception {
    for (String name : InstrumentedClasses.OPENERS) {
      Class.forName(name);
      assertEquals(name, Instrumenter.target(name).className);
      assertFalse(InstrumentedClasses.isOfTheCall(name + ".<init>"), name);
    }
  }

  @Test
  void theInstrumentedClassesAreNamedInOneFile() throws IOException {
    for (String name : InstrumentedClasses.TRANSFORMED) {
      assertEquals(
          List.of("InstrumentedClasses.java"), filesWithLiteral(name), name + " is named again");
    }
  }

  /**
   * The data methods are DataInput's methods of one value (readLine has an advice of its own) and
   * DataOutput's of one (write takes the stream's advice, writeBytes and writeChars their own):
   * each is instrumented, with its size where it has one.
   */
  @Test
  void theDataMethodsAreRandomAccessFilesMethodsOfOneValue() {
    Set<String> reads = new TreeSet<>();
    for (Method m : DataInput.class.getMethods()) {
      if (m.getParameterCount() == 0 && !m.getName().equals("readLine")) {
        reads.add(m.getName());
      }
    }
    Set<String> writes = new TreeSet<>();
    for (Method m : DataOutput.class.getMethods()) {
      if (m.getParameterCount() == 1
          && !Set.of("write", "writeBytes", "writeChars").contains(m.getName())) {
        writes.add(m.getName());
      }
    }
    assertEquals(reads, instrumented(Instrumenter.dataMethods(0)));
    assertEquals(writes, instrumented(Instrumenter.dataMethods(1)));
    for (String name :
        Stream.concat(reads.stream(), writes.stream()).collect(Collectors.toList())) {
      long size = IoDispatch.primitiveSize(name);
      assertNotEquals(IoDispatch.NOT_A_DATA_METHOD, size, name);
      assertEquals(name.endsWith("UTF"), size == IoDispatch.VARYING_SIZE, name);
    }
    assertEquals(4, IoDispatch.primitiveSize("readInt"));
    assertEquals(8, IoDispatch.primitiveSize("writeDouble"));
    assertEquals(IoDispatch.NOT_A_DATA_METHOD, IoDispatch.primitiveSize("readLine"));
  }

  @Test
  void theDataMethodsAreNamedInOneFile() throws IOException {
    for (String name :
        Stream.of(DataInput.class.getMethods(), DataOutput.class.getMethods())
            .flatMap(Stream::of)
            .map(Method::getName)
            .filter(n -> IoDispatch.primitiveSize(n) != IoDispatch.NOT_A_DATA_METHOD)
            .distinct()
            .collect(Collectors.toList())) {
      assertEquals(List.of("IoDispatch.java"), filesWithLiteral(name), name + " is named again");
    }
  }

  /** The public methods of RandomAccessFile that {@code methods} takes, by name. */
  private static Set<String> instrumented(ElementMatcher<MethodDescription> methods) {
    Set<String> names = new TreeSet<>();
    for (MethodDescription m :
        TypeDescription.ForLoadedType.of(RandomAccessFile.class).getDeclaredMethods()) {
      if (m.isPublic() && methods.matches(m)) {
        names.add(m.getName());
      }
    }
    return names;
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
