package io.mpj.coll;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

class ScratchTest {
    @Test
    void theIthTemporaryOfACallReusesTheIthArray() {
        Scratch s = new Scratch();
        s.rewind();
        Buf a = s.take(BaseType.DOUBLE, 100), b = s.take(BaseType.DOUBLE, 100);
        assertNotSame(a.array(), b.array(), "two temporaries of one call never share an array");
        s.rewind();
        assertSame(a.array(), s.take(BaseType.DOUBLE, 50).array());
        assertSame(b.array(), s.take(BaseType.DOUBLE, 100).array());
        assertEquals(50, s.take(BaseType.INT, 50).count());
    }

    @Test
    void callsOfOneSizeGetTheSameRegions() {
        Scratch s = new Scratch();
        s.rewind();
        Buf a = s.take(BaseType.DOUBLE, 100), b = s.take(BaseType.DOUBLE, 40);
        s.rewind();
        assertSame(a, s.take(BaseType.DOUBLE, 100), "no new region for a call like the last");
        assertSame(b, s.take(BaseType.DOUBLE, 40));
        s.rewind();
        Buf shorter = s.take(BaseType.DOUBLE, 60);
        assertEquals(60, shorter.count());
        assertSame(a.array(), shorter.array());
        s.rewind();
        Buf again = s.take(BaseType.DOUBLE, 100);
        assertEquals(100, again.count(), "a region over the kept array, as long as asked for");
        assertSame(a.array(), again.array());
    }

    @Test
    void aLargerRequestReplacesTheArray() {
        Scratch s = new Scratch();
        s.rewind();
        Buf small = s.take(BaseType.BYTE, 10);
        s.rewind();
        Buf big = s.take(BaseType.BYTE, 1000);
        assertEquals(1000, ((byte[]) big.array()).length);
        s.rewind();
        assertSame(big.array(), s.take(BaseType.BYTE, 10).array());
        assertNotSame(small.array(), big.array());
    }

    @Test
    void hugeAndObjectTemporariesAreNotKept() {
        Scratch s = new Scratch();
        s.rewind();
        int huge = (int) (Scratch.RETAIN_BYTES / 8) + 1;
        Buf h = s.take(BaseType.DOUBLE, huge);
        Buf o = s.take(BaseType.OBJECT, 4);
        s.rewind();
        assertNotSame(h.array(), s.take(BaseType.DOUBLE, huge).array());
        assertNotSame(o.array(), s.take(BaseType.OBJECT, 4).array());
    }
}
