package io.iobench.benchmarks.startup;

/** The least a JVM can do: what an agent adds to its start is all that is measured. */
public final class Hello {
  private Hello() {}

  public static void main(String[] args) {
    System.out.println("hello");
  }
}
