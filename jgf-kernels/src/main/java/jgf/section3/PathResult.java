package jgf.section3;

import java.io.Serializable;

/** One MonteCarlo task's result, sent to rank 0 whole (path included) as the original's ToResult objects are. */
record PathResult(String header, double expectedReturnRate, double volatility, double volatility2, double finalPrice,
                  double[] path) implements Serializable {
    private static final long serialVersionUID = 1L;
}
