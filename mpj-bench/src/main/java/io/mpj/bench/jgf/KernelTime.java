package io.mpj.bench.jgf;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One JGF kernel time as the kernel printed it: {@code Section2:SOR:Kernel:SizeA\t0.249 (s) ...}. */
public record KernelTime(String library, String device, String kernel, String size, int p, double seconds) {
    private static final Pattern LINE = Pattern.compile("Section2:(\\w+):Kernel:Size([ABC])\\s+([0-9.]+) \\(s\\)");

    public String series() {
        return library + "/" + device;
    }

    /** The kernel result lines in a launcher's output. */
    public static List<KernelTime> parse(String library, String device, int p, List<String> lines) {
        List<KernelTime> times = new ArrayList<>();
        for (String line : lines) {
            Matcher m = LINE.matcher(line);
            if (m.find()) times.add(new KernelTime(library, device, m.group(1), m.group(2), p, Double.parseDouble(m.group(3))));
        }
        return times;
    }
}
