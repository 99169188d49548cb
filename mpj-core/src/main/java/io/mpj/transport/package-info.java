/**
 * The device SPI: what the engine needs of a transport (connect in two phases, send frames, make
 * progress, block and wake) and nothing of matching or protocols. Devices live in their own modules
 * (nio, shm) and see only this package, {@code support}, {@code protocol}, {@code buffer},
 * {@code config} and {@code error}.
 */
package io.mpj.transport;
