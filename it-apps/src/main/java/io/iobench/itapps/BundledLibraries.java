package io.iobench.itapps;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.implementation.FixedValue;
import net.bytebuddy.matcher.ElementMatchers;
import org.HdrHistogram.Histogram;

/**
 * An app that bundles its own Byte Buddy and HdrHistogram (unrelocated): both must keep working
 * under the agent, which carries relocated copies of its own.
 *
 * <p>Usage: {@code BundledLibraries DIR}
 */
public final class BundledLibraries {
  public static void main(String[] args) throws Exception {
    Histogram h = new Histogram(3);
    for (int i = 1; i <= 1000; i++) {
      h.recordValue(i);
    }
    Class<?> dynamic =
        new ByteBuddy()
            .subclass(Object.class)
            .method(ElementMatchers.named("toString"))
            .intercept(FixedValue.value("made by the app's Byte Buddy"))
            .make()
            .load(BundledLibraries.class.getClassLoader())
            .getLoaded();
    Path dir = Paths.get(args[0]);
    Files.createDirectories(dir);
    Path p = dir.resolve("bundled.bin");
    Files.write(p, new byte[1234]);
    System.out.println(
        "p50="
            + h.getValueAtPercentile(50)
            + " "
            + dynamic.getDeclaredConstructor().newInstance()
            + " read="
            + Files.readAllBytes(p).length);
  }
}
