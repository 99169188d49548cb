package io.mpj.runtime;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PlacementTest {
    @Test
    void hostsAreCountedOnceEach() {
        assertEquals(1, Placement.here(4).hostCount());
        assertEquals(3, Placement.onHosts(new String[] {"a", "b", "a", "c", "b"}).hostCount());
        assertEquals(2, Placement.onHosts(new String[] {"a", "b"}).nodes(new int[] {0, 1}).count());
    }
}
