/**
 * The nio device: TCP to every other rank over java.nio, a handshake with the job secret, frames read
 * and written with the shared frame reader and writer. It reaches every peer, lets a waiting thread
 * block in its selector and rings peers' bells. Uses only the transport SPI and below.
 */
package io.mpj.transport.nio;
