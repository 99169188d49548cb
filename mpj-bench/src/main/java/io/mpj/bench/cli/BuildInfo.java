package io.mpj.bench.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;

/** The version line of mpj-bench and mpj-model: the jar's version and the commit it was built from. */
public final class BuildInfo implements CommandLine.IVersionProvider {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public String[] getVersion() {
        return new String[] {spec.name() + " " + describe(spec.userObject().getClass()) + ", Java " + Runtime.version()};
    }

    /** "0.1.0 (commit d2e136f)" from the manifest of the jar holding {@code c}; "unknown" parts outside a jar. */
    static String describe(Class<?> c) {
        String version = "unknown", commit = "unknown";
        try {
            Path jar = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(jar)) {
                try (JarFile f = new JarFile(jar.toFile())) {
                    var a = f.getManifest().getMainAttributes();
                    if (a.getValue("Implementation-Version") != null) version = a.getValue("Implementation-Version");
                    String b = a.getValue("Implementation-Build");
                    if (b != null && !b.startsWith("${")) commit = b; // unresolved: built outside a git checkout
                }
            }
        } catch (IOException | java.net.URISyntaxException | RuntimeException e) {
            // no manifest to read: say unknown
        }
        return version + " (commit " + commit + ")";
    }
}
