package io.iobench.layer;

import io.iobench.format.CallPathFrames;
import io.iobench.profile.OpProfile;
import java.util.List;
import java.util.Optional;

/**
 * The layer the app's own frame called on the path that made most of a workload's calls, and the
 * changes the app can make there.
 *
 * @param layer the layer
 * @param entryMethod the layer's method the path entered by ({@code flush}, {@code readObject})
 * @param changes the changes for that way in, the layer's first choice first; never empty
 * @param appFrame the app's frame on that path, or null when the stack had none
 * @param callShare the share of the workload's calls that path made, 0 to 1
 */
public record AppLayer(
    Layer layer, String entryMethod, List<Change> changes, String appFrame, double callShare) {

  public AppLayer {
    changes = List.copyOf(changes);
    if (changes.isEmpty()) {
      throw new IllegalArgumentException("layer " + layer.id() + " without a change");
    }
  }

  /**
   * The layer of an operation's dominant path, or empty when the path goes through none. Of a path
   * {@linkplain OpProfile.CallPath#cut cut} before the app's frame, the outermost library's or
   * engine's layer among the frames kept: the frames past the cut may be another library's, which
   * would own a JDK decorator the path went through, but a library's frames that made the call own
   * it whoever called them.
   */
  public static Optional<AppLayer> of(OpProfile op) {
    Optional<OpProfile.CallPath> dominant = op.dominantPath();
    if (dominant.isEmpty() || dominant.get().frames == null) {
      return Optional.empty();
    }
    OpProfile.CallPath path = dominant.get();
    double share = op.calls <= 0 ? 0 : Math.min(1, (double) path.calls / op.calls);
    Optional<LayerMatch> entry =
        path.cut()
            ? LayerCatalogue.layersOf(path.frames).stream()
                .filter(m -> !m.layer().kind().isJdk())
                .findFirst()
            : LayerCatalogue.entry(path.frames);
    return entry
        .filter(m -> !m.layer().changesFor(m.method()).isEmpty())
        .filter(m -> !(m.layer().kind().isJdk() && libraryBefore(path.frames, m.frame())))
        .map(
            m ->
                new AppLayer(
                    m.layer(), m.method(), m.layer().changesFor(m.method()), path.app, share));
  }

  /**
   * Whether a frame outside the JDK comes before {@code index}: a JDK layer reached through a
   * library (a PrintStream that HdrHistogram's log writer made) is the library's, not the app's.
   */
  private static boolean libraryBefore(List<String> frames, int index) {
    for (int i = 0; i < index; i++) {
      String frame = frames.get(i);
      if (!frame.equals(Frames.ELIDED) && !CallPathFrames.isJdk(frame)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the change is in the app's hands at all (not inside an engine it does not own). */
  public boolean appCanChange() {
    return changes.get(0).control() != Control.NOTHING;
  }

  /** The change a replay family expresses, if any of this layer's does. */
  public Optional<Change> changeFor(String family) {
    if (!appCanChange()) {
      return Optional.empty();
    }
    return changes.stream().filter(c -> c.techniques().contains(family)).findFirst();
  }

  /** The layer's title and the method the path entered it by: {@code BufferedWriter.flush()}. */
  public String where() {
    return layer.title() + (entryMethod.isEmpty() ? "" : ", called by " + entryMethod + "()");
  }
}
