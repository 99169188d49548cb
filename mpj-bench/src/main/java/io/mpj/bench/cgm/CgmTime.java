package io.mpj.bench.cgm;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One CGM kernel run as it printed it: {@code Sort n=4000000 p=4 seed=1: 1.3623 s, 340.57 ns/item, ...}. */
public record CgmTime(String library, String device, String kernel, long n, int p, double seconds, double nsPerItem) {
    private static final Pattern LINE = Pattern.compile("^(ListRanking|Sort|MatMul) n=(\\d+) p=(\\d+).*: ([0-9.]+) s, ([0-9.]+) ns/item.*, valid$");

    public String series() {
        return library + "/" + device;
    }

    /** The valid result lines in a launcher's output. */
    public static List<CgmTime> parse(String library, String device, int p, List<String> lines) {
        List<CgmTime> times = new ArrayList<>();
        for (String line : lines) {
            Matcher m = LINE.matcher(line.strip());
            if (m.find()) {
                times.add(new CgmTime(library, device, m.group(1), Long.parseLong(m.group(2)), Integer.parseInt(m.group(3)),
                        Double.parseDouble(m.group(4)), Double.parseDouble(m.group(5))));
            }
        }
        return times;
    }
}
