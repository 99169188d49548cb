package io.mpj.bench.runner;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The C twin of the suite on Open MPI, launched by mpirun. */
public final class CTwinRunner implements LibraryRunner {
    private final Layout layout;

    public CTwinRunner(Layout layout) {
        this.layout = layout;
    }

    @Override
    public String name() {
        return "c";
    }

    @Override
    public List<String> devices() {
        return OpenMpiLauncher.DEVICES;
    }

    @Override
    public Optional<String> unavailable() {
        Optional<String> mpi = OpenMpiLauncher.unavailable();
        return mpi.isPresent() ? mpi : Optional.ofNullable(Layout.missing(layout.cTwin(), "the C twin"));
    }

    @Override
    public String version() {
        return "C twin over " + OpenMpiLauncher.version();
    }

    @Override
    public List<String> command(Job job, Path csv) {
        List<String> program = new ArrayList<>(List.of(layout.cTwin().toString()));
        program.addAll(Suite.args(name(), job, csv));
        return OpenMpiLauncher.mpirun(job, program);
    }
}
