package io.mpj.transport.shm;

import io.mpj.config.Config;
import io.mpj.transport.JobSecret;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rings' names: the job id mpjrun gives, else a digest of the secret; never anything unchecked. */
class SharedFilesTest {
    @Test
    void ringsAreNamedAfterTheJobIdOrElseADigestOfTheSecret(@TempDir Path dir) throws Exception {
        byte[] secret = JobSecret.random();
        Config config = Config.fromSystem().with("mpj.shm.dir", dir.toString());
        assertEquals(dir.resolve("mpj-0123456789abcdef-1-0"), new SharedFiles(config.with("mpj.job.id", "0123456789abcdef"), secret).ring(1, 0));
        String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(secret), 0, 8);
        assertEquals(dir.resolve("mpj-" + digest + "-0-1"), new SharedFiles(config, secret).ring(0, 1));
        IOException e = assertThrows(IOException.class, () -> new SharedFiles(config.with("mpj.job.id", "../../etc/x"), secret));
        assertTrue(e.getMessage().contains("mpj.job.id"), e.getMessage());
    }
}
