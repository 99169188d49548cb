"""Ours against the baseline build per test, size and device, from an mpj-bench compare folder's
rounds.csv: per point the median over rounds of each round's median call, and their ratio
(this / baseline). Prints the geometric mean per device and every point outside [0.9, 1.1]; then the
same with each build's fastest round (this machine runs a launch in a fast or a slow state, and three
rounds split 2:1 either way; the fastest round of each compares the fast states)."""
import csv, math, statistics, sys
from collections import defaultdict

rounds = defaultdict(list)
for r in csv.DictReader(open(sys.argv[1] + "/rounds.csv")):
    if r["library"] in ("ours", "baseline") and r["p"] == "2":
        rounds[(r["library"], r["device"], r["test"], int(r["bytes"]))].append(float(r["median_us"]))


def compare(pick, label):
    """Per device, the ratio this / baseline of pick(rounds) at every point both builds measured."""
    print(label)
    for device in ("shm", "nio"):
        ratios = []
        for (lib, dev, test, size), v in sorted(rounds.items(), key=lambda kv: (kv[0][2], kv[0][3])):
            b = rounds.get(("baseline", dev, test, size))
            if lib != "ours" or dev != device or b is None:
                continue
            ratio = pick(v) / pick(b)
            ratios.append(ratio)
            if not 0.9 <= ratio <= 1.1:
                print(f"  {device} {test} {size} B: {pick(v):.2f} [{min(v):.2f}-{max(v):.2f}] us against "
                      f"{pick(b):.2f} [{min(b):.2f}-{max(b):.2f}]: {ratio:.2f}")
        gm = math.exp(sum(map(math.log, ratios)) / len(ratios))
        print(f"{device}: {len(ratios)} points, geometric mean {gm:.2f}, below 0.9: {sum(r < 0.9 for r in ratios)}, "
              f"above 1.1: {sum(r > 1.1 for r in ratios)}")


compare(statistics.median, "median over rounds")
compare(min, "fastest round")
