#!/usr/bin/env python3
"""Prints this folder's tables from its raw files (run from this folder)."""
import collections
import csv
import re
import statistics as st


def spread(xs, fmt="%.2f"):
    return (fmt + " [" + fmt + "-" + fmt + "]") % (st.median(xs), min(xs), max(xs))


print("## PingPong over nio, Java 17: Open MPI TCP (C) time / ours, per round (bandwidth ratio)")
runs = collections.defaultdict(dict)
for r in csv.reader(open("pingpong-nio.csv")):
    runs[(r[0], int(r[7]))][r[1]] = (float(r[9]), float(r[10]))
for size in (262144, 1048576, 4194304):
    c = runs[("c-tcp", size)]
    print("%d B: C fastest call %s us, median call %s us" % (
        size, spread([v[0] for v in c.values()], "%.0f"), spread([v[1] for v in c.values()], "%.0f")))
    for variant in ("default", "chunk64k", "chunk1m", "write1m", "read1m", "sockbuf4m"):
        ours = runs[(variant, size)]
        fastest = [c[k][0] / ours[k][0] for k in ours]
        median = [c[k][1] / ours[k][1] for k in ours]
        print("  %-10s fastest call %s   median call %s" % (variant, spread(fastest), spread(median)))

print("\n## A job's first 1000 Allreduces of one double, rank 0's loop, ms")
cold = collections.defaultdict(list)
for line in open("cold-allreduce.txt"):
    m = re.match(r"(\S+) round \d+ .*loop_ms=([0-9.]+)", line)
    if m:
        cold[m.group(1)].append(float(m.group(2)))
for variant, xs in cold.items():
    print("  %-12s %s" % (variant, spread(xs, "%.1f")))

print("\n## JGF Section 2 A, seconds, and the ratio of medians to the default")
jgf = collections.defaultdict(list)
labels = []
for line in open("jgf-a.txt"):
    label, _, kernel, t = line.split()
    jgf[(kernel, label)].append(float(t))
    if label not in labels:
        labels.append(label)
for kernel in sorted({k for k, _ in jgf}):
    base = st.median(jgf[(kernel, labels[0])])
    print("  %-16s" % kernel + "".join(
        "  %s %s (%.2f)" % (l, spread(jgf[(kernel, l)], "%.3f"), st.median(jgf[(kernel, l)]) / base) for l in labels))
