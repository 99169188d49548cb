/**
 * Idle strategies: what a thread that waits does when it finds nothing to do (spin, yield, block).
 * Every wait of the library (engine, devices' close) goes through one, so the policy changes in one
 * place. Depends on nothing.
 */
package io.mpj.idle;
