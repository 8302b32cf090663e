package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.iobench.format.ProfileFields.Root;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A profile written by the agent: what the app did, per file and per operation. Field names are the
 * format's ({@link io.iobench.format.ProfileFields}); fields this version does not know are
 * ignored, and fields an older agent did not write keep their defaults.
 *
 * <pre>
 * Profile profile = ProfileReader.read(Path.of("app-profile.json"));
 * for (FileProfile f : profile.files) {
 *   f.op(RecordedOp.FIS_READ).ifPresent(op -&gt; System.out.println(f.path + " " + op.calls));
 * }
 * </pre>
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class Profile {
  @JsonProperty(Root.FORMAT)
  public String format;

  @JsonProperty(Root.VERSION)
  public int version;

  @JsonProperty(Root.STARTED_AT)
  public String startedAt;

  @JsonProperty(Root.ENDED_AT)
  public String endedAt;

  @JsonProperty(Root.COMPLETE)
  public boolean complete;

  @JsonProperty(Root.JVM)
  public Map<String, Object> jvm;

  @JsonProperty(Root.OS)
  public Map<String, Object> os;

  /** 0 for a merged profile: its JVMs' are in {@link #parts}. */
  @JsonProperty(Root.PID)
  public long pid;

  /**
   * The machine's name; null in profiles of agents before it, for a JFR recording, and for a merged
   * profile whose parts ran on more than one machine.
   */
  @JsonProperty(Root.HOST)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public String host;

  @JsonProperty(Root.COMMAND)
  public String command;

  @JsonProperty(Root.OPTIONS)
  public Map<String, String> options;

  @JsonProperty(Root.AGENT)
  public Map<String, Object> agent;

  @JsonProperty(Root.FILES)
  public List<FileProfile> files = List.of();

  /** Null for the agent's profiles; set for one converted from a JFR recording. */
  @JsonProperty(Root.SOURCE)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public ProfileSource source;

  /** Null but for a merged profile: the profiles it was made of, in the order merged. */
  @JsonProperty(Root.PARTS)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public List<ProfilePart> parts;

  public Optional<FileProfile> file(String path) {
    return files.stream().filter(f -> f.path.equals(path)).findFirst();
  }

  /** From the profile's start to its end, or empty when it does not tell them. */
  public OptionalLong duration() {
    try {
      return startedAt == null || endedAt == null
          ? OptionalLong.empty()
          : OptionalLong.of(
              Duration.between(Instant.parse(startedAt), Instant.parse(endedAt)).toNanos());
    } catch (DateTimeParseException | ArithmeticException e) {
      return OptionalLong.empty();
    }
  }

  /**
   * The wall time of the profiled run, or 0 when the profile does not tell it. A merged profile's
   * calls are its JVMs' together, and so is its run: the sum of its parts' wall times, not the span
   * from the first start to the last end, which concurrent instances would make as short as one.
   */
  public long wallNanos() {
    if (parts != null && !parts.isEmpty()) {
      long sum = 0;
      for (ProfilePart p : parts) {
        sum += p.wallNanos();
      }
      return sum;
    }
    return Math.max(0, duration().orElse(0));
  }
}
