package io.mpj.bench.suite;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

class WilliamsOrderTest {
    @ParameterizedTest(name = "{0} variants")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 12})
    void everyVariantFollowsEveryOtherAndStandsEverywhereEquallyOften(int n) {
        WilliamsOrder o = new WilliamsOrder(n);
        assertEquals(n % 2 == 0 ? n : 2 * n, o.period());
        int[][] follows = new int[n][n];
        int[][] at = new int[n][n];
        for (int r = 0; r < o.period(); r++) {
            boolean[] seen = new boolean[n];
            for (int j = 0; j < n; j++) {
                int v = o.variant(r, j);
                assertFalse(seen[v], "round " + r + " runs variant " + v + " twice");
                seen[v] = true;
                at[v][j]++;
                if (j > 0) follows[o.variant(r, j - 1)][v]++;
            }
        }
        int times = o.period() / n;
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                assertEquals(times, at[a][b], "variant " + a + " in position " + b);
                if (a != b) assertEquals(times, follows[a][b], "variant " + b + " right after " + a);
            }
        }
    }

    @Test
    void roundsRepeatTheDesign() {
        WilliamsOrder o = new WilliamsOrder(4);
        for (int j = 0; j < 4; j++) assertEquals(o.variant(1, j), o.variant(5, j));
    }

    @Test
    void noVariantsIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> new WilliamsOrder(0));
    }
}
