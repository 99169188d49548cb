package io.mpj.launcher;

/**
 * What a thread job's program classes call for {@code System.exit(int)} ({@link ExitCallRedirect}): the
 * exit, with the status the job should end with ({@link RankExit#statusOnExit}). Public for the ranks'
 * class loaders; not an API.
 */
public final class RankExitCall {
    private static final StackWalker CALLER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    private RankExitCall() {}

    public static void exit(int status) {
        System.exit(RankExit.statusOnExit(CALLER.getCallerClass(), status));
    }
}
