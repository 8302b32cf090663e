package io.iobench.agent.recording;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/** include=/exclude= globs, matched against the absolute path of a file. */
public final class PathFilter {
  private final List<PathMatcher> includes = new ArrayList<>();
  private final List<PathMatcher> excludes = new ArrayList<>();

  /**
   * @throws IllegalArgumentException for a malformed glob
   */
  public PathFilter(List<String> includeGlobs, List<String> excludeGlobs) {
    for (String glob : includeGlobs) {
      includes.add(matcher(glob));
    }
    for (String glob : excludeGlobs) {
      excludes.add(matcher(glob));
    }
  }

  private static PathMatcher matcher(String glob) {
    return FileSystems.getDefault().getPathMatcher("glob:" + glob);
  }

  public boolean isTrivial() {
    return includes.isEmpty() && excludes.isEmpty();
  }

  public boolean accepts(String absolutePath) {
    if (isTrivial()) {
      return true;
    }
    Path p;
    try {
      p = Paths.get(absolutePath);
    } catch (RuntimeException e) {
      return includes.isEmpty();
    }
    boolean included = includes.isEmpty();
    for (PathMatcher m : includes) {
      if (m.matches(p)) {
        included = true;
        break;
      }
    }
    if (!included) {
      return false;
    }
    for (PathMatcher m : excludes) {
      if (m.matches(p)) {
        return false;
      }
    }
    return true;
  }
}
