package io.iobench.benchmarks.cost;

import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.IoDispatch;
import java.util.Map;

/**
 * iobench started, then cut short at one stage of its hot path, so that the table can say which
 * part of the added cost each stage is: {@link Stage#HOOKS} keeps the instrumented JDK methods but
 * takes the recorder away (every call reads its fields and returns from the advice at once); {@link
 * Stage#DISPATCH} gives every thread a recorder that does nothing (the call also pays the
 * dispatcher: its thread state, the re-entry guard, the stream's identity and two virtual calls).
 * The full recorder is the plain iobench observer. A stage's profile counts none of the calls, so
 * its check is only that the session started and stopped.
 */
final class StageObserver extends Observer {
  enum Stage {
    HOOKS("iobench hooks only"),
    DISPATCH("iobench dispatch, no-op recorder");

    final String label;

    Stage(String label) {
      this.label = label;
    }
  }

  private final IobenchObserver session;
  private final Stage stage;

  StageObserver(IobenchObserver session, Stage stage) {
    super(stage.label);
    this.session = session;
    this.stage = stage;
  }

  @Override
  void start() throws Exception {
    session.start();
    if (stage == Stage.HOOKS) {
      Dispatcher.takeRecorderAway();
    } else {
      Dispatcher.installNoRecorder();
    }
  }

  @Override
  String stop(Map<CallCase, Long> made) throws Exception {
    session.stopUnchecked();
    return stage.label + " started and stopped (its calls are not recorded)";
  }

  /**
   * Everything that names the agent's boot classes, in a class of its own: the JVM loads it, and so
   * them, only once the first session has put them on the boot class path.
   */
  private static final class Dispatcher {
    static void takeRecorderAway() {
      IoDispatch.uninstall();
    }

    static void installNoRecorder() {
      if (CallRecorder.class.getClassLoader() != null) {
        throw new IllegalStateException("the harness's own CallRecorder is not the agent's");
      }
      NoRecorder none = new NoRecorder();
      IoDispatch.install(none, none);
    }
  }
}
