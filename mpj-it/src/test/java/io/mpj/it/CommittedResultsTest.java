package io.mpj.it;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Committed results name no absolute path of the machine they ran on (DEVELOPERS.md: results). */
class CommittedResultsTest {
    /** A path under a directory every machine has its own of, at the start of a word or after a quote. */
    private static final Pattern MACHINE_PATH = Pattern.compile("(^|[\\s\"'(=:`])/(tmp|work|root|home)/\\S*");

    @Test
    void resultsNameNoAbsolutePathOfTheMachine() throws IOException {
        Path results = Launch.HOME.resolve("docs/results");
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(results)) {
            for (Path f : files.filter(Files::isRegularFile).filter(p -> !p.toString().endsWith(".png")).toList()) {
                String text;
                try {
                    text = Files.readString(f, StandardCharsets.UTF_8);
                } catch (CharacterCodingException binary) {
                    continue;
                }
                Matcher m = MACHINE_PATH.matcher(text);
                if (m.find()) found.add(results.relativize(f) + ": " + m.group().strip());
            }
        }
        assertTrue(found.isEmpty(), "absolute paths in committed results: " + found);
    }
}
