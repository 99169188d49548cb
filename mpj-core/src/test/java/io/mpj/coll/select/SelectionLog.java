package io.mpj.coll.select;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Captures what collective selection logs ({@code io.mpj.coll} through System.Logger, here backed by
 * java.util.logging) where {@code mpj.coll.log} asks for it. Open it before the job binds.
 */
public final class SelectionLog implements AutoCloseable {
    private final Logger logger = Logger.getLogger("io.mpj.coll");
    private final Level before = logger.getLevel();
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord r) {
            lines.add(r.getMessage());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    public SelectionLog() {
        logger.setLevel(Level.FINEST);
        handler.setLevel(Level.ALL);
        logger.addHandler(handler);
    }

    public List<String> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    @Override
    public void close() {
        logger.removeHandler(handler);
        logger.setLevel(before);
    }
}
