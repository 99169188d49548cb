package io.mpj.bench.suite;

/**
 * The statistics of one (test, p, size): microseconds, already scaled (one way for PingPong).
 * {@code reported} is what the method reports (min, filtered mean, or mean); {@code reps} how many
 * samples it rests on.
 */
record Summary(int reps, double min, double median, double mean, double max, double reported) {
}
