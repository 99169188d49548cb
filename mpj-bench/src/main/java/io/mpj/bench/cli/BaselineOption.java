package io.mpj.bench.cli;

import io.mpj.bench.runner.Layout;
import io.mpj.bench.runner.LibraryRunner;
import io.mpj.bench.runner.OursRunner;
import io.mpj.bench.runner.Runners;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code --baseline DIR}: another build of this library, timed beside the others as library 'baseline'. */
final class BaselineOption {
    @Option(names = "--baseline", description = "also time another build of this library: the project tree DIR "
            + "(built), as library 'baseline', e.g. a checkout of the previous commit")
    Path baseline;

    /** The named libraries, and the baseline second (after ours) when given. */
    List<LibraryRunner> runners(Layout layout, List<String> libs) {
        List<LibraryRunner> runners = new ArrayList<>(Runners.byNames(layout, libs));
        if (baseline != null) runners.add(Math.min(1, runners.size()), new OursRunner(Layout.of(baseline), OursRunner.BASELINE));
        return runners;
    }
}
