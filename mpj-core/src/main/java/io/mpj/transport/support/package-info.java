/**
 * What every device that moves bytes needs, written once: the stream layout of frames
 * ({@link io.mpj.transport.support.FrameStream}) with the devices' control frames, the frame reader
 * that turns any cutting of a stream back into frames and payloads, and the frame writer with its
 * pooled queue that packs frames into whatever space a socket or ring offers.
 */
package io.mpj.transport.support;
