package io.mpj.coll;

/**
 * Settings of an algorithm that a tuning rule may carry: the pipeline segment in bytes and the
 * fan-out (how many children or chains a rank feeds); 0 leaves the algorithm's own default.
 */
public record Parameters(long segmentBytes, int fanout) {
    public static final Parameters NONE = new Parameters(0, 0);

    public boolean isNone() {
        return segmentBytes == 0 && fanout == 0;
    }

    @Override
    public String toString() {
        if (isNone()) return "";
        StringBuilder sb = new StringBuilder();
        if (segmentBytes != 0) sb.append("segment=").append(segmentBytes);
        if (fanout != 0) sb.append(sb.length() > 0 ? " " : "").append("fanout=").append(fanout);
        return sb.toString();
    }
}
