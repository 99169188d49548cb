package io.mpj.model;

import io.mpj.bench.results.Result;
import io.mpj.model.fit.SeriesModel;
import io.mpj.model.report.ModelReport;
import io.mpj.model.tune.Crossovers;
import io.mpj.model.tune.TuningWriter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;

/** The fit and tune steps shared by the command line and calibration. */
public final class Fitting {
    /** Our library's configured eager threshold (TransportContext.DEFAULT_EAGER), checked against the data. */
    static final long OUR_EAGER_BYTES = io.mpj.transport.TransportContext.DEFAULT_EAGER;

    private Fitting() {
    }

    /** Fits, writes model.json and the report; returns the model file. */
    public static ModelFile fit(List<Result> rows, List<Result> fresh, String source, Path modelJson, Path reportDir)
            throws IOException {
        ModelSet set = ModelSet.fit(rows, fresh);
        List<EagerThreshold> eager = new ArrayList<>();
        for (ModelSet.Entry e : set.entries()) {
            SeriesModel m = e.model();
            if (!m.primitive().equals("PingPong") || !m.perP().containsKey(2)) continue;
            EagerThreshold t = EagerThreshold.of(m.library(), m.device(), m.piecewise().get(2),
                    m.library().equals("ours") ? OUR_EAGER_BYTES : 65536);
            eager.add(t);
        }
        ModelFile file = ModelFile.of(source, ZonedDateTime.now().toString(), set, eager, rows, fresh);
        if (modelJson.toAbsolutePath().getParent() != null) Files.createDirectories(modelJson.toAbsolutePath().getParent());
        file.write(modelJson);
        if (reportDir != null) ModelReport.write(set, rows, eager, reportDir);
        return file;
    }

    /**
     * Solves the crossovers of our library's algorithms on its default device (shm; nio for results
     * measured before it existed) and writes the tuning table; the model describes {@code statistic}'s call.
     */
    public static Crossovers tune(ModelFile model, Statistic statistic, Path table) throws IOException {
        boolean shm = model.rows().stream().anyMatch(r -> r.library().equals("ours") && r.device().startsWith("shm+"));
        Crossovers c = new Crossovers("ours", shm ? "shm" : "nio", statistic).solve(model.models(), model.rows());
        TuningWriter.write(c.rules(), model.source(), table);
        return c;
    }
}
