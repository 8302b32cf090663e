package io.iobench.cli.attach;

import io.iobench.format.Durations;

/**
 * A command-line option that takes a positive duration as the agent's options write them (see
 * {@link Durations}); {@code --duration} and {@code --timeout} word their complaints alike.
 */
public final class DurationOption {
  private DurationOption() {}

  /**
   * @param option the option's name, as the complaint shows it ({@code --timeout})
   * @param examples durations that fit the option, shown when the text is none ({@code 5s, 1m})
   * @throws IllegalArgumentException with the line to print when the text is no positive duration
   */
  public static long positiveMillis(String option, String text, String examples) {
    long millis;
    try {
      millis = Durations.millis(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          option + " '" + text + "' is not a duration (" + examples + ")");
    }
    if (millis <= 0) {
      throw new IllegalArgumentException(option + " must be positive: " + text);
    }
    return millis;
  }
}
