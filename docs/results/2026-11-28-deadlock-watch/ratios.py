"""Per file, device and size: each round's time of this build over the baseline's, the two measured in
the same round, and their geometric mean. `python3 ratios.py DIR`."""
import collections
import csv
import pathlib
import statistics
import sys

for f in sorted(pathlib.Path(sys.argv[1]).glob("*.csv")):
    times = collections.defaultdict(dict)
    for r in csv.DictReader(open(f)):
        times[(r["test"], r["device"], int(r["bytes"]))][(r["library"], int(r["round"]))] = float(r["median_us"])
    print(f"{f.name}: after / before per round, geometric mean")
    for key, t in sorted(times.items()):
        ratios = [t[("ours", n)] / t[("baseline", n)] for n in sorted({n for _, n in t})]
        print(f"  {key[0]} {key[1]} {key[2]} B: " + " ".join(f"{x:.2f}" for x in ratios) + f"  -> {statistics.geometric_mean(ratios):.3f}")
