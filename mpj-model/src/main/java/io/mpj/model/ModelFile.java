package io.mpj.model;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.mpj.bench.results.Result;
import io.mpj.model.fit.FormFit;
import io.mpj.model.fit.LatencyModel;
import io.mpj.model.fit.SeriesModel;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * model.json: the fitted parameters of every series (for people and other tools: per-p t0, ti, tb,
 * breakpoints, the p-forms with tb in ns/byte, metrics, AARE), the reduction costs and eager
 * threshold, and the measurements they came from, from which {@code tune} refits exactly the same
 * models.
 */
public record ModelFile(String source, String date, List<Series> series, List<ModelSet.ReductionCost> reductions,
                        List<EagerThreshold> eager, List<Result> rows, List<Result> fresh) {

    /** One fitted series, flattened. */
    public record Series(String library, String device, String primitive, Map<Integer, LatencyModel> perP,
                         Map<Integer, List<Double>> breakpoints, FormFit t0Us, FormFit tiUs, FormFit tbNsPerByte,
                         double pi0PagKBps, double bwAsPagMBps, double nHalfMagBytes,
                         Double aareHockney, Double aareExtended, Double aarePiecewise) {
    }

    private static final ObjectMapper JSON = JsonMapper.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(SerializationFeature.INDENT_OUTPUT).build();

    public static ModelFile of(String source, String date, ModelSet set, List<EagerThreshold> eager, List<Result> rows,
                               List<Result> fresh) {
        List<Series> s = new ArrayList<>();
        for (ModelSet.Entry e : set.entries()) {
            SeriesModel m = e.model();
            Map<Integer, List<Double>> bp = new LinkedHashMap<>();
            m.piecewise().forEach((p, pw) -> bp.put(p, pw.breakpoints()));
            var a = e.accuracy();
            s.add(new Series(m.library(), m.device(), m.primitive(), m.perP(), bp, m.t0(), m.ti(), m.tbNsPerByte(),
                    e.metrics().pi0PagKBps(), e.metrics().bwAsPagMBps(), e.metrics().nHalfMagBytes(),
                    a == null ? null : a.hockney(), a == null ? null : a.extended(), a == null ? null : a.piecewise()));
        }
        return new ModelFile(source, date, s, set.reductions(), eager, rows, fresh);
    }

    /** The models again, refitted from the stored measurements. */
    public ModelSet models() {
        return ModelSet.fit(rows, fresh == null ? List.of() : fresh);
    }

    public void write(Path file) throws IOException {
        JSON.writeValue(file.toFile(), this);
    }

    public static ModelFile read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), ModelFile.class);
    }
}
