package io.iobench.technique;

import static io.iobench.format.RecordedOp.FC_GATHER_WRITE;
import static io.iobench.format.RecordedOp.FC_POSITIONAL_READ;
import static io.iobench.format.RecordedOp.FC_POSITIONAL_WRITE;
import static io.iobench.format.RecordedOp.FC_READ;
import static io.iobench.format.RecordedOp.FC_SCATTER_READ;
import static io.iobench.format.RecordedOp.FC_TRANSFER_FROM;
import static io.iobench.format.RecordedOp.FC_TRANSFER_TO;
import static io.iobench.format.RecordedOp.FC_WRITE;
import static io.iobench.format.RecordedOp.FIS_READ;
import static io.iobench.format.RecordedOp.FIS_READ_ALL_BYTES;
import static io.iobench.format.RecordedOp.FIS_READ_N_BYTES;
import static io.iobench.format.RecordedOp.FIS_TRANSFER_TO;
import static io.iobench.format.RecordedOp.FOS_WRITE;
import static io.iobench.format.RecordedOp.RAF_READ;
import static io.iobench.format.RecordedOp.RAF_READ_DATA;
import static io.iobench.format.RecordedOp.RAF_READ_FULLY;
import static io.iobench.format.RecordedOp.RAF_READ_LINE;
import static io.iobench.format.RecordedOp.RAF_WRITE;
import static io.iobench.format.RecordedOp.RAF_WRITE_DATA;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.format.RecordedOp;
import io.iobench.workload.Operation;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rows' app techniques: which family stands for the app's calls when they are its own
 * technique. The families each observed case maps to are pinned through the deriver in
 * WorkloadDeriverTest; this proves the rows leave no case open and none ambiguous.
 */
class AppTechniqueTest {
  /** The operations the agent records that move data: data operations and channel transfers. */
  private static final Set<RecordedOp> MOVING_DATA = movingData();

  /** Call sizes the choice may depend on: a byte, primitives, odd sizes, a page. */
  private static final List<Integer> CALL_SIZES = List.of(1, 2, 3, 4, 8, 16, 4096);

  @Test
  void readsWritesAndTransfersAreTheOperationsThatMoveData() {
    assertEquals(
        EnumSet.of(
            FIS_READ,
            FIS_READ_ALL_BYTES,
            FIS_READ_N_BYTES,
            RAF_READ,
            RAF_READ_FULLY,
            RAF_READ_DATA,
            RAF_READ_LINE,
            FC_READ,
            FC_SCATTER_READ,
            FC_POSITIONAL_READ),
        Catalogue.recordedOps(Operation.READ));
    assertEquals(
        EnumSet.of(
            FOS_WRITE, RAF_WRITE, RAF_WRITE_DATA, FC_WRITE, FC_GATHER_WRITE, FC_POSITIONAL_WRITE),
        Catalogue.recordedOps(Operation.WRITE));
    Set<RecordedOp> copies = EnumSet.copyOf(Catalogue.recordedOps(Operation.READ));
    // Lines read by readLine are replayed as lines, never as a copy's source.
    copies.remove(RAF_READ_LINE);
    copies.addAll(EnumSet.of(FC_TRANSFER_TO, FC_TRANSFER_FROM));
    assertEquals(copies, Catalogue.recordedOps(Operation.COPY));
    assertEquals(Set.of(), Catalogue.recordedOps(Operation.SINK));
    assertEquals(Set.of(), Catalogue.recordedOps(Operation.UPDATE));

    // Each but one is a read, a write or a transfer. FileInputStream.transferTo is recorded on its
    // source alone (the writes are inside the call) and is not replayed.
    Set<RecordedOp> covered = EnumSet.copyOf(Catalogue.recordedOps(Operation.READ));
    covered.addAll(Catalogue.recordedOps(Operation.WRITE));
    covered.addAll(Catalogue.recordedOps(Operation.COPY));
    Set<RecordedOp> expected = EnumSet.copyOf(MOVING_DATA);
    expected.remove(FIS_TRANSFER_TO);
    assertEquals(expected, covered);
  }

  /**
   * Every recorded operation that moves data, in every condition the choice depends on, has exactly
   * one family standing for it where the deriver asks (a read as a read and as the source of a
   * copy, a write as a write, a transfer as a copy), and none anywhere else.
   */
  @Test
  void everyRecordedCallThatMovesDataStandsForExactlyOneFamily() {
    int asked = 0;
    for (RecordedOp op : MOVING_DATA) {
      for (Operation operation : Operation.values()) {
        boolean expected = Catalogue.recordedOps(operation).contains(op);
        for (int callSize : CALL_SIZES) {
          for (boolean sequential : List.of(true, false)) {
            for (boolean direct : List.of(true, false)) {
              for (boolean json : List.of(true, false)) {
                AppCalls calls =
                    new AppCalls(operation, op, callSize, sequential, direct, false, false, json);
                List<String> families = new ArrayList<>();
                for (Family f : Catalogue.rows()) {
                  if (f.standsFor(calls)) {
                    families.add(f.name());
                  }
                }
                assertEquals(expected ? 1 : 0, families.size(), calls + ": " + families);
                assertEquals(
                    families.stream().findFirst(), Catalogue.standingFor(calls).map(Family::name));
                asked += expected ? 1 : 0;
              }
            }
          }
        }
      }
    }
    // 10 reads, 9 of them also as a copy's source, 6 writes, 2 transfers, in 56 conditions each
    // (calls through Jackson's writeValue or not).
    assertEquals((10 + 9 + 6 + 2) * CALL_SIZES.size() * 8, asked);
  }

  private static Set<RecordedOp> movingData() {
    Set<RecordedOp> ops = EnumSet.of(FC_TRANSFER_TO, FC_TRANSFER_FROM);
    for (RecordedOp op : RecordedOp.values()) {
      if (op.kind() == RecordedOp.Kind.DATA) {
        ops.add(op);
      }
    }
    return ops;
  }
}
