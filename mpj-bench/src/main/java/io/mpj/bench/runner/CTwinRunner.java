package io.mpj.bench.runner;

import java.util.ArrayList;
import java.util.List;

/** The C twin of the suite on Open MPI. */
public final class CTwinRunner extends OpenMpiPeer {
    public CTwinRunner(Layout layout) {
        super(layout);
    }

    @Override
    public String name() {
        return "c";
    }

    @Override
    String what() {
        return "C twin";
    }

    @Override
    String missingArtifact() {
        return Layout.missing(layout.cTwin(), "the C twin");
    }

    @Override
    List<String> rankCommand(Program program) {
        if (program.nativeTwin() == null) throw new IllegalArgumentException("c: " + program.name() + " has no C twin");
        List<String> p = new ArrayList<>(List.of(program.nativeTwin().toString()));
        p.addAll(program.args());
        return p;
    }
}
