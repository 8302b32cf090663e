package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.iobench.format.ProfileFields.Source;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a profile came from when the agent did not write it: a JDK Flight Recorder recording, with
 * the settings it was made with and what it could not show. The report and {@code summary} print
 * the limits; nothing downstream scales what a sampled recording counted.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class ProfileSource {
  public static final String JFR = "jfr";

  @JsonProperty(Source.KIND)
  public String kind;

  @JsonProperty(Source.RECORDING)
  public String recording;

  @JsonProperty(Source.SAMPLED)
  public boolean sampled;

  @JsonProperty(Source.LIMITS)
  public List<String> limits = new ArrayList<>();

  @JsonProperty(Source.EVENTS)
  public List<EventType> events = new ArrayList<>();

  /** One event type of the recording that the profile was made from. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public static final class EventType {
    @JsonProperty(Source.EVENT_NAME)
    public String name;

    @JsonProperty(Source.ENABLED)
    public boolean enabled;

    @JsonProperty(Source.THRESHOLD)
    public String threshold;

    @JsonProperty(Source.THROTTLE)
    public String throttle;

    @JsonProperty(Source.STACK_TRACE)
    public boolean stackTrace;

    @JsonProperty(Source.RECORDED)
    public long recorded;

    @JsonProperty(Source.MISSED_SHARE)
    public Double missedShare;

    @JsonProperty(Source.MISSED_HOW)
    public String missedHow;
  }
}
