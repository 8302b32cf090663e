package io.iobench.agent;

import static net.bytebuddy.matcher.ElementMatchers.isBridge;
import static net.bytebuddy.matcher.ElementMatchers.isPrivate;
import static net.bytebuddy.matcher.ElementMatchers.isPublic;
import static net.bytebuddy.matcher.ElementMatchers.nameStartsWith;
import static net.bytebuddy.matcher.ElementMatchers.named;
import static net.bytebuddy.matcher.ElementMatchers.namedOneOf;
import static net.bytebuddy.matcher.ElementMatchers.not;
import static net.bytebuddy.matcher.ElementMatchers.returns;
import static net.bytebuddy.matcher.ElementMatchers.takesArgument;
import static net.bytebuddy.matcher.ElementMatchers.takesArguments;

import io.iobench.agent.advice.FileChannelAdvice;
import io.iobench.agent.advice.FileInputStreamAdvice;
import io.iobench.agent.advice.FileOutputStreamAdvice;
import io.iobench.agent.advice.InputStreamAdvice;
import io.iobench.agent.advice.MappedByteBufferAdvice;
import io.iobench.agent.advice.RandomAccessFileAdvice;
import io.iobench.bootstrap.IoDispatch;
import java.lang.instrument.Instrumentation;
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
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.TypeValidation;
import net.bytebuddy.matcher.ElementMatcher;
import net.bytebuddy.utility.JavaModule;

/**
 * Installs the advice into the JDK's file classes by retransformation, so classes loaded before the
 * agent are covered too. No class format changes: only method bodies gain the inlined hooks.
 */
final class Instrumenter {
  private static final String[] DATA_READS = {
    "readBoolean",
    "readByte",
    "readUnsignedByte",
    "readShort",
    "readUnsignedShort",
    "readChar",
    "readInt",
    "readFloat",
    "readLong",
    "readDouble",
    "readUTF"
  };
  private static final String[] DATA_WRITES = {
    "writeBoolean",
    "writeByte",
    "writeShort",
    "writeChar",
    "writeInt",
    "writeFloat",
    "writeLong",
    "writeDouble",
    "writeUTF"
  };

  private Instrumenter() {}

  static void install(Instrumentation inst, Consumer<String> errorLine) {
    List<Target> targets = new ArrayList<>();
    targets.add(fileInputStream());
    targets.add(inputStream());
    targets.add(fileOutputStream());
    targets.add(randomAccessFile());
    targets.add(fileChannel());
    targets.add(mappedByteBuffer());

    AgentBuilder builder =
        new AgentBuilder.Default(new ByteBuddy().with(TypeValidation.DISABLED))
            .disableClassFormatChanges()
            .with(AgentBuilder.RedefinitionStrategy.RETRANSFORMATION)
            .with(AgentBuilder.InitializationStrategy.NoOp.INSTANCE)
            .with(AgentBuilder.TypeStrategy.Default.REDEFINE)
            .with(new ErrorListener(errorLine))
            // Byte Buddy ignores bootstrap classes by default; these targets are all in java.base.
            .ignore(not(namedOneOf(targetNames(targets))));
    for (Target target : targets) {
      builder = builder.type(named(target.className)).transform(target);
    }
    builder.installOn(inst);
  }

  private static String[] targetNames(List<Target> targets) {
    String[] names = new String[targets.size()];
    for (int i = 0; i < names.length; i++) {
      names[i] = targets.get(i).className;
    }
    return names;
  }

  private static Target fileInputStream() {
    return new Target("java.io.FileInputStream")
        .on(FileInputStreamAdvice.ReadByte.class, named("read").and(takesArguments(0)))
        .on(FileInputStreamAdvice.ReadArray.class, named("read").and(takesArguments(byte[].class)))
        .on(
            FileInputStreamAdvice.ReadRange.class,
            named("read").and(takesArguments(byte[].class, int.class, int.class)))
        .on(FileInputStreamAdvice.Skip.class, named("skip").and(takesArguments(long.class)))
        .on(FileInputStreamAdvice.ReadAllBytes.class, named("readAllBytes").and(takesArguments(0)))
        .on(
            FileInputStreamAdvice.ReadNBytes.class,
            named("readNBytes").and(takesArguments(int.class)))
        .on(
            FileInputStreamAdvice.ReadNBytesRange.class,
            named("readNBytes").and(takesArguments(byte[].class, int.class, int.class)))
        .on(FileInputStreamAdvice.TransferTo.class, named("transferTo").and(takesArguments(1)));
  }

  private static Target inputStream() {
    return new Target("java.io.InputStream")
        .on(InputStreamAdvice.ReadAllBytes.class, named("readAllBytes").and(takesArguments(0)))
        .on(InputStreamAdvice.ReadNBytes.class, named("readNBytes").and(takesArguments(int.class)))
        .on(
            InputStreamAdvice.ReadNBytesRange.class,
            named("readNBytes").and(takesArguments(byte[].class, int.class, int.class)))
        .on(InputStreamAdvice.TransferTo.class, named("transferTo").and(takesArguments(1)));
  }

  private static Target fileOutputStream() {
    return new Target("java.io.FileOutputStream")
        .onPrivate(
            FileOutputStreamAdvice.Open.class,
            named("open").and(isPrivate()).and(takesArguments(String.class, boolean.class)))
        .on(FileOutputStreamAdvice.WriteByte.class, named("write").and(takesArguments(int.class)))
        .on(
            FileOutputStreamAdvice.WriteArray.class,
            named("write").and(takesArguments(byte[].class)))
        .on(
            FileOutputStreamAdvice.WriteRange.class,
            named("write").and(takesArguments(byte[].class, int.class, int.class)));
  }

  private static Target randomAccessFile() {
    return new Target("java.io.RandomAccessFile")
        .on(RandomAccessFileAdvice.ReadByte.class, named("read").and(takesArguments(0)))
        .on(RandomAccessFileAdvice.ReadArray.class, named("read").and(takesArguments(byte[].class)))
        .on(
            RandomAccessFileAdvice.ReadRange.class,
            named("read").and(takesArguments(byte[].class, int.class, int.class)))
        .on(
            RandomAccessFileAdvice.ReadFully.class,
            named("readFully").and(takesArguments(byte[].class)))
        .on(
            RandomAccessFileAdvice.ReadFullyRange.class,
            named("readFully").and(takesArguments(byte[].class, int.class, int.class)))
        .on(RandomAccessFileAdvice.ReadData.class, namedOneOf(DATA_READS).and(takesArguments(0)))
        .on(RandomAccessFileAdvice.ReadLine.class, named("readLine").and(takesArguments(0)))
        .on(RandomAccessFileAdvice.WriteByte.class, named("write").and(takesArguments(int.class)))
        .on(
            RandomAccessFileAdvice.WriteArray.class,
            named("write").and(takesArguments(byte[].class)))
        .on(
            RandomAccessFileAdvice.WriteRange.class,
            named("write").and(takesArguments(byte[].class, int.class, int.class)))
        .on(RandomAccessFileAdvice.WriteData.class, namedOneOf(DATA_WRITES).and(takesArguments(1)))
        .on(
            RandomAccessFileAdvice.WriteString.class,
            namedOneOf("writeBytes", "writeChars").and(takesArguments(String.class)))
        .on(RandomAccessFileAdvice.Seek.class, named("seek").and(takesArguments(long.class)))
        .on(
            RandomAccessFileAdvice.SkipBytes.class,
            named("skipBytes").and(takesArguments(int.class)))
        .on(
            RandomAccessFileAdvice.SetLength.class,
            named("setLength").and(takesArguments(long.class)));
  }

  private static Target fileChannel() {
    return new Target("sun.nio.ch.FileChannelImpl")
        .on(FileChannelAdvice.Read.class, named("read").and(takesArguments(ByteBuffer.class)))
        .on(
            FileChannelAdvice.ScatterRead.class,
            named("read").and(takesArguments(ByteBuffer[].class, int.class, int.class)))
        .on(
            FileChannelAdvice.PositionalRead.class,
            named("read").and(takesArguments(ByteBuffer.class, long.class)))
        .on(FileChannelAdvice.Write.class, named("write").and(takesArguments(ByteBuffer.class)))
        .on(
            FileChannelAdvice.GatherWrite.class,
            named("write").and(takesArguments(ByteBuffer[].class, int.class, int.class)))
        .on(
            FileChannelAdvice.PositionalWrite.class,
            named("write").and(takesArguments(ByteBuffer.class, long.class)))
        .on(FileChannelAdvice.TransferTo.class, named("transferTo").and(takesArguments(3)))
        .on(FileChannelAdvice.TransferFrom.class, named("transferFrom").and(takesArguments(3)))
        .on(FileChannelAdvice.Force.class, named("force").and(takesArguments(boolean.class)))
        .on(FileChannelAdvice.Truncate.class, named("truncate").and(takesArguments(long.class)))
        .on(FileChannelAdvice.Position.class, named("position").and(takesArguments(long.class)))
        .on(
            FileChannelAdvice.Map.class,
            named("map")
                .and(takesArguments(3))
                .and(returns(nameStartsWith("java.nio.MappedByteBuffer"))))
        .on(
            FileChannelAdvice.MapSegment.class,
            named("map").and(takesArguments(4)).and(takesArgument(2, long.class)));
  }

  private static Target mappedByteBuffer() {
    return new Target("java.nio.MappedByteBuffer")
        .on(MappedByteBufferAdvice.Force.class, named("force").and(takesArguments(0)))
        .on(
            MappedByteBufferAdvice.Force.class,
            named("force").and(takesArguments(int.class, int.class)))
        .on(MappedByteBufferAdvice.Load.class, named("load").and(takesArguments(0)));
  }

  /** One JDK class and the advice for each of its methods. */
  private static final class Target implements AgentBuilder.Transformer {
    final String className;
    private final List<AsmVisitorWrapper> visitors = new ArrayList<>();

    Target(String className) {
      this.className = className;
    }

    Target on(Class<?> advice, ElementMatcher.Junction<MethodDescription> methods) {
      return onPrivate(advice, methods.and(isPublic()));
    }

    /** A method that is not public, such as the one private method every constructor calls. */
    Target onPrivate(Class<?> advice, ElementMatcher.Junction<MethodDescription> methods) {
      visitors.add(Advice.to(advice).on(methods.and(not(isBridge()))));
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
