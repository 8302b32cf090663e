package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.iobench.format.ProfileFields.Part;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/** One JVM's profile that a merged profile was made of: where and when it ran. */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class ProfilePart {
  @JsonProperty(Part.FILE)
  public String file;

  /** Null for a profile of an agent before hosts were recorded. */
  @JsonProperty(Part.HOST)
  public String host;

  @JsonProperty(Part.PID)
  public long pid;

  @JsonProperty(Part.STARTED_AT)
  public String startedAt;

  @JsonProperty(Part.ENDED_AT)
  public String endedAt;

  @JsonProperty(Part.COMPLETE)
  public boolean complete;

  @JsonProperty(Part.COMMAND)
  public String command;

  /** From the part's start to its end; 0 when it does not tell them. */
  public long wallNanos() {
    try {
      return startedAt == null || endedAt == null
          ? 0
          : Math.max(
              0, Duration.between(Instant.parse(startedAt), Instant.parse(endedAt)).toNanos());
    } catch (DateTimeParseException | ArithmeticException e) {
      return 0;
    }
  }
}
