package io.mpj.engine;

import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;

/**
 * Looks at stamped messages that no receive has matched, on behalf of a thread that waits (or of
 * MPI.Finalize), and says whether one of them proves that the wait can never end well: a collective
 * message from another rank's different call, or from a call this rank has already finished.
 */
@FunctionalInterface
public interface UnmatchedCheck {
    /** What {@link #check} returns for a message that proves nothing and never will: it is dropped. */
    MpjError SPENT = new MpjError(ErrorClass.INTERN, "a message that proves nothing");

    /** The error to end the wait with, {@link #SPENT}, or null if the message is no evidence of a problem (yet). */
    MpjError check(int context, int source, long stamp);

    /** The call a thread waiting for {@code c} with this check waits in, in words ({@link DeadlockWatch}'s report). */
    default String waitDescription(Completable c) {
        return c.waitDescription();
    }
}
