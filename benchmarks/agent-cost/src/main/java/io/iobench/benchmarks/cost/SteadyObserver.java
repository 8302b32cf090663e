package io.iobench.benchmarks.cost;

import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.RecorderFactory;
import java.lang.reflect.Field;
import java.util.EnumMap;
import java.util.Map;

/**
 * iobench as an app under a long recording sees it: one session, started once, whose recorder the
 * harness switches off and on again between windows ({@code IoDispatch.uninstall} and {@code
 * install}) without taking the instrumentation out. The JDK's classes are transformed once, so the
 * JIT compiles them once; every key keeps its counts from window to window, as a key of a busy app
 * does (its timed calls grow sparser past a million calls). The windows between are the
 * instrumented methods with no recorder (the hooks), so this observer runs in a run of its own
 * (with the control), and its cost is the recorder's on top of the hooks; the hooks' own cost is
 * the {@code hooks} stage of an ordinary run.
 *
 * <p>Its check is made once, when the run ends and the session stops: the profile must count
 * exactly the calls made in all of its windows together.
 */
final class SteadyObserver extends Observer {
  static final String NAME = "iobench, one session switched on and off";

  private final IobenchObserver session;
  private final Map<CallCase, Long> made = new EnumMap<>(CallCase.class);
  private boolean started;

  SteadyObserver(IobenchObserver session) {
    super(NAME);
    this.session = session;
  }

  @Override
  void start() throws Exception {
    if (!started) {
      session.start();
      Dispatcher.keep();
      started = true;
    } else {
      Dispatcher.switchOn();
    }
  }

  @Override
  String stop(Map<CallCase, Long> sinceStart) {
    Dispatcher.switchOff();
    sinceStart.forEach((c, n) -> made.merge(c, n, Long::sum));
    return NAME + ": off again; its one profile is checked when the run ends";
  }

  @Override
  String finish() throws Exception {
    if (!started) {
      return null;
    }
    Dispatcher.switchOn();
    return session.stop(made);
  }

  /**
   * Everything that names the agent's boot classes, in a class of its own: the JVM loads it, and so
   * them, only once the session has put them on the boot class path.
   */
  private static final class Dispatcher {
    private static RecorderFactory factory;
    private static CallRecorder fallback;

    /** Keeps the session's recorder factory, which only IoDispatch holds, to install it again. */
    static void keep() throws ReflectiveOperationException {
      if (IoDispatch.class.getClassLoader() != null) {
        throw new IllegalStateException("the harness's own IoDispatch is not the agent's");
      }
      factory = (RecorderFactory) field("factory").get(null);
      fallback = (CallRecorder) field("fallback").get(null);
      if (factory == null || fallback == null) {
        throw new IllegalStateException("iobench started with no recorder installed");
      }
    }

    static void switchOn() {
      IoDispatch.install(factory, fallback);
    }

    static void switchOff() {
      IoDispatch.uninstall();
    }

    private static Field field(String name) throws NoSuchFieldException {
      Field f = IoDispatch.class.getDeclaredField(name);
      f.setAccessible(true);
      return f;
    }
  }
}
