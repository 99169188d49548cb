package io.mpj.bench.jgf;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One JGF time as the program printed it: a Section 2 kernel's {@code Section2:SOR:Kernel:SizeA\t0.249 (s) ...}
 * or a Section 3 application's Run timer, {@code Section3:MolDyn:Run:SizeA\t0.656 (s) ...} (its Total adds
 * the set-up, which the original times too but which is no library's work).
 */
public record KernelTime(String library, String device, String kernel, String size, int p, double seconds) {
    private static final Pattern LINE = Pattern.compile("Section(?:2:(\\w+):Kernel|3:(\\w+):Run):Size([ABC])\\s+([0-9.]+) \\(s\\)");

    public String series() {
        return library + "/" + device;
    }

    /** The kernel result lines in a launcher's output. */
    public static List<KernelTime> parse(String library, String device, int p, List<String> lines) {
        List<KernelTime> times = new ArrayList<>();
        for (String line : lines) {
            Matcher m = LINE.matcher(line);
            if (m.find()) {
                String kernel = m.group(1) != null ? m.group(1) : m.group(2);
                times.add(new KernelTime(library, device, kernel, m.group(3), p, Double.parseDouble(m.group(4))));
            }
        }
        return times;
    }
}
