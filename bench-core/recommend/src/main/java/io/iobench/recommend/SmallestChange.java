package io.iobench.recommend;

import io.iobench.stats.Speedup;
import io.iobench.technique.Catalogue;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.ToDoubleFunction;

/**
 * The rule of the first recommendation, written once for the two that apply it: the first
 * recommendation is the smallest change as good as the top one ({@link Recommender}), and an
 * alternative measured below the best stays in the race while it may still turn out to be that
 * change ({@link SequentialElimination}).
 *
 * <p>The rule is two relations between candidates:
 *
 * <ol>
 *   <li>{@link #mayLead}: the change whose family leads is the top one, or a smaller change than
 *       the top one (less invasive, or as invasive and a smaller buffer of its family) as good as
 *       it. Of those, the recommendation takes the least invasive, and of these the one with the
 *       highest estimate.
 *   <li>{@link #goesFirstFor}: what goes first is the leader, or a smaller buffer of the leader's
 *       family as good as the leader: the buffer size is a choice between the sizes of one change,
 *       so a size is weighed against its family's fastest, not against another API's top (an 8 KiB
 *       buffer 14 times faster where the family's best is 20 times and a RandomAccessFile 60 times
 *       would otherwise go in and out of the first place with each replay's noise). Of those, the
 *       recommendation takes the smallest buffer.
 * </ol>
 *
 * <p>"As good" is judged on the intervals as measured for the recommendation ({@link #asMeasured}),
 * with the time each would save as the recommendation states it ({@link Saving}), and on what the
 * intervals may still turn out to be for the elimination ({@link #AS_THEY_MAY_TURN_OUT}, {@link
 * #mayBeAsGoodAs}), which holds wherever the first does on the speed-ups alone: so the elimination
 * keeps every alternative the recommendation could put first but one that makes fewer calls than
 * the top one and saves more than its speed-up says by the app's shift of the calls.
 */
final class SmallestChange {
  /** The rule on what the intervals may still turn out to be: the elimination's. */
  static final SmallestChange AS_THEY_MAY_TURN_OUT =
      new SmallestChange((c, top) -> mayBeAsGoodAs(c.speedup(), top.speedup()));

  /** Of the candidates that may lead, the least invasive, then the highest estimate. */
  private static final Comparator<Candidate> LEADER =
      Comparator.comparing(Candidate::invasiveness).thenComparing(Recommender.BY_ESTIMATE);

  private final BiPredicate<Candidate, Candidate> asGood;

  private SmallestChange(BiPredicate<Candidate, Candidate> asGood) {
    this.asGood = asGood;
  }

  /**
   * The rule on the intervals as they are, the recommendation's: a candidate is as good a change as
   * another when the measurements cannot tell them apart, or when it saves at least {@link
   * Recommender#EQUIVALENT_SAVING} of the time the other saves, by {@code saved}.
   */
  static SmallestChange asMeasured(ToDoubleFunction<Candidate> saved) {
    return new SmallestChange(
        (c, top) ->
            c.speedup().overlaps(top.speedup())
                || saved.applyAsDouble(c)
                    >= Recommender.EQUIVALENT_SAVING * saved.applyAsDouble(top));
  }

  /**
   * The candidate the recommendation puts first.
   *
   * @param ranked the qualifying candidates, best first ({@link Recommender#BY_ESTIMATE}), at least
   *     one
   */
  Candidate first(List<Candidate> ranked) {
    Candidate top = ranked.get(0);
    Candidate leader = ranked.stream().filter(c -> mayLead(c, top)).min(LEADER).orElseThrow();
    return ranked.stream()
        .filter(c -> goesFirstFor(c, leader))
        .min(Comparator.comparingInt(Candidate::bufferSize))
        .orElseThrow();
  }

  /**
   * Whether an alternative may still be put first, when more rounds narrow the intervals.
   *
   * @param best the alternative with the highest estimate at this look
   * @param alive every alternative still measured, with its interval at this look
   */
  static boolean mayBeFirst(Candidate alternative, Candidate best, Collection<Candidate> alive) {
    for (Candidate leader : alive) {
      if (AS_THEY_MAY_TURN_OUT.mayLead(leader, best)
          && AS_THEY_MAY_TURN_OUT.goesFirstFor(alternative, leader)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code c}'s family may lead: see the class's first step. */
  boolean mayLead(Candidate c, Candidate top) {
    if (same(c, top)) {
      return true;
    }
    int order = c.invasiveness().compareTo(top.invasiveness());
    boolean smaller = order < 0 || (order == 0 && smallerBufferOfFamily(c, top));
    return smaller && asGood.test(c, top);
  }

  /** Whether {@code c} may go first when {@code leader}'s family leads: the class's second step. */
  boolean goesFirstFor(Candidate c, Candidate leader) {
    return same(c, leader) || (smallerBufferOfFamily(c, leader) && asGood.test(c, leader));
  }

  private static boolean same(Candidate a, Candidate b) {
    return a.techniqueId().equals(b.techniqueId());
  }

  /** Whether {@code c} is another size of {@code other}'s family with a smaller buffer. */
  private static boolean smallerBufferOfFamily(Candidate c, Candidate other) {
    return Catalogue.familyOf(c.techniqueId()).equals(Catalogue.familyOf(other.techniqueId()))
        && c.bufferSize() > 0
        && c.bufferSize() < other.bufferSize();
  }

  /**
   * Whether a candidate may still turn out as good as another when more rounds narrow both
   * intervals: by its interval's high end against the other's low end.
   */
  static boolean mayBeAsGoodAs(Speedup candidate, Speedup top) {
    return candidate.high() >= top.low()
        || savedShare(candidate.high()) >= Recommender.EQUIVALENT_SAVING * savedShare(top.low());
  }

  /** The share of the time a speed-up saves: 1 − 1/s (none for a slow-down). */
  static double savedShare(double speedup) {
    return speedup <= 1 ? 0 : 1 - 1 / speedup;
  }
}
