package io.iobench.agent;

import io.iobench.agent.recording.LibraryEntries;
import io.iobench.bootstrap.IoDispatch;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;
import java.util.function.Consumer;

/**
 * Adds the counter of the app's calls to the library classes {@link LibraryEntries} names ({@link
 * LibraryEntryWeaver}). Every other class the app loads costs a lookup of its name: a build loads
 * thousands.
 */
final class LibraryEntryTransformer implements ClassFileTransformer, ClassHooks {
  private final Instrumentation inst;
  private final LibraryEntries entries;
  private final Consumer<String> errorLine;
  private volatile boolean woven;

  private LibraryEntryTransformer(
      Instrumentation inst, LibraryEntries entries, Consumer<String> errorLine) {
    this.inst = inst;
    this.entries = entries;
    this.errorLine = errorLine;
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
      byte[] classfileBuffer) {
    if (className == null || !entries.hasAny()) {
      return null;
    }
    String name = className.replace('/', '.');
    if (!entries.hasMethods(name)) {
      return null;
    }
    IoDispatch.currentState().beginIgnored();
    try {
      byte[] bracketed =
          LibraryEntryWeaver.weave(classfileBuffer, method -> entries.isEntry(name, method));
      if (bracketed != null) {
        woven = true;
        if (classBeingRedefined == null) {
          entries.wovenAtLoad(name);
        }
      }
      return bracketed;
    } catch (Throwable t) {
      errorLine.accept("iobench: could not count the app's calls into " + name + ": " + t);
      return null;
    } finally {
      IoDispatch.currentState().endIgnored();
    }
  }

  /** Takes the counters out of every loaded class that has them. */
  @Override
  public void remove() {
    inst.removeTransformer(this);
    if (!woven) {
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
}
