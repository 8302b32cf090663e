package io.iobench.agent;

import io.iobench.agent.advice.InstrumentedClasses;
import io.iobench.bootstrap.IoDispatch;
import java.io.IOException;
import java.io.InputStream;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.IllegalClassFormatException;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Gives the JDK's file classes ({@link InstrumentedClasses}) their advice: the bytes an earlier JVM
 * kept in the {@link InstrumentedClassCache} where it has them, else the bytes Byte Buddy makes
 * ({@link Instrumenter#jdkClasses}), which is then built for the first time. So a JVM whose JDK the
 * cache knows loads no Byte Buddy class at all, and a class loaded later by the app costs a lookup
 * of its name, not a pass through Byte Buddy's transformer.
 */
final class JdkClassTransformer implements ClassFileTransformer, ClassHooks {
  private static final Set<String> TARGETS = new HashSet<>();

  static {
    for (String name : InstrumentedClasses.TRANSFORMED) {
      TARGETS.add(name.replace('.', '/'));
    }
  }

  private final Instrumentation inst;
  private final InstrumentedClassCache cache;
  private final Consumer<String> errorLine;

  /** Byte Buddy's transformer, built the first time a class is not in the cache. */
  private final LazyTransformer byteBuddy;

  private JdkClassTransformer(
      Instrumentation inst, InstrumentedClassCache cache, Consumer<String> errorLine) {
    this.inst = inst;
    this.cache = cache;
    this.errorLine = errorLine;
    this.byteBuddy = new LazyTransformer(() -> Instrumenter.jdkClasses(errorLine));
  }

  /**
   * Instruments the loaded classes now and the others as they load. On a miss, the bytes of the
   * classes not loaded yet are made now as well, from the JDK's own class files, so that the next
   * JVM finds them all.
   */
  static JdkClassTransformer install(
      Instrumentation inst, InstrumentedClassCache cache, Consumer<String> errorLine) {
    JdkClassTransformer transformer = new JdkClassTransformer(inst, cache, errorLine);
    if (!cache.isEnabled()) {
      // Built now, not inside the load of a JDK class by the app, where building it could need
      // that very class.
      transformer.byteBuddy.get();
    }
    inst.addTransformer(transformer, true);
    List<Class<?>> loaded = loadedTargets(inst);
    transformer.retransform(loaded);
    if (cache.isEnabled()) {
      Set<String> unloaded = new HashSet<>(TARGETS);
      loaded.forEach(type -> unloaded.remove(type.getName().replace('.', '/')));
      for (String name : unloaded) {
        transformer.prepare(name);
      }
      cache.save();
    }
    return transformer;
  }

  @Override
  public byte[] transform(
      Module module,
      ClassLoader loader,
      String className,
      Class<?> classBeingRedefined,
      ProtectionDomain domain,
      byte[] classfileBuffer) {
    if (loader != null || className == null || !TARGETS.contains(className)) {
      return null;
    }
    IoDispatch.currentState().beginIgnored();
    try {
      byte[] made = cache.get(className, classfileBuffer);
      if (made == null) {
        made =
            byteBuddy
                .get()
                .transform(module, null, className, classBeingRedefined, domain, classfileBuffer);
        if (made != null) {
          cache.put(className, classfileBuffer, made);
        }
      }
      return made;
    } catch (Throwable t) {
      errorLine.accept(
          "iobench: could not instrument "
              + className.replace('/', '.')
              + ", its calls are not recorded: "
              + t);
      return null;
    } finally {
      IoDispatch.currentState().endIgnored();
    }
  }

  @Override
  public void remove() {
    inst.removeTransformer(this);
    retransform(loadedTargets(inst));
    cache.save();
  }

  /** All at once (one pause of the JVM's threads), or one by one where that fails. */
  private void retransform(List<Class<?>> types) {
    try {
      inst.retransformClasses(types.toArray(new Class<?>[0]));
    } catch (Throwable t) {
      types.forEach(this::retransform);
    }
  }

  private void retransform(Class<?> type) {
    try {
      inst.retransformClasses(type);
    } catch (Throwable t) {
      errorLine.accept(
          "iobench: could not instrument " + type.getName() + ", its calls are not recorded: " + t);
    }
  }

  /** Makes and keeps the bytes of a JDK class the JVM has not loaded, from its class file. */
  private void prepare(String internalName) {
    byte[] original;
    try (InputStream in = Object.class.getModule().getResourceAsStream(internalName + ".class")) {
      if (in == null) {
        return; // not a class of this JDK's (the Unix channel factory on Windows)
      }
      original = in.readAllBytes();
    } catch (IOException e) {
      return;
    }
    if (cache.get(internalName, original) != null) {
      return;
    }
    try {
      byte[] made =
          byteBuddy
              .get()
              .transform(Object.class.getModule(), null, internalName, null, null, original);
      if (made != null) {
        cache.put(internalName, original, made);
      }
    } catch (IllegalClassFormatException | RuntimeException e) {
      // Made again when the class loads, where a failure is reported.
    }
  }

  private static List<Class<?>> loadedTargets(Instrumentation inst) {
    List<Class<?>> loaded = new ArrayList<>();
    for (Class<?> type : inst.getAllLoadedClasses()) {
      if (type.getClassLoader() == null
          && InstrumentedClasses.TRANSFORMED.contains(type.getName())
          && inst.isModifiableClass(type)) {
        loaded.add(type);
      }
    }
    return loaded;
  }
}
