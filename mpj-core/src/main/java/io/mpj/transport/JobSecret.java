package io.mpj.transport;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;

/** The per-job random secret that authenticates every connection of the job. */
public final class JobSecret {
    public static final int BYTES = 16;

    private JobSecret() {}

    /**
     * A new secret: from /dev/urandom where there is one (what SecureRandom reads there too, without
     * first starting the security providers: 20 ms of mpjrun's start), else from SecureRandom.
     */
    public static byte[] random() {
        byte[] s = new byte[BYTES];
        try (InputStream in = new FileInputStream("/dev/urandom")) {
            if (in.readNBytes(s, 0, BYTES) == BYTES) return s;
        } catch (IOException noDevice) {
            // not Linux or alike: SecureRandom below
        }
        new SecureRandom().nextBytes(s);
        return s;
    }

    public static String toHex(byte[] secret) {
        return HexFormat.of().formatHex(secret);
    }

    public static byte[] fromHex(String hex) {
        try {
            return HexFormat.of().parseHex(hex.trim());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("MPJ_JOB_SECRET must be hexadecimal (e.g. from `openssl rand -hex 16`)");
        }
    }

    /** Constant-time comparison. */
    public static boolean matches(byte[] expected, byte[] offered) {
        return MessageDigest.isEqual(expected, offered);
    }
}
