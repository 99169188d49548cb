"""Paired ratios (median over rounds of a/b, call by call) from the samples of run.sh's second part."""
import csv, collections, glob, gzip, math, statistics as st, sys

d = sys.argv[1] if len(sys.argv) > 1 else "."
for build in ("before", "after"):
    ratios = collections.defaultdict(list)
    for f in sorted(glob.glob(f"{d}/table-{build}-*-samples.csv.gz")):
        calls = collections.defaultdict(dict)
        for r in csv.DictReader(gzip.open(f, "rt")):
            calls[int(r["bytes"])].setdefault(r["device"].split("+", 1)[1], {})[int(r["round"])] = float(r["us"])
        for v in calls.values():
            pair = lambda a, b: st.median([v[a][r] / v[b][r] for r in v[b]])
            for a, b in (("table", "hierarchical"), ("linear", "hierarchical"), ("table@2", "table")):
                ratios[f"{a} / {b}"].append(pair(a, b))
    for name, xs in ratios.items():
        geo = math.exp(st.mean(math.log(x) for x in xs))
        print(f"{build:6} {name:22} geometric mean {geo:.3f} [{min(xs):.2f}-{max(xs):.2f}], above 1 at {sum(x > 1 for x in xs)} of {len(xs)} points")
