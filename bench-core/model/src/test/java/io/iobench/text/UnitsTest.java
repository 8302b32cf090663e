package io.iobench.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UnitsTest {
  @Test
  void factorsHaveThreeSignificantDigits() {
    assertEquals("12.3", Units.factor(12.34));
    assertEquals("1.15", Units.factor(1.149));
    assertEquals("2.00", Units.factor(2));
    assertEquals("150", Units.factor(149.7));
    assertEquals("10.0", Units.factor(9.996));
    assertEquals("0.980", Units.factor(0.98));
    assertEquals("[11.8-12.9]", Units.interval(11.8, 12.9));
  }

  @ParameterizedTest(name = "{0} ns is {1}")
  @CsvSource({
    "0, 0 ns",
    "850, 850 ns",
    "999, 999 ns",
    "12345, 12.3 us",
    "1000, 1.00 us",
    "999600, 1.00 ms",
    "1420000000, 1.42 s",
    "125000000000, 125 s",
    "3600000000000, 3600 s",
    "-2500000, -2.50 ms"
  })
  void durationsUseTheLargestUnitThatKeepsThemAboveOne(long nanos, String expected) {
    assertEquals(expected, Units.duration(nanos));
  }
}
