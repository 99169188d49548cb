package io.mpj.model.fit;

/**
 * How a parameter grows with the number of processes: x(p) = a + b * form(p). {@code log2p} reveals
 * a tree, {@code p} a linear algorithm (seed 002); {@code log2p1} = ceil(log2 p) + 1 is seed 000's
 * form for Scan; {@code const} is for point-to-point and single-p fits.
 */
public enum Form {
    CONST("const"), P("p"), LOG2P("log2p"), LOG2P1("log2p1");

    public final String label;

    Form(String label) {
        this.label = label;
    }

    public double of(int p) {
        return switch (this) {
            case CONST -> 0;
            case P -> p;
            case LOG2P -> ceilLog2(p);
            case LOG2P1 -> ceilLog2(p) + 1;
        };
    }

    public static Form ofLabel(String label) {
        for (Form f : values()) if (f.label.equals(label)) return f;
        throw new IllegalArgumentException("unknown form '" + label + "'");
    }

    static int ceilLog2(int p) {
        return p <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(p - 1);
    }

    /** What the form says of the algorithm, as the report prints it. */
    public String complexity() {
        return switch (this) {
            case CONST -> "O(1)";
            case P -> "O(p)";
            case LOG2P, LOG2P1 -> "O(log p)";
        };
    }
}
