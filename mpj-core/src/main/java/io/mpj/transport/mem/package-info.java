/**
 * Devices inside one JVM: {@code self} (a rank's frames to itself) and the in-memory device that runs
 * p ranks as threads, for tests of the engine.
 */
package io.mpj.transport.mem;
