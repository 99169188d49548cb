package io.mpj.it;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A user's own Maven project that names one dependency, io.mpj:mpj (from the local repository,
 * where {@code mvn install} put it), builds, and its program runs on four ranks with the default
 * devices that dependency brought.
 */
class OneDependencyTest {
    /** The plugin versions this build already uses, so the user's build runs offline. */
    private static final String POM = """
            <project xmlns="http://maven.apache.org/POM/4.0.0">
              <modelVersion>4.0.0</modelVersion>
              <groupId>org.example</groupId>
              <artifactId>user-app</artifactId>
              <version>1.0</version>
              <properties>
                <maven.compiler.release>17</maven.compiler.release>
                <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
              </properties>
              <dependencies>
                <dependency>
                  <groupId>io.mpj</groupId>
                  <artifactId>mpj</artifactId>
                  <version>0.1.0</version>
                </dependency>
              </dependencies>
              <build>
                <plugins>
                  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
                  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
                  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId><version>3.7.1</version></plugin>
                </plugins>
              </build>
            </project>
            """;

    @Test
    void aProjectWithTheOneDependencyBuildsAndRuns() throws Exception {
        Path project = Files.createTempDirectory("user-app");
        Files.writeString(project.resolve("pom.xml"), POM);
        Path src = Files.createDirectories(project.resolve("src/main/java/app"));
        Files.writeString(src.resolve("Main.java"), """
                package app;
                import mpi.*;
                public class Main {
                    public static void main(String[] args) throws MPIException {
                        MPI.Init(args);
                        int me = MPI.COMM_WORLD.Rank();
                        int[] token = {me};
                        MPI.COMM_WORLD.Bcast(token, 0, 1, MPI.INT, 3);
                        System.out.println("rank " + me + " got " + token[0]);
                        MPI.Finalize();
                    }
                }
                """);
        Launch.Result build = Launch.run(List.of(Launch.maven(), "-B", "-q", "-o", "-f", project.resolve("pom.xml").toString(), "compile",
                "dependency:build-classpath", "-Dmdep.outputFile=cp.txt"), Map.of(), 300);
        assertEquals(0, build.exit(), build.toString());
        String cp = Files.readString(project.resolve("cp.txt")).strip();
        for (String jar : List.of("mpj-core-0.1.0.jar", "mpj-transport-nio-0.1.0.jar", "mpj-transport-shm-0.1.0.jar")) {
            assertTrue(cp.contains(jar), "the one dependency brings " + jar + ": " + cp);
        }
        Launch.Result run = Launch.mpjrun("-np", "4", "--display-devices", "-cp", project.resolve("target/classes") + ":" + cp, "app.Main");
        assertEquals(0, run.exit(), run.toString());
        for (int r = 0; r < 4; r++) assertTrue(run.out().contains("rank " + r + " got 3"), run.toString());
        assertTrue((run.out() + run.err()).contains("reaches 0:self 1:shm 2:shm 3:shm"), "the default devices: " + run);
    }
}
