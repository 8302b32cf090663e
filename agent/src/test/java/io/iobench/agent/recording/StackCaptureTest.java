package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.app.FakeApp;
import io.iobench.format.CallPathFrames;
import io.iobench.format.ProfileFields;
import java.lang.StackWalker.StackFrame;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class StackCaptureTest {
  private static final FrameRoles ROLES = new FrameRoles(List.of("com.example.app"));

  /** Classes of the JDK to stand for a library's frames: never the app's. */
  private static final List<Class<?>> CLASSES = List.of(String.class, List.class, Random.class);

  /**
   * Every frame named, consecutive frames of one method named once, the middle of a long path cut:
   * what the walks gave before they named only the frames a path keeps.
   */
  private static String[] everyFrameNamed(List<StackFrame> innerFirst) {
    List<String> names = new ArrayList<>();
    int walked = 0;
    for (StackFrame frame : innerFirst) {
      if (++walked > StackCapture.MAX_DEPTH) {
        names.add(ProfileFields.CallPath.ELIDED);
        break;
      }
      if (CallPathFrames.isIobench(frame.getClassName())) {
        continue;
      }
      if (frame.getDeclaringClass() == FakeApp.class) {
        break;
      }
      String name = frame.getClassName() + "." + frame.getMethodName();
      if (names.isEmpty() || !names.get(names.size() - 1).equals(name)) {
        names.add(name);
      }
    }
    return CallPathFrames.outermostFirst(names);
  }

  @Test
  void aPathIsTheSameWhetherEveryFrameIsNamedOrOnlyThoseItKeeps() {
    Random random = new Random(42);
    for (int stack = 0; stack < 5_000; stack++) {
      List<StackFrame> frames = new ArrayList<>();
      int depth = random.nextInt(160);
      // Few methods and long runs in some stacks (recursion), many methods in others.
      int methods = 1 + random.nextInt(random.nextBoolean() ? 3 : 60);
      while (frames.size() < depth) {
        String method = "m" + random.nextInt(methods);
        Class<?> type = CLASSES.get(method.hashCode() % CLASSES.size());
        for (int run = 1 + random.nextInt(random.nextInt(8) + 1); run > 0; run--) {
          frames.add(new Frame(type, method));
        }
      }
      if (random.nextBoolean()) {
        frames.add(new Frame(FakeApp.class, "call"));
      }
      CallPath path =
          StackCapture.pathOf(
              frames.subList(0, Math.min(frames.size(), StackCapture.MAX_DEPTH + 1)).iterator(),
              ROLES,
              new LibraryEntries(),
              0,
              StackCapture.MAX_DEPTH);
      assertArrayEquals(everyFrameNamed(frames), path.frames, "stack " + stack + ": " + frames);
    }
  }

  @Test
  void theAppsFrameEndsThePathAndItsCalleeIsTheEntry() {
    List<StackFrame> frames =
        List.of(
            new Frame(String.class, "write"),
            new Frame(List.class, "add"),
            new Frame(FakeApp.class, "call"),
            new Frame(Random.class, "nextInt"));
    CallPath path =
        StackCapture.pathOf(
            frames.iterator(), ROLES, new LibraryEntries(), 0, StackCapture.MAX_DEPTH);
    assertEquals("com.example.app.FakeApp.call(FakeApp.java:7)", path.app);
    assertArrayEquals(new String[] {"java.util.List.add", "java.lang.String.write"}, path.frames);
    assertNull(path.library, "a JDK class has no coordinates");
  }

  @Test
  void aStackDeeperThanAWalkLooksEndsElidedWithoutTheAppsFrame() {
    List<StackFrame> frames = new ArrayList<>();
    for (int i = 0; i <= StackCapture.MAX_DEPTH; i++) {
      frames.add(new Frame(String.class, "m" + i));
    }
    CallPath path =
        StackCapture.pathOf(
            frames.iterator(), ROLES, new LibraryEntries(), 0, StackCapture.MAX_DEPTH);
    assertNull(path.app);
    assertEquals(ProfileFields.CallPath.ELIDED, path.frames[0]);
    assertEquals(CallPathFrames.MAX_FRAMES + 1, path.frames.length);
    assertTrue(path.frames[CallPathFrames.MAX_FRAMES].equals("java.lang.String.m0"));
  }

  /** A frame of a given class and method, at line 7 of its class's file. */
  private static final class Frame implements StackFrame {
    private final Class<?> type;
    private final String method;

    Frame(Class<?> type, String method) {
      this.type = type;
      this.method = method;
    }

    @Override
    public String getClassName() {
      return type.getName();
    }

    @Override
    public String getMethodName() {
      return method;
    }

    @Override
    public Class<?> getDeclaringClass() {
      return type;
    }

    @Override
    public int getByteCodeIndex() {
      return 0;
    }

    @Override
    public String getFileName() {
      return type.getSimpleName() + ".java";
    }

    @Override
    public int getLineNumber() {
      return 7;
    }

    @Override
    public boolean isNativeMethod() {
      return false;
    }

    @Override
    public StackTraceElement toStackTraceElement() {
      return new StackTraceElement(type.getName(), method, getFileName(), 7);
    }

    @Override
    public MethodType getMethodType() {
      return MethodType.methodType(void.class);
    }

    @Override
    public String getDescriptor() {
      return "()V";
    }

    @Override
    public String toString() {
      return type.getSimpleName() + "." + method;
    }
  }
}
