package io.iobench.agent;

import io.iobench.agent.recording.LibraryEntries;
import io.iobench.bootstrap.IoDispatch;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.IllegalClassFormatException;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;
import java.util.function.Consumer;

/**
 * Adds the counter of the app's calls to the library classes {@link LibraryEntries} names, by Byte
 * Buddy's transformer ({@link Instrumenter#libraryEntries}), which is built when the first of them
 * is found. Every other class the app loads costs a lookup of its name: a build loads thousands.
 */
final class LibraryEntryTransformer implements ClassFileTransformer, ClassHooks {
  private final Instrumentation inst;
  private final LibraryEntries entries;
  private final Consumer<String> errorLine;
  private final LazyTransformer byteBuddy;

  private LibraryEntryTransformer(
      Instrumentation inst, LibraryEntries entries, Consumer<String> errorLine) {
    this.inst = inst;
    this.entries = entries;
    this.errorLine = errorLine;
    this.byteBuddy = new LazyTransformer(() -> Instrumenter.libraryEntries(errorLine, entries));
  }

  static LibraryEntryTransformer install(
      Instrumentation inst, LibraryEntries entries, Consumer<String> errorLine) {
    LibraryEntryTransformer transformer = new LibraryEntryTransformer(inst, entries, errorLine);
    inst.addTransformer(transformer, true);
    return transformer;
  }

  @Override
  public byte[] transform(
      Module module,
      ClassLoader loader,
      String className,
      Class<?> classBeingRedefined,
      ProtectionDomain domain,
      byte[] classfileBuffer)
      throws IllegalClassFormatException {
    if (className == null
        || !entries.hasAny()
        || !entries.hasMethods(className.replace('/', '.'))) {
      return null;
    }
    IoDispatch.currentState().beginIgnored();
    try {
      return byteBuddy
          .get()
          .transform(module, loader, className, classBeingRedefined, domain, classfileBuffer);
    } finally {
      IoDispatch.currentState().endIgnored();
    }
  }

  /** Takes the counters out of every loaded class that has them. */
  @Override
  public void remove() {
    inst.removeTransformer(this);
    if (!byteBuddy.isBuilt()) {
      return;
    }
    for (Class<?> type : inst.getAllLoadedClasses()) {
      if (entries.hasMethods(type.getName()) && inst.isModifiableClass(type)) {
        try {
          inst.retransformClasses(type);
        } catch (Throwable t) {
          errorLine.accept(
              "iobench: could not take the counter out of " + type.getName() + ": " + t);
        }
      }
    }
  }

  /** Builds Byte Buddy's transformer now, on the thread that calls this, if it is not built. */
  void prepare() {
    byteBuddy.get();
  }
}
