/**
 * mpjrun: starts the ranks, hosts the rendezvous, forwards output, and ends the job cleanly when a
 * rank fails. Beside the stack: it uses the runtime, nothing uses it.
 */
package io.mpj.launcher;
