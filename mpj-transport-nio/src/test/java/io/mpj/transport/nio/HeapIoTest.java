package io.mpj.transport.nio;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Heap I/O is on exactly where it can be: this JVM runs with the options mpjrun gives every rank (the
 * build's surefire configuration), so from JDK 22 it must bind, and before it must say why not. CI runs
 * the suite on 17 and on 25, so both branches are checked.
 */
class HeapIoTest {
    @Test
    void heapIoIsOnFromJava22AndExplainedBefore() {
        boolean expected = Runtime.version().feature() >= 22;
        assertEquals(expected, HeapIo.available(), "heap I/O on Java " + Runtime.version() + ": " + HeapIo.UNAVAILABLE);
        if (!expected) assertTrue(HeapIo.UNAVAILABLE.contains("22 or later"), HeapIo.UNAVAILABLE);
    }
}
