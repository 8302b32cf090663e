package io.iobench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ProcessIdTest {

  @Test
  void isTheProcessIdTheJdkGives() {
    assertEquals(ProcessHandle.current().pid(), ProcessId.current());
  }
}
