package io.mpj.engine;

/** A blocking probe's wait: a class rather than a lambda, whose first call would spin classes (ms in a fresh JVM). */
final class ProbeWait implements Completable {
    private final PointToPointEngine engine;
    private final int context;
    private final int source;
    private final int tag;
    ProbeResult found;

    ProbeWait(PointToPointEngine engine, int context, int source, int tag) {
        this.engine = engine;
        this.context = context;
        this.source = source;
        this.tag = tag;
    }

    @Override
    public boolean isComplete() {
        return (found = engine.iprobe(context, source, tag)) != null;
    }

    @Override
    public String waitDescription() {
        return "Probe for a message from " + MessageRequest.rankAndTag(source, tag);
    }
}
