package io.iobench.agent;

import io.iobench.bootstrap.IoDispatch;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.lang.instrument.Instrumentation;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/**
 * Reads FileInputStream's private {@code path} and {@code fd} for the advice in InputStream, which
 * cannot name them. java.io is opened to the agent's module only, through Instrumentation.
 */
final class StreamFieldReader implements IoDispatch.FieldReader {
  private final MethodHandle path;
  private final MethodHandle fd;

  private StreamFieldReader(MethodHandle path, MethodHandle fd) {
    this.path = path;
    this.fd = fd;
  }

  static StreamFieldReader create(Instrumentation inst) throws ReflectiveOperationException {
    ModuleAccess.openToAgent(inst, FileInputStream.class);
    MethodHandles.Lookup lookup =
        MethodHandles.privateLookupIn(FileInputStream.class, MethodHandles.lookup());
    return new StreamFieldReader(
        lookup.findGetter(FileInputStream.class, "path", String.class),
        lookup.findGetter(FileInputStream.class, "fd", FileDescriptor.class));
  }

  @Override
  public String path(Object stream) {
    try {
      return (String) path.invoke((FileInputStream) stream);
    } catch (Throwable t) {
      return null;
    }
  }

  @Override
  public FileDescriptor fd(Object stream) {
    try {
      return (FileDescriptor) fd.invoke((FileInputStream) stream);
    } catch (Throwable t) {
      return null;
    }
  }
}
