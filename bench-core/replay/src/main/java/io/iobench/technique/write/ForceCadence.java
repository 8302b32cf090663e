package io.iobench.technique.write;

/**
 * The app's force() cadence: a force after every {@code every} bytes written. Writes are cut at
 * those points, so a technique with a bigger buffer forces exactly where the app did instead of
 * skipping forces (durability is never traded for speed silently). With {@code every == 0} it never
 * cuts and never forces.
 */
final class ForceCadence {
  private final long every;
  private long next;

  ForceCadence(long every) {
    this.every = every;
    this.next = every > 0 ? every : Long.MAX_VALUE;
  }

  boolean forcing() {
    return every > 0;
  }

  /**
   * Length of the write at {@code position}: {@code max}, or less when a force point comes first.
   */
  int chunk(long position, int max) {
    long room = next - position;
    return room < max ? (int) room : max;
  }

  /**
   * Whether a force is due now that {@code position} bytes are written; if so, schedules the next.
   */
  boolean due(long position) {
    if (position < next) {
      return false;
    }
    next += every;
    return true;
  }
}
