/**
 * Calibration on this machine: measure every algorithm, fit, tune, install the table, and confirm it
 * against every fixed algorithm interleaved call by call.
 */
package io.mpj.model.calibrate;
