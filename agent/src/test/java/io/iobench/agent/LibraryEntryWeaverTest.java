package io.iobench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The bracket the weaver adds to a library's methods: the class still verifies and does what it
 * did, with the same results and the same exceptions, and each call of a bracketed method is one
 * library call, entered and left once however it ends (a return of any type, a throwable, one its
 * own handler catches).
 */
class LibraryEntryWeaverTest {
  private static final Set<String> ENTRIES =
      Set.of("value", "fails", "caught", "countDown", "locked", "overloaded", "text", "ratio");

  @BeforeEach
  void record() {
    IoDispatch.install(thread -> new NoRecorder(), new NoRecorder());
  }

  @AfterEach
  void stop() {
    IoDispatch.uninstall();
  }

  @Test
  void everyWayOutOfABracketedMethodLeavesTheLibraryCall() throws Exception {
    Class<?> woven = woven();
    Object lib = woven.getDeclaredConstructor().newInstance();

    assertEquals(42, call(lib, "value", new Class<?>[] {int.class}, 41));
    assertEquals(1, depthInside(woven), "inside the call: one library call");
    assertEquals(0, depth(), "after it: none");

    InvocationTargetException thrown =
        assertThrows(
            InvocationTargetException.class,
            () -> call(lib, "fails", new Class<?>[] {String.class}, "no"));
    assertEquals(IllegalStateException.class, thrown.getCause().getClass());
    assertEquals("no", thrown.getCause().getMessage());
    assertEquals(0, depth(), "a throwable leaves the call too");

    assertEquals(-1L, call(lib, "caught", new Class<?>[] {long.class}, 0L));
    assertEquals(7L, call(lib, "caught", new Class<?>[] {long.class}, 7L));
    assertEquals(0, depth(), "the method's own handler comes before the bracket's");

    assertEquals(0, call(lib, "countDown", new Class<?>[] {int.class}, 5));
    assertEquals("ab", call(lib, "locked", new Class<?>[] {String.class}, "ab"));
    assertThrows(
        InvocationTargetException.class,
        () -> call(lib, "locked", new Class<?>[] {String.class}, (Object) null));
    assertEquals(0, depth());

    assertEquals("x:3", call(null, "text", new Class<?>[] {String.class, int.class}, "x", 3));
    assertEquals(0.5, call(null, "ratio", new Class<?>[] {double.class}, 2.0));
    assertEquals(3L, call(lib, "overloaded", new Class<?>[] {long.class}, 3L));
    assertEquals(
        "3", call(lib, "overloaded", new Class<?>[] {String.class, Object.class}, "3", null));
    assertEquals(0, depth());
  }

  @Test
  void aNestedCallOfABracketedMethodIsTheOuterOnesCall() throws Exception {
    Class<?> woven = woven();
    Object lib = woven.getDeclaredConstructor().newInstance();
    assertEquals(5, call(lib, "overloaded", new Class<?>[] {int.class}, 5));
    assertEquals(2, depthInside(woven), "inside the inner call: two brackets deep");
    assertEquals(0, depth());
  }

  @Test
  void aClassWithNoEntryIsLeftAlone() throws Exception {
    assertNull(LibraryEntryWeaver.weave(classfile(), name -> false));
    assertNull(
        LibraryEntryWeaver.weave(classfile(), name -> name.equals("nativeMethod")),
        "a native method has no body to bracket");
  }

  @Test
  void whileNotRecordingACallLeavesNoDepthBehind() throws Exception {
    Class<?> woven = woven();
    Object lib = woven.getDeclaredConstructor().newInstance();
    IoDispatch.uninstall();
    assertEquals(42, call(lib, "value", new Class<?>[] {int.class}, 41));
    assertEquals(0, depthInside(woven));
    assertEquals(0, depth());
  }

  private static int depth() {
    return IoDispatch.currentState().libraryDepth;
  }

  private static int depthInside(Class<?> woven) throws Exception {
    return woven.getField("depthInside").getInt(null);
  }

  private static Object call(Object target, String name, Class<?>[] types, Object... args)
      throws Exception {
    Class<?> type = target != null ? target.getClass() : lastWoven;
    Method m = type.getDeclaredMethod(name, types);
    m.setAccessible(true);
    Object result = m.invoke(target, args);
    assertSame(type, m.getDeclaringClass());
    return result;
  }

  private static Class<?> lastWoven;

  /** Library, woven, in a loader of its own that defines it from the woven bytes. */
  private static Class<?> woven() throws Exception {
    byte[] bytes = LibraryEntryWeaver.weave(classfile(), ENTRIES::contains);
    assertNotNull(bytes);
    String name = Library.class.getName();
    ClassLoader loader =
        new ClassLoader(LibraryEntryWeaverTest.class.getClassLoader()) {
          @Override
          protected Class<?> loadClass(String n, boolean resolve) throws ClassNotFoundException {
            if (n.equals(name)) {
              synchronized (getClassLoadingLock(n)) {
                Class<?> c = findLoadedClass(n);
                return c != null ? c : defineClass(n, bytes, 0, bytes.length);
              }
            }
            return super.loadClass(n, resolve);
          }
        };
    lastWoven = Class.forName(name, true, loader);
    return lastWoven;
  }

  private static byte[] classfile() throws Exception {
    String resource = Library.class.getName().replace('.', '/') + ".class";
    try (InputStream in =
        LibraryEntryWeaverTest.class.getClassLoader().getResourceAsStream(resource)) {
      return in.readAllBytes();
    }
  }

  /** The recorder of a recording that counts nothing: library calls only need one installed. */
  private static final class NoRecorder extends CallRecorder {
    @Override
    public void begin(ThreadState state, String path, int op, Object stream) {}

    @Override
    public void end(ThreadState state, long result, Throwable thrown) {}

    @Override
    public void mapped(ThreadState state, Object buffer) {}
  }

  /** A library's methods of many shapes. */
  public static class Library {
    public static int depthInside;

    public Library() {}

    private static void seen() {
      depthInside = IoDispatch.currentState().libraryDepth;
    }

    public int value(int x) {
      seen();
      return x + 1;
    }

    public void fails(String message) {
      seen();
      throw new IllegalStateException(message);
    }

    public long caught(long x) {
      try {
        if (x == 0) {
          throw new ArithmeticException();
        }
        return x;
      } catch (ArithmeticException e) {
        return -1;
      }
    }

    public int countDown(int n) {
      do {
        n--;
      } while (n > 0);
      return n;
    }

    public synchronized String locked(String s) {
      return s.toString();
    }

    public static String text(String s, int n) {
      return s + ":" + n;
    }

    public static double ratio(double d) {
      return 1 / d;
    }

    public long overloaded(long x) {
      return x;
    }

    public String overloaded(String s, Object ignored) {
      return s;
    }

    public int overloaded(int x) {
      return (int) overloaded((long) value(x - 1));
    }

    public native void nativeMethod();
  }
}
