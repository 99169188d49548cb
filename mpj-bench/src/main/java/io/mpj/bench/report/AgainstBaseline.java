package io.mpj.bench.report;

import java.util.Arrays;
import java.util.List;

/**
 * This build's times over the baseline build's ({@code --baseline}), device by device and round by
 * round. The rounds alternate the libraries, so the i-th time of each ran side by side, in the same
 * state of a shared machine: the ratio of a pair says more than the ratio of two medians.
 */
public final class AgainstBaseline {
    /** One measurement, in the order of the rounds: {@code key} holds the table's leading cells (e.g. {@code SOR | A | 2}); lower is better. */
    public record Sample(String library, String device, String key, double value) {
    }

    private AgainstBaseline() {
    }

    /**
     * The section: {@code headers} name the leading cells, a row per key (in the order they first come), a
     * column per device both libraries ran on. Empty when there is no such device (no baseline in the run).
     */
    public static String markdown(String what, String headers, String ours, String baseline, List<Sample> samples) {
        List<String> oursDevices = devices(samples, ours);
        List<String> devices = devices(samples, baseline).stream().filter(oursDevices::contains).toList();
        if (devices.isEmpty()) return "";
        StringBuilder md = new StringBuilder("## This build against the baseline, round by round\n\n")
                .append("Each round's ").append(what).append(" of ours over the baseline's on the same device: ")
                .append("the median ratio [min-max], and the rounds ours was lower.\n\n| ").append(headers).append(" |");
        for (String d : devices) md.append(' ').append(d).append(" |");
        md.append("\n|").append("---|".repeat(headers.split("\\|").length)).append("---:|".repeat(devices.size())).append('\n');
        for (String key : samples.stream().map(Sample::key).distinct().toList()) {
            StringBuilder line = new StringBuilder("| " + key + " |");
            boolean any = false;
            for (String d : devices) {
                String cell = cell(values(samples, ours, d, key), values(samples, baseline, d, key));
                any |= cell != null;
                line.append(' ').append(cell != null ? cell : "-").append(" |");
            }
            if (any) md.append(line).append('\n');
        }
        return md.append('\n').toString();
    }

    /** The median ratio [min-max] and the rounds ours was lower; null without rounds or when a launch failed (unequal rounds). */
    static String cell(double[] ours, double[] baseline) {
        if (ours.length == 0 || ours.length != baseline.length) return null;
        double[] ratios = new double[ours.length];
        int lower = 0;
        for (int i = 0; i < ours.length; i++) {
            ratios[i] = ours[i] / baseline[i];
            if (ours[i] < baseline[i]) lower++;
        }
        return Spread.of(Arrays.stream(ratios)).format("%.2f") + ", " + lower + " of " + ours.length;
    }

    private static List<String> devices(List<Sample> samples, String library) {
        return samples.stream().filter(s -> s.library().equals(library)).map(Sample::device).distinct().toList();
    }

    private static double[] values(List<Sample> samples, String library, String device, String key) {
        return samples.stream().filter(s -> s.library().equals(library) && s.device().equals(device) && s.key().equals(key))
                .mapToDouble(Sample::value).toArray();
    }
}
