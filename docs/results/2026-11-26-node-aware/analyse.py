"""Hierarchical against the best flat algorithm, by the median call, per run of run.sh.
Usage: python3 analyse.py RUN.csv... (mpj-bench CSVs with devices shm+<algorithm>)"""
import csv
import sys
from collections import defaultdict

FLAT_EXCLUDED = {"hierarchical", "table"}
for path in sys.argv[1:]:
    med = defaultdict(dict)
    for r in csv.DictReader(open(path)):
        alg = r["device"].split("+", 1)[1]
        med[(r["test"], int(r["p"]), int(r["bytes"]))][alg] = float(r["median_us"])
    print(f"\n{path}\n")
    print("| test | p | bytes | hierarchical (ms) | best flat | its median (ms) | hierarchical / best flat | library's choice (ms) |")
    print("|---|---:|---:|---:|---|---:|---:|---:|")
    for (test, p, size), m in sorted(med.items()):
        flat = {a: t for a, t in m.items() if a not in FLAT_EXCLUDED}
        best = min(flat, key=flat.get)
        print(f"| {test} | {p} | {size} | {m['hierarchical'] / 1e3:.3f} | {best} | {flat[best] / 1e3:.3f} "
              f"| {m['hierarchical'] / flat[best]:.2f} | {m['table'] / 1e3:.3f} |")
