package io.iobench.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

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

  @Test
  void durationsUseTheLargestUnitThatKeepsThemAboveOne() {
    assertEquals("0 ns", Units.duration(0));
    assertEquals("850 ns", Units.duration(850));
    assertEquals("999 ns", Units.duration(999));
    assertEquals("12.3 us", Units.duration(12_345));
    assertEquals("1.00 us", Units.duration(1_000));
    assertEquals("1.00 ms", Units.duration(999_600));
    assertEquals("1.42 s", Units.duration(1_420_000_000L));
    assertEquals("125 s", Units.duration(125_000_000_000L));
    assertEquals("3600 s", Units.duration(3_600_000_000_000L));
    assertEquals("-2.50 ms", Units.duration(-2_500_000));
  }
}
