package io.iobench.merge;

import io.iobench.format.ProfileFields.Agent;
import io.iobench.format.ProfileFormat;
import io.iobench.profile.FileProfile;
import io.iobench.profile.FileSystemMount;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfilePart;
import io.iobench.prove.PathMap;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BinaryOperator;
import java.util.function.Function;

/**
 * The profiles of many JVMs of one app (its instances, on one machine or many) made one profile,
 * which every command reads as it reads one JVM's. Files are matched by their paths as {@code
 * compare} maps them ({@link PathMap}: {@code --map OLD=NEW}, temporary-file names as {@code #}),
 * operations by API and name, and each operation merged by {@link OpMerge}'s rules; each JVM's
 * host, pid and time span are kept in {@code parts}.
 *
 * <pre>{@code
 * Profile fleet =
 *     ProfileMerge.of(
 *         List.of(new ProfileMerge.Part("a.json", ProfileReader.read(a)),
 *                 new ProfileMerge.Part("b.json", ProfileReader.read(b))),
 *         PathMap.none());
 * }</pre>
 */
public final class ProfileMerge {
  /** Agent fields that count something in each JVM, and so add up. */
  private static final Set<String> AGENT_COUNTS =
      Set.of(Agent.FILES_TRACKED, Agent.OVERFLOW_LOOKUPS, Agent.LIVE_THREADS, Agent.SLOTS_IN_USE);

  private ProfileMerge() {}

  /** One profile to merge and the name the user gave its file. */
  public record Part(String file, Profile profile) {}

  /**
   * @throws IllegalArgumentException with a one-line message: no parts, a profile converted from a
   *     JFR recording, or profiles of different apps
   */
  public static Profile of(List<Part> parts, PathMap paths) {
    check(parts);
    Profile first = parts.get(0).profile();
    Profile m = new Profile();
    m.format = ProfileFormat.NAME;
    m.version = ProfileFormat.VERSION;
    List<Profile> profiles = parts.stream().map(Part::profile).toList();
    m.startedAt = OpMerge.instant(profiles, p -> p.startedAt, Comparator.naturalOrder());
    m.endedAt = OpMerge.instant(profiles, p -> p.endedAt, Comparator.reverseOrder());
    m.complete = parts.stream().allMatch(p -> p.profile().complete);
    m.jvm = common(parts, p -> p.jvm, ProfileMerge::either);
    m.os = common(parts, p -> p.os, ProfileMerge::either);
    m.pid = 0;
    m.host = sameOrNull(parts, p -> p.host);
    m.command = first.command;
    m.options = common(parts, p -> p.options, (a, b) -> (String) either(a, b));
    m.agent = agent(parts);
    m.parts = new ArrayList<>();
    for (Part p : parts) {
      m.parts.addAll(partsOf(p));
    }
    m.files = files(parts, paths);
    return m;
  }

  private static void check(List<Part> parts) {
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("merge needs at least one profile");
    }
    String app = null;
    String appFile = null;
    for (Part p : parts) {
      if (p.profile().source != null) {
        throw new IllegalArgumentException(
            p.file()
                + ": a profile read from a "
                + p.profile().source.kind
                + " recording; merge takes the agent's profiles");
      }
      String id = AppIdentity.of(p.profile().command);
      if (app == null) {
        app = id;
        appFile = p.file();
      } else if (!app.equals(id)) {
        throw new IllegalArgumentException(
            p.file()
                + " is a profile of another app ("
                + named(id)
                + ") than "
                + appFile
                + " ("
                + named(app)
                + "); merge takes the profiles of one app's JVMs");
      }
    }
  }

  private static String named(String app) {
    return app.isEmpty() ? "no command" : app;
  }

  /** A merged profile's parts as they are; another profile as one part. */
  private static List<ProfilePart> partsOf(Part p) {
    Profile profile = p.profile();
    if (profile.parts != null && !profile.parts.isEmpty()) {
      return profile.parts;
    }
    ProfilePart part = new ProfilePart();
    part.file = p.file();
    part.host = profile.host;
    part.pid = profile.pid;
    part.startedAt = profile.startedAt;
    part.endedAt = profile.endedAt;
    part.complete = profile.complete;
    part.command = profile.command;
    return List.of(part);
  }

  private static String sameOrNull(List<Part> parts, Function<Profile, String> value) {
    String first = value.apply(parts.get(0).profile());
    for (Part p : parts) {
      if (!Objects.equals(first, value.apply(p.profile()))) {
        return null;
      }
    }
    return first;
  }

  /**
   * Each field of the parts' maps, those of the parts that agree merged by {@code merge}: {@link
   * #either} for the JVM, the machine and the agent's options.
   */
  private static <V> Map<String, V> common(
      List<Part> parts, Function<Profile, Map<String, V>> value, BinaryOperator<V> merge) {
    Map<String, V> m = null;
    for (Part p : parts) {
      Map<String, V> fields = value.apply(p.profile());
      if (fields == null) {
        continue;
      }
      if (m == null) {
        m = new LinkedHashMap<>(fields);
        continue;
      }
      for (Map.Entry<String, V> e : fields.entrySet()) {
        m.merge(e.getKey(), e.getValue(), merge);
      }
    }
    return m;
  }

  /**
   * Two parts' values of a field: as it is where they agree; the largest where numbers differ (a
   * machine's processors); the distinct values, joined, where text differs (JDK versions).
   */
  private static Object either(Object a, Object b) {
    if (Objects.equals(a, b)) {
      return a;
    }
    if (a instanceof Number x && b instanceof Number y) {
      return x.doubleValue() >= y.doubleValue() ? a : b;
    }
    Set<String> distinct = new LinkedHashSet<>(List.of(String.valueOf(a).split(", ")));
    distinct.add(String.valueOf(b));
    return String.join(", ", distinct);
  }

  /**
   * How the agents recorded: their counts added; their settings as {@link #either} gives them, but
   * the latency mode, which is {@code sampled} where any part sampled, and call sites, captured
   * where any part captured them; the app packages of every part.
   */
  private static Map<String, Object> agent(List<Part> parts) {
    Map<String, Object> m = null;
    for (Part p : parts) {
      Map<String, Object> agent = p.profile().agent;
      if (agent == null) {
        continue;
      }
      if (m == null) {
        m = new LinkedHashMap<>(agent);
        continue;
      }
      for (Map.Entry<String, Object> e : agent.entrySet()) {
        String key = e.getKey();
        Object value = e.getValue();
        Object was = m.get(key);
        if (was == null) {
          m.put(key, value);
        } else if (AGENT_COUNTS.contains(key)
            && was instanceof Number a
            && value instanceof Number b) {
          m.put(key, a.longValue() + b.longValue());
        } else if (key.equals(Agent.LATENCY_MODE)) {
          m.put(key, was.equals(value) ? was : Agent.LATENCY_SAMPLED);
        } else if (key.equals(Agent.CALL_SITES)) {
          m.put(key, Boolean.TRUE.equals(was) || Boolean.TRUE.equals(value));
        } else if (was instanceof List<?> a && value instanceof List<?> b) {
          Set<Object> union = new LinkedHashSet<>(a);
          union.addAll(b);
          m.put(key, new ArrayList<>(union));
        } else {
          m.put(key, either(was, value));
        }
      }
    }
    return m;
  }

  private record OpKey(String api, String op) {}

  /** The parts' files matched by their mapped paths, in the order first met. */
  private static List<FileProfile> files(List<Part> parts, PathMap paths) {
    Map<String, List<FileProfile>> byPath = new LinkedHashMap<>();
    for (Part p : parts) {
      for (FileProfile f : p.profile().files) {
        byPath.computeIfAbsent(paths.before(f.path), k -> new ArrayList<>()).add(f);
      }
    }
    List<FileProfile> files = new ArrayList<>();
    for (Map.Entry<String, List<FileProfile>> e : byPath.entrySet()) {
      files.add(file(e.getKey(), e.getValue()));
    }
    return files;
  }

  /**
   * The file system the parts' file lives on where every part that tells names the same one; none
   * where the JVMs' machines keep the file on different ones, whose replays would differ.
   */
  private static FileSystemMount fileSystem(List<FileProfile> parts) {
    FileSystemMount found = null;
    for (FileProfile f : parts) {
      if (f.fileSystem == null) {
        continue;
      }
      if (found != null && !found.sameAs(f.fileSystem)) {
        return null;
      }
      found = f.fileSystem;
    }
    return found;
  }

  private static FileProfile file(String path, List<FileProfile> parts) {
    FileProfile m = new FileProfile();
    m.path = path;
    m.kind = parts.get(0).kind;
    m.size = parts.stream().mapToLong(f -> f.size).max().orElse(-1);
    m.fileSystem = fileSystem(parts);
    Map<OpKey, List<OpProfile>> byOp = new LinkedHashMap<>();
    for (FileProfile f : parts) {
      for (OpProfile o : f.ops) {
        byOp.computeIfAbsent(new OpKey(o.api, o.op), k -> new ArrayList<>()).add(o);
      }
    }
    List<OpProfile> ops = new ArrayList<>();
    for (List<OpProfile> same : byOp.values()) {
      ops.add(OpMerge.of(same));
    }
    m.ops = ops;
    return m;
  }
}
