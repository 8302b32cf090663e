package io.iobench.agent.recording;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.implementation.MethodCall;
import net.bytebuddy.implementation.bytecode.assign.Assigner;
import net.bytebuddy.matcher.ElementMatchers;

/**
 * A library as Maven builds one, made for a test: {@code org.example.relay.Relay}, a Function that
 * calls the Supplier it is given, in a jar {@code relay-1.0.jar} with the pom.properties of {@code
 * org.example:relay:1.0}, loaded from that jar. A call made through it has a library frame with
 * coordinates, whatever namespace lists say.
 */
final class LibraryJar {
  static final String COORDINATES = "org.example:relay:1.0";
  static final String ENTRY = "org.example.relay.Relay.apply";

  private LibraryJar() {}

  /** The relay, loaded from a new jar in {@code dir}. */
  @SuppressWarnings("unchecked")
  static Function<Supplier<Object>, Object> relay(Path dir) throws Exception {
    byte[] relay =
        new ByteBuddy()
            .subclass(Object.class)
            .name("org.example.relay.Relay")
            .implement(Function.class)
            .method(ElementMatchers.named("apply"))
            .intercept(
                MethodCall.invoke(Supplier.class.getMethod("get"))
                    .onArgument(0)
                    .withAssigner(Assigner.DEFAULT, Assigner.Typing.DYNAMIC))
            .make()
            .getBytes();
    Path jar = dir.resolve("relay-1.0.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      put(out, "org/example/relay/Relay.class", relay);
      put(
          out,
          "META-INF/maven/org.example/relay/pom.properties",
          "groupId=org.example\nartifactId=relay\nversion=1.0\n".getBytes(StandardCharsets.UTF_8));
    }
    URLClassLoader loader =
        new URLClassLoader(new URL[] {jar.toUri().toURL()}, LibraryJar.class.getClassLoader());
    return (Function<Supplier<Object>, Object>)
        loader.loadClass("org.example.relay.Relay").getDeclaredConstructor().newInstance();
  }

  private static void put(OutputStream jar, String name, byte[] content) throws IOException {
    JarOutputStream out = (JarOutputStream) jar;
    out.putNextEntry(new JarEntry(name));
    out.write(content);
    out.closeEntry();
  }
}
