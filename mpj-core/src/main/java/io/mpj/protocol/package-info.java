/**
 * The wire protocol of the engine: the fixed frame header (a reusable flyweight) and the frame kinds
 * of the eager and rendezvous protocols. Depends only on {@code buffer}.
 */
package io.mpj.protocol;
