"""Per test, device and size: each round's median call, median [min-max] over the rounds, this build
('ours') against the baseline, and in how many rounds this build was faster. `python3 summarize.py DIR`."""
import csv
import collections
import pathlib
import statistics
import sys

for f in sorted(pathlib.Path(sys.argv[1]).glob("*.csv")):
    runs = collections.defaultdict(list)
    for r in csv.DictReader(open(f)):
        runs[(r["test"], r["device"], int(r["bytes"]), r["library"])].append((int(r["round"]), float(r["median_us"])))
    print(f"{f.name}\n| test | device | bytes | before, us | after, us | after / before | after faster |\n|---|---|---:|---:|---:|---:|---:|")
    for key in sorted({k[:3] for k in runs}):
        a = [v for _, v in sorted(runs[key + ("baseline",)])]
        b = [v for _, v in sorted(runs[key + ("ours",)])]
        cell = lambda v: f"{statistics.median(v):.3f} [{min(v):.3f}-{max(v):.3f}]"
        print(f"| {key[0]} | {key[1]} | {key[2]} | {cell(a)} | {cell(b)} | {statistics.median(b) / statistics.median(a):.2f} | "
              f"{sum(y < x for x, y in zip(a, b))} of {len(a)} |")
    print()
