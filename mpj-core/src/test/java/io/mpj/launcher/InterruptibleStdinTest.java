package io.mpj.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

@EnabledOnOs(OS.LINUX) // a named pipe stands for the standard input
class InterruptibleStdinTest {

    /** Waits (10 s at most) until some thread is inside the channel's read, in native code. */
    private static void awaitBlockedInRead() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (Thread.getAllStackTraces().values().stream().noneMatch(InterruptibleStdinTest::inChannelRead)) {
            if (System.nanoTime() > deadline) throw new AssertionError("no thread reached the channel's read");
            Thread.onSpinWait();
            Thread.yield();
        }
    }

    private static boolean inChannelRead(StackTraceElement[] frames) {
        return frames.length > 0 && frames[0].isNativeMethod()
                && java.util.Arrays.stream(frames).anyMatch(f -> f.getClassName().endsWith("FileChannelImpl") && f.getMethodName().equals("read"));
    }

    @Test
    void closingEndsAReadBlockedInAPipeAndTheReaderSeesWhy(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("stdin");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        // a writer that never writes keeps the pipe open, as an idle launcher or terminal does
        try (RandomAccessFile writer = new RandomAccessFile(fifo.toFile(), "rw");
             FileInputStream reader = new FileInputStream(fifo.toFile())) {
            InterruptibleStdin stdin = new InterruptibleStdin(reader.getChannel());
            InputStream in = stdin.stream();
            writer.write(new byte[] {'E', 'x'});
            byte[] two = new byte[2];
            assertEquals(2, in.read(two));
            assertArrayEquals(new byte[] {'E', 'x'}, two);

            CompletableFuture<Throwable> blocked = CompletableFuture.supplyAsync(() -> {
                try {
                    in.read();
                    return null;
                } catch (IOException e) {
                    return e;
                }
            });
            awaitBlockedInRead();
            assertFalse(blocked.isDone(), "nothing was written: the read must wait");
            assertFalse(stdin.isClosed());
            stdin.close();
            assertInstanceOf(IOException.class, blocked.get(10, TimeUnit.SECONDS), "the blocked read ends with an IOException");
            assertTrue(stdin.isClosed());
        }
    }
}
