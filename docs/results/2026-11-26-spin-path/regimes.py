#!/usr/bin/env python3
"""Per point, the median of the launches' median calls, split by the machine's regime in that launch.

This machine flips between two states from launch to launch (Open MPI's vader as much as ours: a
64 KiB ping-pong takes 2.4-2.6 or 9-11 us over shared memory); a launch is "fast" when its PingPong
of 64 KiB is below the threshold of its device. Usage: regimes.py rounds.csv"""
import csv, collections, statistics, sys

FAST_64K = {"shm": 5.0, "nio": 15.0, "vader": 8.0, "tcp": 28.0}
rows = list(csv.DictReader(open(sys.argv[1])))
launch_64k = {(r["round"], r["library"], r["device"]): float(r["median_us"])
              for r in rows if r["test"] == "PingPong" and r["bytes"] == "65536"}
cells = collections.defaultdict(list)
for r in rows:
    fast = launch_64k[(r["round"], r["library"], r["device"])] < FAST_64K[r["device"]]
    cells[(r["device"], r["test"], int(r["bytes"]), "fast" if fast else "slow", r["library"])].append(float(r["median_us"]))
libraries = sorted({k[4] for k in cells})
print("| device | test | bytes | regime | " + " | ".join(libraries) + " |")
print("|---|---|---:|---|" + "---:|" * len(libraries))
for point in sorted({k[:4] for k in cells}):
    out = []
    for lib in libraries:
        v = cells.get(point + (lib,), [])
        out.append("%.3f (%d)" % (statistics.median(v), len(v)) if v else "-")
    print("| %s | %s | %d | %s | " % point + " | ".join(out) + " |")
