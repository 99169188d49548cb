/**
 * Crossovers between algorithms' models and the tuning table they become.
 */
package io.mpj.model.tune;
