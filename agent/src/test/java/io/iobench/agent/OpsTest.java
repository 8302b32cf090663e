package io.iobench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.Ops;
import io.iobench.format.MapMode;
import io.iobench.format.RecordedOp;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.channels.FileChannel;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The numbers the inlined advice passes are the profile format's operations: the bootstrap's
 * constants (which must not name the format's types) and {@link RecordedOp} agree name for name.
 */
class OpsTest {
  @Test
  void eachBootstrapConstantIsTheOrdinalOfTheOperationOfItsName() throws IllegalAccessException {
    Set<String> constants = new TreeSet<>();
    for (Field f : Ops.class.getFields()) {
      if (Modifier.isStatic(f.getModifiers()) && f.getType() == int.class) {
        constants.add(f.getName());
        assertEquals(RecordedOp.valueOf(f.getName()).ordinal(), f.getInt(null), f.getName());
      }
    }
    Set<String> operations = new TreeSet<>();
    for (RecordedOp op : RecordedOp.values()) {
      operations.add(op.name());
    }
    assertEquals(operations, constants);
  }

  @Test
  void theDispatchersMapModesAreTheFormatsOrdinals() {
    for (FileChannel.MapMode mode :
        new FileChannel.MapMode[] {
          FileChannel.MapMode.READ_ONLY, FileChannel.MapMode.READ_WRITE, FileChannel.MapMode.PRIVATE
        }) {
      assertEquals(MapMode.of(mode).ordinal(), IoDispatch.mapMode(mode), mode.toString());
    }
  }
}
