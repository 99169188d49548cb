package jgf;

/** The JGF timer: milliseconds from System.currentTimeMillis, accumulated as seconds. */
public final class Timer {
    private final String name;
    private final String unit;
    private long start;
    private double seconds;

    public Timer(String name, String unit) {
        this.name = name;
        this.unit = unit;
    }

    public void start() {
        start = System.currentTimeMillis();
    }

    public void stop() {
        seconds += (System.currentTimeMillis() - start) / 1000.;
    }

    public double seconds() {
        return seconds;
    }

    /** {@code <name>:Size<X>\t<time> (s) \t <ops/time as float>\t (<unit>/s)}, exactly as JGF prints it. */
    public String result(String size, double ops) {
        return name + ":Size" + size + "\t" + seconds + " (s) " + "\t " + (float) (ops / seconds) + "\t (" + unit + "/s)";
    }
}
