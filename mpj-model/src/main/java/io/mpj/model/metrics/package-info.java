/**
 * The seeds' metrics (asymptotic bandwidth, start-up rate, half-performance length) and their
 * aggregation over p.
 */
package io.mpj.model.metrics;
