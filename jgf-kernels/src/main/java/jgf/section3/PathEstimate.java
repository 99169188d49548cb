package jgf.section3;

/**
 * What MonteCarlo estimates from a price path: from the log returns r[i] = ln(p[i] / p[i-1]),
 * i >= 1, their mean and variance over n - 1 returns, the volatility sqrt(variance / dt) and the
 * expected return rate mean / dt + volatility^2 / 2. StrictMath keeps the reference's bits.
 */
record PathEstimate(double expectedReturnRate, double volatility, double volatility2) {
    static final double DT = 1.0 / 365.0;

    static PathEstimate of(double[] prices) {
        int n = prices.length;
        double[] returns = new double[n];
        for (int i = 1; i < n; i++) returns[i] = StrictMath.log(prices[i] / prices[i - 1]);
        double mean = 0.0;
        for (int i = 1; i < n; i++) mean += returns[i];
        mean /= (double) (n - 1.0);
        double variance = 0.0;
        for (int i = 1; i < n; i++) variance += (returns[i] - mean) * (returns[i] - mean);
        variance /= (double) (n - 1.0);
        double volatility2 = variance / DT;
        return new PathEstimate(mean / DT + 0.5 * volatility2, Math.sqrt(volatility2), volatility2);
    }
}
