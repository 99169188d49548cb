package io.mpj;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * mpj-core is a strict stack, bottom to top: base (errors, settings, idle strategies, buffers) →
 * protocol → transport SPI → engine → collectives → runtime → the {@code mpi} facade, with the
 * launcher beside the top; above the facade only the program of the launcher's training job. A layer
 * uses only those below it, and no two packages depend on each other.
 */
@AnalyzeClasses(packages = {"io.mpj", "mpi"}, importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {
    @ArchTest
    static final ArchRule EACH_LAYER_USES_ONLY_THOSE_BELOW = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("Base").definedBy("io.mpj.error..", "io.mpj.config..", "io.mpj.idle..", "io.mpj.buffer..")
            .layer("Protocol").definedBy("io.mpj.protocol..")
            .layer("Transport").definedBy("io.mpj.transport..")
            .layer("Engine").definedBy("io.mpj.engine..")
            .layer("Collectives").definedBy("io.mpj.coll..")
            .layer("Runtime").definedBy("io.mpj.runtime..")
            .layer("Facade").definedBy("mpi..")
            .layer("Launcher").definedBy("io.mpj.launcher..")
            .layer("Training").definedBy("io.mpj.training..")
            .whereLayer("Launcher").mayNotBeAccessedByAnyLayer()
            .whereLayer("Training").mayOnlyBeAccessedByLayers("Launcher")
            .whereLayer("Facade").mayOnlyBeAccessedByLayers("Training")
            .whereLayer("Runtime").mayOnlyBeAccessedByLayers("Facade", "Launcher")
            .whereLayer("Collectives").mayOnlyBeAccessedByLayers("Runtime", "Facade", "Launcher")
            .whereLayer("Engine").mayOnlyBeAccessedByLayers("Collectives", "Runtime", "Facade", "Launcher")
            .whereLayer("Transport").mayOnlyBeAccessedByLayers("Engine", "Collectives", "Runtime", "Facade", "Launcher")
            .whereLayer("Protocol").mayOnlyBeAccessedByLayers("Transport", "Engine", "Collectives", "Runtime", "Facade", "Launcher");

    @ArchTest
    static final ArchRule NO_TWO_PACKAGES_DEPEND_ON_EACH_OTHER = slices().matching("(**)").should().beFreeOfCycles();
}
