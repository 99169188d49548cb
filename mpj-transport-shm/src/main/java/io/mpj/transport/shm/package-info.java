/**
 * The shm device: single-producer, single-consumer rings in shared memory between the ranks of one
 * machine, frames written and read in place with the shared frame reader and writer; blocked peers
 * are woken through the router's doorbell. Uses only the transport SPI and below.
 */
package io.mpj.transport.shm;
