package io.iobench.itapps;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Handle;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * A class's methods as text: each method's instructions with their operands spelled out (names,
 * types, constants, branch targets numbered in order), methods sorted by name and descriptor. Two
 * class files with the same code give the same listing however their constant pools are laid out.
 */
final class BytecodeListing {
  private BytecodeListing() {}

  static String of(byte[] classFile) {
    Map<String, StringBuilder> methods = new TreeMap<>();
    new ClassReader(classFile)
        .accept(
            new ClassVisitor(Opcodes.ASM9) {
              @Override
              public MethodVisitor visitMethod(
                  int access, String name, String desc, String signature, String[] exceptions) {
                StringBuilder code = new StringBuilder();
                methods.put(access + " " + name + desc, code);
                return new Instructions(code);
              }
            },
            ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    StringBuilder listing = new StringBuilder();
    methods.forEach((method, code) -> listing.append(method).append('\n').append(code));
    return listing.toString();
  }

  /** Appends one line per instruction. */
  private static final class Instructions extends MethodVisitor {
    private final StringBuilder out;
    private final Map<Label, Integer> labels = new HashMap<>();

    Instructions(StringBuilder out) {
      super(Opcodes.ASM9);
      this.out = out;
    }

    private void line(Object... parts) {
      out.append(' ');
      for (Object p : parts) {
        out.append(' ').append(p);
      }
      out.append('\n');
    }

    private String label(Label l) {
      return "L" + labels.computeIfAbsent(l, k -> labels.size());
    }

    @Override
    public void visitInsn(int opcode) {
      line(opcode);
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
      line(opcode, operand);
    }

    @Override
    public void visitVarInsn(int opcode, int var) {
      line(opcode, var);
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
      line(opcode, type);
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String desc) {
      line(opcode, owner, name, desc);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
      line(opcode, owner, name, desc, itf);
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String desc, Handle bsm, Object... args) {
      line("indy", name, desc, bsm, java.util.Arrays.toString(args));
    }

    @Override
    public void visitJumpInsn(int opcode, Label target) {
      line(opcode, label(target));
    }

    @Override
    public void visitLabel(Label l) {
      line(label(l) + ":");
    }

    @Override
    public void visitLdcInsn(Object value) {
      line("ldc", value);
    }

    @Override
    public void visitIincInsn(int var, int increment) {
      line("iinc", var, increment);
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... targets) {
      StringBuilder t = new StringBuilder();
      for (Label l : targets) {
        t.append(label(l)).append(',');
      }
      line("tableswitch", min, max, label(dflt), t);
    }

    @Override
    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] targets) {
      StringBuilder t = new StringBuilder();
      for (int i = 0; i < keys.length; i++) {
        t.append(keys[i]).append('=').append(label(targets[i])).append(',');
      }
      line("lookupswitch", label(dflt), t);
    }

    @Override
    public void visitMultiANewArrayInsn(String desc, int dims) {
      line("multianewarray", desc, dims);
    }

    @Override
    public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
      line("try", label(start), label(end), label(handler), type);
    }
  }
}
