package io.mpj.it;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import java.util.Arrays;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * What each module may see of the others: a device only the transport SPI and what lies below it (never
 * the engine, the runtime or another device); the programs that run on every library (the suite, the
 * JGF and CGM kernels, the examples) only the {@code mpi} API; mpj-bench nothing of the library at all (it asks
 * the library, e.g. for its catalogue, through {@code mpjrun}).
 */
@AnalyzeClasses(packages = {"io.mpj", "mpi", "jgf", "cgm", "examples"}, importOptions = ImportOption.DoNotIncludeTests.class)
class ModuleBoundariesTest {
    private static final String[] BELOW_THE_ENGINE = {"io.mpj.transport", "io.mpj.transport.support..", "io.mpj.protocol..",
            "io.mpj.buffer..", "io.mpj.config..", "io.mpj.error..", "io.mpj.idle..", "java.."};

    private static ArchRule device(String pkg) {
        String[] allowed = Arrays.copyOf(BELOW_THE_ENGINE, BELOW_THE_ENGINE.length + 1);
        allowed[allowed.length - 1] = pkg + "..";
        return classes().that().resideInAPackage(pkg + "..").should().onlyDependOnClassesThat().resideInAnyPackage(allowed);
    }

    @ArchTest
    static final ArchRule THE_NIO_DEVICE_SEES_ONLY_THE_SPI = device("io.mpj.transport.nio");

    @ArchTest
    static final ArchRule THE_SHM_DEVICE_SEES_ONLY_THE_SPI = device("io.mpj.transport.shm");

    @ArchTest
    static final ArchRule PROGRAMS_USE_ONLY_THE_MPI_API = classes().that().resideInAnyPackage("io.mpj.bench.suite..", "jgf..", "cgm..", "examples..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("mpi..", "java..", "io.mpj.bench.suite..", "jgf..", "cgm..", "examples..");

    @ArchTest
    static final ArchRule MPJ_BENCH_ASKS_THE_LIBRARY_INSTEAD_OF_LINKING_IT = noClasses().that().resideInAPackage("io.mpj.bench..")
            .and().resideOutsideOfPackage("io.mpj.bench.suite..")
            .should().dependOnClassesThat().resideInAnyPackage("io.mpj.coll..", "io.mpj.engine..", "io.mpj.runtime..",
                    "io.mpj.transport..", "io.mpj.launcher..", "mpi..")
            .because("mpj-bench times the library; the suite (io.mpj.bench.suite) is what links the mpi API");
}
