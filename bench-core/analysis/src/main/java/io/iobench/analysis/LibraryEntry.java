package io.iobench.analysis;

import io.iobench.format.CallPathFrames;
import io.iobench.format.ProfileFields;
import io.iobench.layer.Frames;
import io.iobench.profile.OpProfile;
import java.util.List;
import java.util.Optional;

/**
 * Where the app's calls entered a library that no layer row describes: the method the app's frame
 * called, the library's Maven coordinates where the agent read them, and whether the library
 * flushed on its way to the file (a {@code flush()} between the entry and the file call), in which
 * case a buffer put under it would be flushed as often.
 *
 * @param method the library's method the app called, {@code
 *     com.fasterxml.jackson.databind.ObjectMapper.writeValue}
 * @param coordinates {@code groupId:artifactId:version}, or null when the agent read none
 * @param flushesThrough whether the path flushed between the library's entry and the file call
 */
public record LibraryEntry(String method, String coordinates, boolean flushesThrough) {

  /** The entry of a path whose first frame is outside the JDK, or empty. */
  public static Optional<LibraryEntry> of(OpProfile.CallPath path) {
    List<String> frames = path == null ? null : path.frames;
    if (frames == null || frames.size() < 2) {
      return Optional.empty();
    }
    String first = frames.get(0);
    if (first.equals(ProfileFields.CallPath.ELIDED) || CallPathFrames.isJdk(first)) {
      return Optional.empty();
    }
    boolean flushes = frames.subList(1, frames.size() - 1).stream().anyMatch(LibraryEntry::isFlush);
    return Optional.of(new LibraryEntry(first, path.library, flushes));
  }

  /** The library as a person would look it up: its coordinates, else its method's package. */
  public String library() {
    return coordinates != null ? coordinates : Frames.packageOf(method);
  }

  /**
   * A call of a stream's or writer's {@code flush()}: a method named exactly so. An encoder that
   * empties its buffer into the stream on every write ({@code OutputStreamWriter.flushBuffer},
   * inside a PrintStream's write) is the write itself, not a flush of the stream under it.
   */
  private static boolean isFlush(String frame) {
    return Frames.methodOf(frame).equals("flush");
  }
}
