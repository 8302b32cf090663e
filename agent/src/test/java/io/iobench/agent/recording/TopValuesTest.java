package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TopValuesTest {
  @Test
  void keepsTheMostFrequentValuesInOrder() {
    TopValues top = new TopValues();
    for (int i = 0; i < 100; i++) {
      top.add(4096);
    }
    for (int i = 0; i < 30; i++) {
      top.add(8188);
    }
    for (int i = 0; i < 50; i++) {
      top.add(8192);
    }
    top.add(1);
    assertEquals(4, top.used);
    assertArrayEquals(new long[] {4096, 8192, 8188, 1}, top.values);
    assertArrayEquals(new long[] {100, 50, 30, 1}, top.counts);
  }

  @Test
  void aNewValueReplacesTheRarestWhenFull() {
    TopValues top = new TopValues();
    top.addCount(1, 10);
    top.addCount(2, 9);
    top.addCount(3, 8);
    top.addCount(4, 2);
    top.addCount(5, 1);
    assertArrayEquals(new long[] {1, 2, 3, 5}, top.values);
    assertEquals(3, top.counts[3], "space-saving: inherits the replaced count");
  }

  @Test
  void mergeAddsCounts() {
    TopValues a = new TopValues();
    a.addCount(7, 3);
    TopValues b = new TopValues();
    b.addCount(7, 4);
    b.addCount(9, 10);
    a.mergeFrom(b);
    assertArrayEquals(new long[] {9, 7, 0, 0}, a.values);
    assertArrayEquals(new long[] {10, 7, 0, 0}, a.counts);
  }
}
