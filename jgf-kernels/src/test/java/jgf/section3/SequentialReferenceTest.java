package jgf.section3;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Section 3 applications on one process, against the reference values of the JGF spec. */
class SequentialReferenceTest {
    @Test
    void molDynKineticEnergyAndPairCountAtSizeA() throws Exception {
        Particles p = new Particles(8);
        assertEquals(2048, p.n);
        long[] pairs = new long[1];
        double ek = MolDyn.simulate(p, 0, 1, (q, energy, local) -> local, pairs);
        assertEquals(MolDyn.REF[0], ek, 1e-12);
        assertEquals(1_253_101L, pairs[0]);
    }

    /** The tolerance for P > 1 still fails a run that loses one rank's forces. */
    @Test
    void molDynParallelToleranceCatchesAMissingShareOfTheForces() throws Exception {
        double ek = MolDyn.simulate(new Particles(8), 0, 2, (q, energy, local) -> local, new long[1]);
        assertTrue(Math.abs(ek - MolDyn.REF[0]) > MolDyn.PARALLEL_TOLERANCE * MolDyn.REF[0] * 1e6, "ek = " + ek);
    }

    @Test
    void molDynForcesSplitOverRanksAddUpToTheWhole() {
        Particles whole = new Particles(8);
        whole.move();
        double[] e = new double[2];
        int all = whole.forces(0, 1, e);
        double[] fx = new double[whole.n];
        double[] parts = new double[2];
        int count = 0;
        for (int r = 0; r < 3; r++) {
            Particles part = new Particles(8);
            part.move();
            count += part.forces(r, 3, parts);
            for (int i = 0; i < fx.length; i++) fx[i] += part.fx[i];
        }
        assertEquals(all, count);
        assertEquals(e[0], parts[0], 1e-9 * Math.abs(e[0]));
        for (int i = 0; i < fx.length; i++) assertEquals(whole.fx[i], fx[i], 1e-9, "fx[" + i + "]");
    }

    @Test
    void rateFileDriftAndVolatility() throws Exception {
        double[] prices = RateFile.prices();
        assertEquals(2597, prices.length);
        PathEstimate market = PathEstimate.of(prices);
        assertEquals(-0.031622656051393014, market.expectedReturnRate(), 0.0);
        assertEquals(0.32480482358012475, market.volatility(), 0.0);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> RateFile.parse(new BufferedReader(new StringReader("881003,0.0,1.0,1.0,1.0,1,0\nnot,a,line"))));
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
    }

    @Test
    void monteCarloExpectedReturnRateAtSizeA() {
        PathEstimate market = PathEstimate.of(RateFile.prices());
        double sum = 0.0;
        for (int t = 0; t < 10_000; t++) sum += MonteCarlo.task(t, market).expectedReturnRate();
        assertEquals(MonteCarlo.REF[0], sum / 10_000, 1e-12);
    }

    @Test
    void rayTracerChecksumAtSizeAWholeAndInCyclicRows() {
        int width = 150;
        int[] rows = new int[width * width];
        assertEquals(RayTracer.REF[0], RayTracer.render(new Tracer(), width, 0, 1, rows));
        long sum = 0;
        for (int r = 0; r < 4; r++) sum += RayTracer.render(new Tracer(), width, r, 4, new int[(width + 3) / 4 * width]);
        assertEquals(RayTracer.REF[0], sum);
    }
}
