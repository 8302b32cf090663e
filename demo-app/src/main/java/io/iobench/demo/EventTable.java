package io.iobench.demo;

import java.util.Arrays;

/** The parsed events, column by column (what ingest hands to the journal and the index). */
final class EventTable {
  private int size;
  private long[] offsets = new long[1 << 12];
  private long[] timestamps = new long[1 << 12];
  private int[] users = new int[1 << 12];
  private byte[] actions = new byte[1 << 12];
  private int[] items = new int[1 << 12];
  private int[] millis = new int[1 << 12];

  void add(long offset, long timestamp, int user, int action, int item, int ms) {
    if (size == offsets.length) {
      int capacity = size * 2;
      offsets = Arrays.copyOf(offsets, capacity);
      timestamps = Arrays.copyOf(timestamps, capacity);
      users = Arrays.copyOf(users, capacity);
      actions = Arrays.copyOf(actions, capacity);
      items = Arrays.copyOf(items, capacity);
      millis = Arrays.copyOf(millis, capacity);
    }
    offsets[size] = offset;
    timestamps[size] = timestamp;
    users[size] = user;
    actions[size] = (byte) action;
    items[size] = item;
    millis[size] = ms;
    size++;
  }

  int size() {
    return size;
  }

  /** Byte offset of event {@code i}'s line in events.log. */
  long offset(int i) {
    return offsets[i];
  }

  long timestamp(int i) {
    return timestamps[i];
  }

  int user(int i) {
    return users[i];
  }

  int action(int i) {
    return actions[i];
  }

  int item(int i) {
    return items[i];
  }

  int ms(int i) {
    return millis[i];
  }
}
