package io.iobench.agent;

import java.util.function.Predicate;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * Brackets a library's methods with the counter of the app's calls: {@code
 * IoDispatch.enterLibrary()} first, {@code IoDispatch.exitLibrary()} before every return and in a
 * handler of the whole method that rethrows. Written on the ASM that Byte Buddy carries, not with
 * Byte Buddy's agent builder: the counter needs no type resolution, no new local and no frame but
 * the handler's, and the builder's cold start (a thousand classes loaded on the thread that
 * retransforms, a few hundred milliseconds of a processor) fell inside the app's first seconds of
 * calls into the library, on a machine whose other processor was compiling the app.
 */
final class LibraryEntryWeaver {
  private static final String DISPATCH = "io/iobench/bootstrap/IoDispatch";

  private LibraryEntryWeaver() {}

  /**
   * The class with its methods named by {@code isEntry} bracketed, or null when it has none to
   * bracket (every such method abstract, native or a bridge).
   */
  static byte[] weave(byte[] classfile, Predicate<String> isEntry) {
    ClassReader reader = new ClassReader(classfile);
    // Given the reader, the writer copies the methods left alone as they are.
    ClassWriter writer = new ClassWriter(reader, 0);
    Bracketing bracketing = new Bracketing(writer, isEntry);
    reader.accept(bracketing, 0);
    return bracketing.woven ? writer.toByteArray() : null;
  }

  private static final class Bracketing extends ClassVisitor {
    private final Predicate<String> isEntry;
    private boolean frames;
    boolean woven;

    Bracketing(ClassVisitor next, Predicate<String> isEntry) {
      super(Opcodes.ASM9, next);
      this.isEntry = isEntry;
    }

    @Override
    public void visit(
        int version,
        int access,
        String name,
        String signature,
        String superName,
        String[] interfaces) {
      // Class files from Java 6 on have stack map frames, which the handler then needs too.
      frames = (version & 0xFFFF) >= Opcodes.V1_6;
      super.visit(version, access, name, signature, superName, interfaces);
    }

    @Override
    public MethodVisitor visitMethod(
        int access, String name, String descriptor, String signature, String[] exceptions) {
      MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
      boolean skipped =
          (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE | Opcodes.ACC_BRIDGE)) != 0;
      if (next == null || skipped || name.startsWith("<") || !isEntry.test(name)) {
        return next;
      }
      woven = true;
      return new Bracket(next, frames);
    }
  }

  /** One method's bracket. */
  private static final class Bracket extends MethodVisitor {
    private final boolean frames;
    private final Label start = new Label();
    private final Label end = new Label();

    Bracket(MethodVisitor next, boolean frames) {
      super(Opcodes.ASM9, next);
      this.frames = frames;
    }

    @Override
    public void visitCode() {
      super.visitCode();
      call("enterLibrary");
      super.visitLabel(start);
    }

    @Override
    public void visitInsn(int opcode) {
      if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
        call("exitLibrary");
      }
      super.visitInsn(opcode);
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
      // The handler is last in the exception table: the method's own handlers come first. It
      // holds no local, so its frame declares none, which every frame of the method fits.
      super.visitLabel(end);
      Label handler = new Label();
      super.visitTryCatchBlock(start, end, handler, null);
      super.visitLabel(handler);
      if (frames) {
        super.visitFrame(Opcodes.F_FULL, 0, new Object[0], 1, new Object[] {"java/lang/Throwable"});
      }
      call("exitLibrary");
      super.visitInsn(Opcodes.ATHROW);
      super.visitMaxs(Math.max(maxStack, 1), maxLocals);
    }

    private void call(String method) {
      super.visitMethodInsn(Opcodes.INVOKESTATIC, DISPATCH, method, "()V", false);
    }
  }
}
