package io.mpj.engine;

import io.mpj.buffer.BaseType;

/** What a probe learns of a pending message: its envelope, type and size. */
public record ProbeResult(int source, int tag, BaseType type, int count, long bytes) {
}
