package io.mpj.model.tune;

import io.mpj.coll.select.TuningTable;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Writes rules in the format mpj-core's {@link TuningTable} reads. */
public final class TuningWriter {
    private TuningWriter() {
    }

    public static List<String> lines(List<TuningTable.Rule> rules, String source) {
        List<String> l = new ArrayList<>();
        l.add("# mpj tuning table written by mpj-model from " + source);
        l.add("# an algorithm replaces the default where it was measured faster by more than the measured spread;");
        l.add("# the models place the switches between measured sizes; sizes are what the library selects by (see TuningTable)");
        l.add("# primitive      processes  bytes                 algorithm          [parameters]");
        for (TuningTable.Rule r : rules) l.add(r.toLine());
        return l;
    }

    public static void write(List<TuningTable.Rule> rules, String source, Path file) throws IOException {
        if (file.toAbsolutePath().getParent() != null) Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, lines(rules, source));
    }
}
