package io.iobench.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.channels.FileChannel;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RecordedOpTest {
  @Test
  void aProfileNamesEachOperationOnceAndReadsItBack() {
    Set<String> names = new HashSet<>();
    for (RecordedOp op : RecordedOp.values()) {
      assertTrue(names.add(op.api().jsonName() + "." + op.jsonName()), op.name());
      assertSame(op, RecordedOp.of(op.api().jsonName(), op.jsonName()).orElseThrow());
      assertSame(op, RecordedOp.of(op.ordinal()));
      assertSame(op.api(), Api.of(op.api().jsonName()).orElseThrow());
    }
    assertEquals(RecordedOp.values().length, RecordedOp.count());
    assertEquals("FileChannel.positionalRead", RecordedOp.FC_POSITIONAL_READ.toString());
  }

  @Test
  void everyApiHasOperationsAndUnknownNamesAreEmpty() {
    Set<Api> used = EnumSet.noneOf(Api.class);
    for (RecordedOp op : RecordedOp.values()) {
      used.add(op.api());
    }
    assertEquals(EnumSet.allOf(Api.class), used);
    assertEquals(Optional.empty(), RecordedOp.of("FileChannel", "readv"));
    assertEquals(Optional.empty(), RecordedOp.of("AsynchronousFileChannel", "read"));
    assertEquals(Optional.empty(), Api.of("fileChannel"));
    assertEquals(Optional.empty(), FileKind.of("socket"));
    assertSame(FileKind.MAPPED_UNKNOWN, FileKind.of("mapped-unknown").orElseThrow());
  }

  @Test
  void mapModesCountTheSyncVariantsAsTheirBase() {
    assertSame(MapMode.READ_ONLY, MapMode.of(FileChannel.MapMode.READ_ONLY));
    assertSame(MapMode.READ_WRITE, MapMode.of(FileChannel.MapMode.READ_WRITE));
    assertSame(MapMode.PRIVATE, MapMode.of(FileChannel.MapMode.PRIVATE));
    assertSame(MapMode.READ_WRITE, MapMode.of("READ_WRITE_SYNC"));
    assertSame(MapMode.READ_ONLY, MapMode.of("READ_ONLY_SYNC"));
  }
}
