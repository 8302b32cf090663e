package io.iobench.agent;

import static io.iobench.agent.advice.InstrumentedClasses.FILE_CHANNEL_IMPL;
import static io.iobench.agent.advice.InstrumentedClasses.FILE_INPUT_STREAM;
import static io.iobench.agent.advice.InstrumentedClasses.FILE_OUTPUT_STREAM;
import static io.iobench.agent.advice.InstrumentedClasses.INPUT_STREAM;
import static io.iobench.agent.advice.InstrumentedClasses.MAPPED_BYTE_BUFFER;
import static io.iobench.agent.advice.InstrumentedClasses.RANDOM_ACCESS_FILE;
import static io.iobench.agent.advice.InstrumentedClasses.UNIX_CHANNEL_FACTORY;
import static io.iobench.format.RecordedOp.FC_CLOSE;
import static io.iobench.format.RecordedOp.FC_FORCE;
import static io.iobench.format.RecordedOp.FC_GATHER_WRITE;
import static io.iobench.format.RecordedOp.FC_OPEN;
import static io.iobench.format.RecordedOp.FC_POSITION;
import static io.iobench.format.RecordedOp.FC_POSITIONAL_READ;
import static io.iobench.format.RecordedOp.FC_POSITIONAL_WRITE;
import static io.iobench.format.RecordedOp.FC_READ;
import static io.iobench.format.RecordedOp.FC_SCATTER_READ;
import static io.iobench.format.RecordedOp.FC_TRANSFER_FROM;
import static io.iobench.format.RecordedOp.FC_TRANSFER_TO;
import static io.iobench.format.RecordedOp.FC_TRUNCATE;
import static io.iobench.format.RecordedOp.FC_WRITE;
import static io.iobench.format.RecordedOp.FIS_CLOSE;
import static io.iobench.format.RecordedOp.FIS_OPEN;
import static io.iobench.format.RecordedOp.FIS_READ;
import static io.iobench.format.RecordedOp.FIS_READ_ALL_BYTES;
import static io.iobench.format.RecordedOp.FIS_READ_N_BYTES;
import static io.iobench.format.RecordedOp.FIS_SKIP;
import static io.iobench.format.RecordedOp.FIS_TRANSFER_TO;
import static io.iobench.format.RecordedOp.FOS_CLOSE;
import static io.iobench.format.RecordedOp.FOS_OPEN;
import static io.iobench.format.RecordedOp.FOS_WRITE;
import static io.iobench.format.RecordedOp.MBB_FORCE;
import static io.iobench.format.RecordedOp.MBB_LOAD;
import static io.iobench.format.RecordedOp.MBB_MAP;
import static io.iobench.format.RecordedOp.MBB_MAP_SEGMENT;
import static io.iobench.format.RecordedOp.RAF_CLOSE;
import static io.iobench.format.RecordedOp.RAF_OPEN;
import static io.iobench.format.RecordedOp.RAF_READ;
import static io.iobench.format.RecordedOp.RAF_READ_DATA;
import static io.iobench.format.RecordedOp.RAF_READ_FULLY;
import static io.iobench.format.RecordedOp.RAF_READ_LINE;
import static io.iobench.format.RecordedOp.RAF_SEEK;
import static io.iobench.format.RecordedOp.RAF_SET_LENGTH;
import static io.iobench.format.RecordedOp.RAF_SKIP_BYTES;
import static io.iobench.format.RecordedOp.RAF_WRITE;
import static io.iobench.format.RecordedOp.RAF_WRITE_DATA;
import static net.bytebuddy.matcher.ElementMatchers.isBridge;
import static net.bytebuddy.matcher.ElementMatchers.isConstructor;
import static net.bytebuddy.matcher.ElementMatchers.isPrivate;
import static net.bytebuddy.matcher.ElementMatchers.isPublic;
import static net.bytebuddy.matcher.ElementMatchers.isStatic;
import static net.bytebuddy.matcher.ElementMatchers.nameStartsWith;
import static net.bytebuddy.matcher.ElementMatchers.named;
import static net.bytebuddy.matcher.ElementMatchers.namedOneOf;
import static net.bytebuddy.matcher.ElementMatchers.not;
import static net.bytebuddy.matcher.ElementMatchers.returns;
import static net.bytebuddy.matcher.ElementMatchers.takesArgument;
import static net.bytebuddy.matcher.ElementMatchers.takesArguments;

import io.iobench.agent.advice.FileAdvice;
import io.iobench.agent.advice.FileChannelAdvice;
import io.iobench.agent.advice.FileInputStreamAdvice;
import io.iobench.agent.advice.FileOutputStreamAdvice;
import io.iobench.agent.advice.InputStreamAdvice;
import io.iobench.agent.advice.InstrumentedClasses;
import io.iobench.agent.advice.MappedByteBufferAdvice;
import io.iobench.agent.advice.Op;
import io.iobench.agent.advice.OpenCloseAdvice;
import io.iobench.agent.advice.OpenerAdvice;
import io.iobench.agent.advice.RandomAccessFileAdvice;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.format.RecordedOp;
import java.io.File;
import java.lang.instrument.ClassFileTransformer;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.agent.builder.AgentBuilder;
import net.bytebuddy.asm.Advice;
import net.bytebuddy.asm.AsmVisitorWrapper;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.ClassFileLocator;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.TypeValidation;
import net.bytebuddy.matcher.ElementMatcher;
import net.bytebuddy.utility.JavaModule;

/**
 * Byte Buddy's transformers: the advice of the JDK's file classes, retransformed so that classes
 * loaded before the agent are covered too, and the counters of the app's calls into a library. No
 * class format changes: only method bodies gain the inlined hooks. Building either loads Byte
 * Buddy, so they are built only when a class needs them ({@link JdkClassTransformer}, {@link
 * LibraryEntryTransformer}).
 */
final class Instrumenter {
  /**
   * Where the advice classes' bytes are read from: their own loader, and then the system class
   * loader, whose class path has the agent's jar whether it was loaded at start or attached. The
   * boot loader that defines them serves no resource of a jar appended to it at run time.
   */
  private static final ClassFileLocator ADVICE_CLASSES =
      new ClassFileLocator.Compound(
          ClassFileLocator.ForClassLoader.of(Instrumenter.class.getClassLoader()),
          ClassFileLocator.ForClassLoader.ofSystemLoader());

  private Instrumenter() {}

  /**
   * Byte Buddy's transformer of the JDK's file classes, for {@link JdkClassTransformer}, which
   * installs it, decides when it runs and keeps what it makes.
   */
  static ClassFileTransformer jdkClasses(Consumer<String> errorLine) {
    AgentBuilder builder =
        new AgentBuilder.Default(new ByteBuddy().with(TypeValidation.DISABLED))
            .disableClassFormatChanges()
            .with(AgentBuilder.RedefinitionStrategy.RETRANSFORMATION)
            .with(AgentBuilder.InitializationStrategy.NoOp.INSTANCE)
            .with(AgentBuilder.TypeStrategy.Default.REDEFINE)
            .with(new ErrorListener(errorLine))
            // Byte Buddy ignores bootstrap classes by default; these targets are all in java.base.
            .ignore(not(namedOneOf(InstrumentedClasses.TRANSFORMED.toArray(new String[0]))));
    for (String className : InstrumentedClasses.TRANSFORMED) {
      builder = builder.type(named(className)).transform(target(className));
    }
    return builder.makeRaw();
  }

  /** The advice for one of the {@link InstrumentedClasses}. */
  static Target target(String className) {
    switch (className) {
      case FILE_INPUT_STREAM:
        return fileInputStream();
      case INPUT_STREAM:
        return inputStream();
      case FILE_OUTPUT_STREAM:
        return fileOutputStream();
      case RANDOM_ACCESS_FILE:
        return randomAccessFile();
      case FILE_CHANNEL_IMPL:
        return fileChannel();
      case MAPPED_BYTE_BUFFER:
        return mappedByteBuffer();
      case UNIX_CHANNEL_FACTORY:
        return new Target(UNIX_CHANNEL_FACTORY)
            .onPrivate(
                OpenCloseAdvice.ChannelOpen.class,
                FC_OPEN,
                named("newFileChannel").and(isStatic()).and(takesArgument(0, int.class)));
      default:
        if (InstrumentedClasses.OPENERS.contains(className)) {
          return new Target(className).onConstructors(OpenerAdvice.class, opensByPath());
        }
        throw new IllegalArgumentException("no advice for " + className);
    }
  }

  private static Target fileInputStream() {
    return new Target(FILE_INPUT_STREAM)
        .onPrivate(OpenCloseAdvice.OpenByName.class, FIS_OPEN, privateOpen(String.class))
        .on(OpenCloseAdvice.Close.class, FIS_CLOSE, method("close"))
        .on(FileAdvice.ReadByte.class, FIS_READ, method("read"))
        .on(FileAdvice.ReadArray.class, FIS_READ, method("read", byte[].class))
        .on(
            FileAdvice.ReadRange.class,
            FIS_READ,
            method("read", byte[].class, int.class, int.class))
        .on(FileAdvice.Skip.class, FIS_SKIP, method("skip", long.class))
        .onWholeStreamMethods(
            FileInputStreamAdvice.ReadAllBytes.class,
            FileInputStreamAdvice.ReadNBytes.class,
            FileInputStreamAdvice.ReadNBytesRange.class,
            FileInputStreamAdvice.TransferTo.class);
  }

  private static Target inputStream() {
    return new Target(INPUT_STREAM)
        .onWholeStreamMethods(
            InputStreamAdvice.ReadAllBytes.class,
            InputStreamAdvice.ReadNBytes.class,
            InputStreamAdvice.ReadNBytesRange.class,
            InputStreamAdvice.TransferTo.class);
  }

  private static Target fileOutputStream() {
    return new Target(FILE_OUTPUT_STREAM)
        .onPrivate(
            FileOutputStreamAdvice.Open.class, FOS_OPEN, privateOpen(String.class, boolean.class))
        .on(OpenCloseAdvice.Close.class, FOS_CLOSE, method("close"))
        .on(FileAdvice.WriteByte.class, FOS_WRITE, method("write", int.class))
        .on(FileAdvice.WriteArray.class, FOS_WRITE, method("write", byte[].class))
        .on(
            FileAdvice.WriteRange.class,
            FOS_WRITE,
            method("write", byte[].class, int.class, int.class));
  }

  private static Target randomAccessFile() {
    return new Target(RANDOM_ACCESS_FILE)
        .onPrivate(OpenCloseAdvice.OpenByName.class, RAF_OPEN, privateOpen(String.class, int.class))
        .on(OpenCloseAdvice.Close.class, RAF_CLOSE, method("close"))
        .on(FileAdvice.ReadByte.class, RAF_READ, method("read"))
        .on(FileAdvice.ReadArray.class, RAF_READ, method("read", byte[].class))
        .on(
            FileAdvice.ReadRange.class,
            RAF_READ,
            method("read", byte[].class, int.class, int.class))
        .on(
            RandomAccessFileAdvice.ReadFully.class,
            RAF_READ_FULLY,
            method("readFully", byte[].class))
        .on(
            RandomAccessFileAdvice.ReadFullyRange.class,
            RAF_READ_FULLY,
            method("readFully", byte[].class, int.class, int.class))
        .on(RandomAccessFileAdvice.ReadData.class, RAF_READ_DATA, dataMethods(0))
        .on(RandomAccessFileAdvice.ReadLine.class, RAF_READ_LINE, method("readLine"))
        .on(FileAdvice.WriteByte.class, RAF_WRITE, method("write", int.class))
        .on(FileAdvice.WriteArray.class, RAF_WRITE, method("write", byte[].class))
        .on(
            FileAdvice.WriteRange.class,
            RAF_WRITE,
            method("write", byte[].class, int.class, int.class))
        .on(FileAdvice.Data.class, RAF_WRITE_DATA, dataMethods(1))
        .on(
            RandomAccessFileAdvice.WriteString.class,
            RAF_WRITE_DATA,
            namedOneOf("writeBytes", "writeChars").and(takesArguments(String.class)))
        .on(FileAdvice.Seek.class, RAF_SEEK, method("seek", long.class))
        .on(FileAdvice.Skip.class, RAF_SKIP_BYTES, method("skipBytes", int.class))
        .on(FileAdvice.Resize.class, RAF_SET_LENGTH, method("setLength", long.class));
  }

  private static Target fileChannel() {
    return new Target(FILE_CHANNEL_IMPL)
        .onPrivate(
            OpenCloseAdvice.ChannelClose.class,
            FC_CLOSE,
            named("implCloseChannel").and(takesArguments(0)))
        .on(FileChannelAdvice.Read.class, FC_READ, method("read", ByteBuffer.class))
        .on(
            FileChannelAdvice.ScatterRead.class,
            FC_SCATTER_READ,
            method("read", ByteBuffer[].class, int.class, int.class))
        .on(
            FileChannelAdvice.PositionalRead.class,
            FC_POSITIONAL_READ,
            method("read", ByteBuffer.class, long.class))
        .on(FileChannelAdvice.Write.class, FC_WRITE, method("write", ByteBuffer.class))
        .on(
            FileChannelAdvice.GatherWrite.class,
            FC_GATHER_WRITE,
            method("write", ByteBuffer[].class, int.class, int.class))
        .on(
            FileChannelAdvice.PositionalWrite.class,
            FC_POSITIONAL_WRITE,
            method("write", ByteBuffer.class, long.class))
        .on(
            FileChannelAdvice.TransferTo.class,
            FC_TRANSFER_TO,
            named("transferTo").and(takesArguments(3)))
        .on(
            FileChannelAdvice.TransferFrom.class,
            FC_TRANSFER_FROM,
            named("transferFrom").and(takesArguments(3)))
        .on(FileChannelAdvice.Force.class, FC_FORCE, method("force", boolean.class))
        .on(FileAdvice.Resize.class, FC_TRUNCATE, method("truncate", long.class))
        .on(FileAdvice.Seek.class, FC_POSITION, method("position", long.class))
        .on(
            FileChannelAdvice.Map.class,
            MBB_MAP,
            named("map").and(takesArguments(3)).and(returns(nameStartsWith(MAPPED_BYTE_BUFFER))))
        .on(
            FileChannelAdvice.MapSegment.class,
            MBB_MAP_SEGMENT,
            named("map").and(takesArguments(4)).and(takesArgument(2, long.class)));
  }

  private static Target mappedByteBuffer() {
    return new Target(MAPPED_BYTE_BUFFER)
        .on(MappedByteBufferAdvice.NoBytes.class, MBB_FORCE, method("force"))
        .on(MappedByteBufferAdvice.NoBytes.class, MBB_FORCE, method("force", int.class, int.class))
        .on(MappedByteBufferAdvice.NoBytes.class, MBB_LOAD, method("load"));
  }

  /**
   * RandomAccessFile's data methods of one value that the dispatcher knows the size of ({@link
   * IoDispatch#primitiveSize}, their one list): DataInput's take no argument, DataOutput's one.
   */
  static ElementMatcher.Junction<MethodDescription> dataMethods(int arguments) {
    return takesArguments(arguments)
        .and(m -> IoDispatch.primitiveSize(m.getName()) != IoDispatch.NOT_A_DATA_METHOD);
  }

  /** An opener's public constructors that take the file first, as a File or by its name. */
  private static ElementMatcher.Junction<MethodDescription> opensByPath() {
    return isConstructor()
        .and(isPublic())
        .and(takesArgument(0, File.class).or(takesArgument(0, String.class)));
  }

  /** The private {@code open} of a file class that every constructor with a path calls. */
  private static ElementMatcher.Junction<MethodDescription> privateOpen(
      Class<?>... parameterTypes) {
    return named("open").and(isPrivate()).and(takesArguments(parameterTypes));
  }

  /** The method of this name whose parameters are of these types. */
  private static ElementMatcher.Junction<MethodDescription> method(
      String name, Class<?>... parameterTypes) {
    return named(name).and(takesArguments(parameterTypes));
  }

  /** One JDK class and the advice for each of its methods. */
  static final class Target implements AgentBuilder.Transformer {
    final String className;
    private final List<AsmVisitorWrapper> visitors = new ArrayList<>();

    Target(String className) {
      this.className = className;
    }

    /** The public {@code methods} take {@code advice}, which records them as {@code op}. */
    Target on(Class<?> advice, RecordedOp op, ElementMatcher.Junction<MethodDescription> methods) {
      return onPrivate(advice, op, methods.and(isPublic()));
    }

    /**
     * The methods InputStream declares and FileInputStream overrides on some JDKs: the same
     * operations whichever of the two runs them (see {@link RecordedOp}), each with its own advice.
     */
    Target onWholeStreamMethods(
        Class<?> readAllBytes, Class<?> readNBytes, Class<?> readNBytesRange, Class<?> transferTo) {
      return on(readAllBytes, FIS_READ_ALL_BYTES, method("readAllBytes"))
          .on(readNBytes, FIS_READ_N_BYTES, method("readNBytes", int.class))
          .on(
              readNBytesRange,
              FIS_READ_N_BYTES,
              method("readNBytes", byte[].class, int.class, int.class))
          .on(transferTo, FIS_TRANSFER_TO, named("transferTo").and(takesArguments(1)));
    }

    /** The {@code constructors} take {@code advice}, which binds no operation. */
    Target onConstructors(
        Class<?> advice, ElementMatcher.Junction<MethodDescription> constructors) {
      visitors.add(
          Advice.to(TypeDescription.ForLoadedType.of(advice), ADVICE_CLASSES).on(constructors));
      return this;
    }

    /**
     * A method that is not public, such as the one private method every constructor calls. The
     * advice's {@link Op} parameter is bound to {@code op} here, for every advice: an advice
     * parameter Byte Buddy does not know would otherwise be taken for one of the method's
     * arguments.
     */
    Target onPrivate(
        Class<?> advice, RecordedOp op, ElementMatcher.Junction<MethodDescription> methods) {
      visitors.add(
          Advice.withCustomMapping()
              .bind(Op.class, op.ordinal())
              .to(TypeDescription.ForLoadedType.of(advice), ADVICE_CLASSES)
              .on(methods.and(not(isBridge()))));
      return this;
    }

    @Override
    public DynamicType.Builder<?> transform(
        DynamicType.Builder<?> builder,
        TypeDescription type,
        ClassLoader loader,
        JavaModule module,
        java.security.ProtectionDomain domain) {
      for (AsmVisitorWrapper visitor : visitors) {
        builder = builder.visit(visitor);
      }
      return builder;
    }
  }

  /**
   * Reports a failed transformation on one line, and keeps iobench's own work out of the profile.
   */
  private static final class ErrorListener extends AgentBuilder.Listener.Adapter {
    private final Consumer<String> errorLine;

    ErrorListener(Consumer<String> errorLine) {
      this.errorLine = errorLine;
    }

    /** Byte Buddy reads and transforms the class on the thread that loads it, often the app's. */
    @Override
    public void onDiscovery(
        String typeName, ClassLoader loader, JavaModule module, boolean loaded) {
      IoDispatch.currentState().beginIgnored();
    }

    /** Called after every {@link #onDiscovery}, whatever became of the class. */
    @Override
    public void onComplete(String typeName, ClassLoader loader, JavaModule module, boolean loaded) {
      IoDispatch.currentState().endIgnored();
    }

    @Override
    public void onError(
        String typeName, ClassLoader loader, JavaModule module, boolean loaded, Throwable error) {
      errorLine.accept(
          "iobench: could not instrument " + typeName + ", its calls are not recorded: " + error);
    }
  }
}
