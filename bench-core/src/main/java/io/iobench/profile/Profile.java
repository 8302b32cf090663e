package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A profile written by the agent: what the app did, per file and per operation.
 *
 * <pre>
 * Profile profile = ProfileReader.read(Path.of("app-profile.json"));
 * for (FileProfile f : profile.files) {
 *   f.op("FileInputStream", "read").ifPresent(op -&gt; System.out.println(f.path + " " + op.calls));
 * }
 * </pre>
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class Profile {
  public String format;
  public int version;
  public String startedAt;
  public String endedAt;
  public boolean complete;
  public Map<String, Object> jvm;
  public Map<String, Object> os;
  public long pid;
  public String command;
  public Map<String, String> options;
  public Map<String, Object> agent;
  public List<FileProfile> files = List.of();

  public Optional<FileProfile> file(String path) {
    return files.stream().filter(f -> f.path.equals(path)).findFirst();
  }
}
