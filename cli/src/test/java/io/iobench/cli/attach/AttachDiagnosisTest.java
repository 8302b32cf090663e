package io.iobench.cli.attach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.tools.attach.AttachNotSupportedException;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/**
 * Every way an attach fails, told apart from what the system says of the process and what the JDK's
 * attach provider throws (its messages as JDK 11 to 25 word them), without real processes.
 */
class AttachDiagnosisTest {
  private static final long PID = 4711;

  /** A process as a test describes it: by default a JVM of the user iobench runs as. */
  private static final class Facts implements ProcessFacts {
    boolean alive = true;
    String owner = "ann";
    String self = "ann";
    String program = "java";
    List<String> arguments = List.of("-cp", "app.jar", "App");
    boolean listed = true;
    Jvm loaded = Jvm.YES;
    Boolean catchesSigquit = true;
    int listings;

    @Override
    public boolean alive(long pid) {
      return alive;
    }

    @Override
    public Optional<String> owner(long pid) {
      return Optional.ofNullable(owner);
    }

    @Override
    public String self() {
      return self;
    }

    @Override
    public Optional<String> program(long pid) {
      return Optional.ofNullable(program);
    }

    @Override
    public List<String> arguments(long pid) {
      return arguments;
    }

    @Override
    public boolean listed(long pid) {
      listings++;
      return listed;
    }

    @Override
    public Jvm loaded(long pid) {
      return loaded;
    }

    @Override
    public Optional<Boolean> catchesSigquit(long pid) {
      return Optional.ofNullable(catchesSigquit);
    }
  }

  private final Facts facts = new Facts();
  private final AttachDiagnosis diagnosis = new AttachDiagnosis(facts, 2000);

  private String refusal() {
    String line = diagnosis.refusal(PID).orElseThrow(() -> new AssertionError("not refused"));
    assertOneLine(line);
    return line;
  }

  private String failure(Throwable e) {
    String line = diagnosis.failure(PID, e);
    assertOneLine(line);
    return line;
  }

  private static void assertOneLine(String line) {
    assertFalse(line.contains("\n") || line.contains("\r"), line);
    assertFalse(line.isBlank());
  }

  @Test
  void aJvmOfTheSameUserIsAttachedTo() {
    assertEquals(Optional.empty(), diagnosis.refusal(PID));
  }

  @Test
  void noSuchProcess() {
    facts.alive = false;
    assertEquals(
        "there is no process with PID 4711 (the 'list' command shows the running JVMs)", refusal());
  }

  @Test
  void anotherUsersProcessSaysWhoseAndAsWhomToRun() {
    facts.owner = "bob";
    facts.loaded = ProcessFacts.Jvm.UNKNOWN;
    facts.listed = false;
    String line = refusal();
    assertTrue(line.startsWith("process 4711 (java) belongs to user bob,"), line);
    assertTrue(line.contains("run iobench as bob"), line);
  }

  @Test
  void rootMayAttachToAnyUsersJvm() {
    facts.owner = "bob";
    facts.self = "root";
    assertEquals(Optional.empty(), diagnosis.refusal(PID));
  }

  @Test
  void anOwnerTheSystemDoesNotNameIsNoReasonToRefuse() {
    facts.owner = null;
    assertEquals(Optional.empty(), diagnosis.refusal(PID));
  }

  @Test
  void aProcessWithoutLibjvmIsNotAJvmAndIsNotAttachedTo() {
    facts.program = "sleep";
    facts.loaded = ProcessFacts.Jvm.NO;
    facts.listed = false;
    assertEquals(
        "process 4711 (sleep) is not a JVM: iobench attaches to running Java programs only"
            + " (the 'list' command shows them)",
        refusal());
  }

  @Test
  void aListedJvmIsOneWhateverItsMapSays() {
    facts.loaded = ProcessFacts.Jvm.NO;
    facts.listed = true;
    assertEquals(Optional.empty(), diagnosis.refusal(PID));
  }

  @Test
  void aJvmWithoutJvmstatIsOneByItsMapAndTheListIsNotAsked() {
    facts.listed = false; // -XX:-UsePerfData, or another /tmp
    assertEquals(Optional.empty(), diagnosis.refusal(PID));
    assertEquals(0, facts.listings, "libjvm in the map is enough");
  }

  @Test
  void anUnreadableMapIsLeftToTheAttach() {
    facts.loaded = ProcessFacts.Jvm.UNKNOWN;
    facts.listed = false;
    assertEquals(Optional.empty(), diagnosis.refusal(PID));
  }

  @Test
  void attachDisabled() {
    assertEquals(
        "JVM 4711 was started with -XX:+DisableAttachMechanism, so no tool can attach to it:"
            + " restart it without that option",
        failure(new AttachNotSupportedException("The VM does not support the attach mechanism")));
  }

  @Test
  void attachDisabledWithoutJvmstatTimesOutButItsCommandLineSays() {
    facts.arguments = List.of("-XX:-UsePerfData", "-XX:+DisableAttachMechanism", "App");
    assertTrue(
        failure(noResponse()).contains("was started with -XX:+DisableAttachMechanism"),
        failure(noResponse()));
  }

  @Test
  void aJvmThatDoesNotStartItsListenerInTime() {
    assertEquals(
        "JVM 4711 did not answer within 2 s (hung, stopped, or busy): try again, or give it"
            + " longer with --timeout",
        failure(noResponse()));
  }

  @Test
  void aJvmWhoseListenerDoesNotAnswerInTime() {
    assertEquals(failure(noResponse()), failure(new TimeoutException()));
  }

  @Test
  void theTimeoutIsSaidAsGiven() {
    AttachDiagnosis half = new AttachDiagnosis(facts, 500);
    assertTrue(
        half.failure(PID, new TimeoutException()).contains("within 0.5 s"),
        half.failure(PID, new TimeoutException()));
  }

  @Test
  void aProcessThatDoesNotCatchSigquit() {
    facts.program = "java";
    String line =
        failure(
            new AttachNotSupportedException(
                "pid: 4711 cmd: 'java -Xrs App' state is not ready to participate in attach"
                    + " handshake!"));
    assertTrue(line.startsWith("process 4711 (java) does not catch SIGQUIT"), line);
    assertTrue(line.contains("-Xrs"), line);
  }

  @Test
  void aJvmWithoutAHandlerForSigquitIsNotSentOne() {
    facts.catchesSigquit = false;
    String line = refusal();
    assertTrue(line.startsWith("process 4711 (java) does not catch SIGQUIT"), line);
    assertTrue(line.contains("would kill this process"), line);
  }

  @Test
  void signalMasksTheSystemDoesNotShowAreLeftToTheAttach() {
    facts.catchesSigquit = null;
    assertEquals(Optional.empty(), diagnosis.refusal(PID));
  }

  @Test
  void aProcessThatExitedDuringTheAttach() {
    facts.alive = false;
    assertEquals(
        "process 4711 exited while iobench was attaching to it",
        failure(new IOException("No such process")));
  }

  @Test
  void anythingElseSaysTheJdksWordsOnOneLine() {
    assertEquals(
        "cannot attach to JVM 4711: well-known file /tmp/.java_pid4711 is not secure: file"
            + " should be owned by the current user",
        failure(
            new IOException(
                "well-known file /tmp/.java_pid4711 is not secure:\n"
                    + "  file should be owned by the current user\n")));
    assertEquals("cannot attach to JVM 4711: null", failure(new IOException()));
  }

  @Test
  void eachCaseHasItsOwnLine() {
    Facts other = new Facts();
    other.owner = "bob";
    Facts gone = new Facts();
    gone.alive = false;
    Facts sleep = new Facts();
    sleep.loaded = ProcessFacts.Jvm.NO;
    sleep.listed = false;
    List<String> lines =
        List.of(
            new AttachDiagnosis(gone, 2000).refusal(PID).orElseThrow(),
            new AttachDiagnosis(other, 2000).refusal(PID).orElseThrow(),
            new AttachDiagnosis(sleep, 2000).refusal(PID).orElseThrow(),
            failure(
                new AttachNotSupportedException("The VM does not support the attach mechanism")),
            failure(noResponse()),
            failure(
                new AttachNotSupportedException(
                    "pid: 4711 cmd: 'x' state is not ready to participate in attach handshake!")),
            new AttachDiagnosis(gone, 2000).failure(PID, new IOException("No such process")));
    assertEquals(lines.size(), lines.stream().distinct().count(), String.join("\n", lines));
  }

  /** What Linux's provider says when no attach listener appeared (JDK 11 to 25). */
  private static AttachNotSupportedException noResponse() {
    return new AttachNotSupportedException(
        "Unable to open socket file /tmp/.java_pid4711: target process 4711 doesn't respond"
            + " within 2100ms or HotSpot VM not loaded");
  }
}
