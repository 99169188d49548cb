/**
 * The mpj-model command line: fit, tune, calibrate.
 */
package io.mpj.model.cli;
