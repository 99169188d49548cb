/**
 * mpj-model: fitting the seeds' latency models to mpj-bench results, per library, device and test.
 */
package io.mpj.model;
