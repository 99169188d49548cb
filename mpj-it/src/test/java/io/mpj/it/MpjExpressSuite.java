package io.mpj.it;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * MPJ Express 0.44's own test suite ({@code test/mpi}: the IBM MPI test cases as ported to mpiJava,
 * plus MPJ Express's additions), taken from Debian's source archive of libmpj-java, checked against
 * its SHA-256, and compiled against MPJ Express's jars, exactly as a user's MPJ Express program is.
 */
final class MpjExpressSuite {
    static final String ARCHIVE = "mpj_0.44+dfsg.orig.tar.xz";
    static final String SHA256 = "75ab5bbb2e40359c75cb30222b6d85d2ba0d1291a0fcef0c6b0b4f465436bb75";
    /** Debian's pool (while a release ships libmpj-java), then the snapshot archive by the file's SHA-1. */
    static final List<String> SOURCES = List.of("http://deb.debian.org/debian/pool/main/m/mpj/" + ARCHIVE,
            "https://snapshot.debian.org/file/b0bb17e657c17901888b5b95bb217bf096e30e4b");
    static final String TESTS = "mpj-v0_44/test/mpi";
    static final Path MPJ_EXPRESS_LIB = Path.of("/usr/share/mpj/lib");

    /** The suite's compiled sources, and their classes (with SuiteMain). */
    record Prepared(List<Path> sources, Path classes) {
        /** Every class the suite runs through a public (String[]) constructor, as its TestSuite does: name to source. */
        TreeMap<String, Path> testClasses() throws IOException {
            TreeMap<String, Path> tests = new TreeMap<>();
            for (Path f : sources) {
                String simple = f.getFileName().toString().replace(".java", "");
                String text = Files.readString(f, StandardCharsets.ISO_8859_1);
                Matcher pkg = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;").matcher(text);
                if (Pattern.compile("public\\s+" + simple + "\\s*\\(\\s*String\\s*(\\[\\s*]\\s*\\w+|\\w+\\s*\\[\\s*])\\s*\\)").matcher(text).find()) {
                    tests.put((pkg.find() ? pkg.group(1) + "." : "") + simple, f);
                }
            }
            return tests;
        }
    }

    private MpjExpressSuite() {}

    /**
     * Downloads (once) and unpacks the suite under {@code work}, then compiles every source but
     * {@code notCompiled} (paths relative to test/mpi) against MPJ Express's jars.
     */
    static Prepared prepare(Path work, List<String> notCompiled) throws Exception {
        Path archive = download(work);
        Path root = work.resolve("src");
        if (!Files.isDirectory(root.resolve(TESTS))) {
            Files.createDirectories(root);
            Launch.Result r = Launch.run(List.of("tar", "-xJf", archive.toString(), "-C", root.toString(), TESTS), java.util.Map.of(), 120);
            if (r.exit() != 0) throw new IOException("tar could not unpack " + archive + ":\n" + r);
        }
        Path sources = root.resolve(TESTS);
        Path classes = work.resolve("classes");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> notCompiled.stream().noneMatch(n -> sources.relativize(p).toString().startsWith(n)))
                    .sorted().toList();
        }
        Path main = work.resolve("SuiteMain.java");
        try (InputStream in = MpjExpressSuite.class.getResourceAsStream("/mpjexpress-suite/SuiteMain.java")) {
            Files.copy(in, main, StandardCopyOption.REPLACE_EXISTING);
        }
        List<String> javac = new ArrayList<>(files.stream().map(Path::toString).toList());
        javac.add(main.toString());
        compile(javac, classes);
        return new Prepared(files, classes);
    }

    private static void compile(List<String> files, Path out) throws Exception {
        StringBuilder cp = new StringBuilder(BinaryCompatibilityTest.MPJ_EXPRESS_JAR.toString());
        try (Stream<Path> jars = Files.list(MPJ_EXPRESS_LIB)) {
            jars.filter(j -> j.toString().endsWith("-0.44.jar")).sorted().forEach(j -> cp.append(File.pathSeparator).append(j));
        }
        Files.createDirectories(out);
        List<String> args = new ArrayList<>(List.of("--release", "17", "-nowarn", "-encoding", "ISO-8859-1",
                "-cp", cp.toString(), "-d", out.toString()));
        args.addAll(files);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diag = new ByteArrayOutputStream();
        if (javac.run(null, diag, diag, args.toArray(String[]::new)) != 0) {
            throw new IllegalStateException("MPJ Express's test suite does not compile against its own jars:\n" + diag);
        }
    }

    private static Path download(Path work) throws Exception {
        Path archive = work.resolve(ARCHIVE);
        if (Files.exists(archive) && sha256(archive).equals(SHA256)) return archive;
        Files.createDirectories(work);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(20))
                .followRedirects(HttpClient.Redirect.NORMAL).build();
        StringBuilder tried = new StringBuilder();
        for (String url : SOURCES) {
            try {
                HttpRequest get = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(120)).build();
                HttpResponse<Path> r = http.send(get, HttpResponse.BodyHandlers.ofFile(archive));
                if (r.statusCode() == 200 && sha256(archive).equals(SHA256)) return archive;
                tried.append("\n  ").append(url).append(": HTTP ").append(r.statusCode()).append(r.statusCode() == 200 ? ", wrong SHA-256" : "");
            } catch (IOException e) {
                tried.append("\n  ").append(url).append(": ").append(e);
            }
        }
        Files.deleteIfExists(archive);
        throw new IOException("could not fetch MPJ Express's sources (" + ARCHIVE + ", SHA-256 " + SHA256 + "):" + tried);
    }

    private static String sha256(Path f) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        try (InputStream in = Files.newInputStream(f)) {
            byte[] b = new byte[1 << 16];
            for (int n; (n = in.read(b)) > 0; ) md.update(b, 0, n);
        }
        return HexFormat.of().formatHex(md.digest());
    }
}
