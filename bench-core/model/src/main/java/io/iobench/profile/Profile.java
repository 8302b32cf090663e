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

  @JsonProperty(Root.PID)
  public long pid;

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

  /** The wall time of the profiled run, or 0 when the profile does not tell it. */
  public long wallNanos() {
    return Math.max(0, duration().orElse(0));
  }
}
