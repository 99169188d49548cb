package io.mpj.transport;

/** Told when a queued frame has been handed to the operating system (or copied for delivery). */
public interface SendListener {
    void sent();
}
