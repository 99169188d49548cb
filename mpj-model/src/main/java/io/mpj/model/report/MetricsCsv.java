package io.mpj.model.report;

import io.mpj.model.ModelSet;
import io.mpj.model.fit.FormFit;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * metrics.csv: one row per (library, device, primitive) with the header the issue fixes; t0 and ti in
 * us, tb in ns/byte, x(p) = x_a + x_b * x_form(p); AARE as fractions, empty when not measured.
 */
public final class MetricsCsv {
    public static final String[] HEADER = {"library", "device", "primitive", "t0_form", "t0_a", "t0_b", "ti_form", "ti_a",
            "ti_b", "tb_form", "tb_a", "tb_b", "pi0_pag_KBps", "bw_as_pag_MBps", "nhalf_mag_bytes", "aare_hockney",
            "aare_extended", "aare_piecewise"};

    private MetricsCsv() {
    }

    public static void write(ModelSet set, Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file);
             CSVPrinter csv = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setHeader(HEADER).setRecordSeparator('\n').build())) {
            for (ModelSet.Entry e : set.entries()) {
                var m = e.model();
                List<String> row = new ArrayList<>(List.of(m.library(), m.device(), m.primitive()));
                add(row, m.t0());
                add(row, m.ti());
                add(row, m.tbNsPerByte());
                row.add(num(e.metrics().pi0PagKBps()));
                row.add(num(e.metrics().bwAsPagMBps()));
                row.add(num(e.metrics().nHalfMagBytes()));
                var a = e.accuracy();
                row.add(a == null ? "" : num(a.hockney()));
                row.add(a == null ? "" : num(a.extended()));
                row.add(a == null ? "" : num(a.piecewise()));
                csv.printRecord(row);
            }
        }
    }

    private static void add(List<String> row, FormFit f) {
        row.add(f.form().label);
        row.add(num(f.a()));
        row.add(num(f.b()));
    }

    static String num(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.6g", v);
    }
}
