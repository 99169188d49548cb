package io.mpj.model.metrics;

import io.mpj.model.fit.Form;
import io.mpj.model.fit.FormFit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Seed 000's Table 1 (MPICH-GM, mpiJava and MPJ/Ibis on Myrinet, p up to 16): the peak metrics the
 * paper prints, recomputed from the parameters it prints. A form {@code p}, {@code log2p} or
 * {@code log2p1} ("⌈2lp⌉" in the extracted text, Scan's ⌈log2 p⌉ + 1); N/A bandwidths are blank.
 */
class PublishedMetricsTest {
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
            // primitive, library, t0_form, t0_a, t0_b, tb_form, tb_a, tb_b, pi0_pag KB/s, bw_pag MB/s
            "PingPong, MPICH-GM, const, 9, 0, const, 5.330, 0, 111.1, 187.6",
            "PingPong, mpiJava, const, 15, 0, const, 5.360, 0, 66.67, 186.6",
            "PingPong, MPJ/Ibis, const, 65, 0, const, 5.951, 0, 15.38, 168.0",
            "Barrier, MPICH-GM, log2p, -3, 16, const, 0, 0, 245.9, ",
            "Barrier, MPJ/Ibis, p, 194, 73, const, 0, 0, 11.01, ",
            "Bcast, MPICH-GM, log2p, 3, 8, log2p, 0.017, 5.649, 428.6, 663.3",
            "Bcast, mpiJava, log2p, 20, 17, log2p, 0.136, 5.741, 170.5, 649.4",
            "Bcast, MPJ/Ibis, p, 22, 21, log2p, 3.006, 6.670, 41.90, 505.3",
            "Scatter, MPICH-GM, p, -7, 9, log2p, 4.271, 0.412, 45.45, 158.9",
            "Gather, MPICH-GM, p, 7, 5, log2p, 3.782, 0.503, 29.41, 165.4",
            "Allgather, MPICH-GM, p, -10, 15, log2p, 5.272, 1.093, 75.00, 1653",
            "Alltoall, MPICH-GM, p, -10, 13, log2p, 4.182, 2.690, 75.76, 1004",
            "Reduce, MPICH-GM, p, 12, 3, log2p, 2.698, 10.83, 250.0, 326.0",
            "Allreduce, MPICH-GM, p, 18, 4, log2p, 3.219, 16.35, 365.9, 437.2",
            "Allreduce, MPJ/Ibis, log2p, 223, 290, log2p, 5.536, 22.03, 21.69, 320.3",
            "Reduce_scatter, MPICH-GM, p, -3, 13, log2p, 9.326, 10.81, 77.97, 303.2",
            "Scan, MPICH-GM, p, 13, 4, log2p1, -4.487, 9.284, 194.8, 357.7",
            "Scan, MPJ/Ibis, p, -1, 97, p, 3.380, 21.62, 9.671, 42.94",
    })
    void peakMetricsMatchTheTable(String primitive, String library, String t0Form, double t0a, double t0b,
                                  String tbForm, double tba, double tbb, double pi0, Double bw) {
        FormFit t0 = new FormFit(Form.ofLabel(t0Form), t0a, t0b, 0);
        FormFit tb = new FormFit(Form.ofLabel(tbForm), tba, tbb, 0);
        Metrics m = Metrics.peaks(primitive, t0, tb, primitive.equals("PingPong") ? 2 : 16);
        assertEquals(pi0, m.pi0PagKBps(), pi0 * 0.002, "pi0^pag of " + library);
        if (bw != null) assertEquals(bw, m.bwAsPagMBps(), bw * 0.002, "Bw_as^pag of " + library);
    }

    @ParameterizedTest
    @CsvSource({"4, 3.890, 1028", "49, 4.272, 11470"})
    void halfPeakLengthIsT0OverTb(double t0, double tb, double nHalf) {
        // model.md: ScaMPI Send gives about 1 KB, MPJ/Ibis on SCI about 11 KB
        assertEquals(nHalf, Metrics.nHalfBytes(FormFit.constant(t0), FormFit.constant(tb), 2), 1);
    }
}
