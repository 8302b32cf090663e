package io.iobench.cli;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * Ctrl-C (SIGINT) handled by the command while it records, instead of the JVM's shutdown: {@code
 * record} then stops early and goes on as at the end of its duration, writing the profile and the
 * report, whose replay could not run in a shutdown hook (it registers hooks of its own).
 *
 * <p>sun.misc.Signal (jdk.unsupported, kept for this use by JEP 260) is called by reflection: javac
 * warns of it in a way no {@code @SuppressWarnings} silences.
 */
final class CtrlC implements AutoCloseable {
  private final Method handle;
  private final Object signal;
  private final Object previous;

  private CtrlC(Method handle, Object signal, Object previous) {
    this.handle = handle;
    this.signal = signal;
    this.previous = previous;
  }

  /**
   * Runs {@code pressed} on every Ctrl-C until closed. Where the handler cannot be set (a runtime
   * without jdk.unsupported, or -Xrs), Ctrl-C stays the JVM's own.
   */
  static CtrlC handle(Runnable pressed) {
    try {
      Class<?> signalClass = Class.forName("sun.misc.Signal");
      Class<?> handlerClass = Class.forName("sun.misc.SignalHandler");
      Method handle = signalClass.getMethod("handle", signalClass, handlerClass);
      Object signal = signalClass.getConstructor(String.class).newInstance("INT");
      Object handler =
          Proxy.newProxyInstance(
              CtrlC.class.getClassLoader(),
              new Class<?>[] {handlerClass},
              (proxy, method, args) -> {
                switch (method.getName()) {
                  case "handle":
                    pressed.run();
                    return null;
                  case "hashCode":
                    return System.identityHashCode(proxy);
                  case "equals":
                    return proxy == args[0];
                  default:
                    return "iobench Ctrl-C handler";
                }
              });
      return new CtrlC(handle, signal, handle.invoke(null, signal, handler));
    } catch (ReflectiveOperationException | LinkageError | IllegalArgumentException e) {
      return new CtrlC(null, null, null);
    }
  }

  /** Gives Ctrl-C back to the JVM: from now on it ends the command. */
  @Override
  public void close() {
    if (handle == null) {
      return;
    }
    try {
      handle.invoke(null, signal, previous);
    } catch (IllegalAccessException | InvocationTargetException e) {
      // The handler stays; it only counts down what nobody waits for any more.
    }
  }
}
