package io.mpj.model;

import io.mpj.model.fit.Line;
import io.mpj.model.fit.Piecewise;

/**
 * The eager/rendezvous switch point recommended from the two protocol fits of a PingPong: the size
 * where the line of the segment below the breakpoint nearest the library's configured threshold
 * meets the line of the segment above it (the crossover of two protocol models, docs/methodology.md).
 */
public record EagerThreshold(String library, String device, long configuredBytes, double breakpointBytes,
                             double recommendedBytes) {

    /** NaN breakpoint and recommendation when the fit found no protocol switch. */
    public static EagerThreshold of(String library, String device, Piecewise pingPong, long configured) {
        if (pingPong.breakpoints().isEmpty()) return new EagerThreshold(library, device, configured, Double.NaN, Double.NaN);
        int best = 1;
        for (int i = 1; i < pingPong.starts().length; i++)
            if (Math.abs(Math.log(pingPong.starts()[i] / configured)) < Math.abs(Math.log(pingPong.starts()[best] / configured))) best = i;
        Line below = pingPong.lines()[best - 1], above = pingPong.lines()[best];
        double cross = below.b() == above.b() ? Double.NaN : (above.a() - below.a()) / (below.b() - above.b());
        return new EagerThreshold(library, device, configured, pingPong.starts()[best], cross > 0 ? cross : Double.NaN);
    }
}
