#!/usr/bin/env python3
"""Prints the tables of this folder's README from its raw files (run from this folder)."""
import re
import statistics as st
from collections import defaultdict


def med(xs):
    return f"{st.median(xs):.3f} [{min(xs):.3f}-{max(xs):.3f}]"


def kernels():
    t = defaultdict(list)
    for line in open("kernel-alone.txt"):
        f = line.split()
        t[(f[2], f[3])].append(float(f[5]))
    print("| SparseMatmult B, s | ours, shm | JNI binding, vader | ratio of medians |")
    print("|---|---:|---:|---:|")
    for what, label in (("SparseMatmult", "alone in its JVM"), ("section2", "after Section 2's other four kernels")):
        o, j = t[("ours", what)], t[("jni", what)]
        print(f"| {label} | {med(o)} | {med(j)} | {st.median(o) / st.median(j):.2f} |")


def loops(path, title):
    t = defaultdict(lambda: defaultdict(list))
    comp = defaultdict(lambda: defaultdict(list))
    for line in open(path):
        f = line.split()
        lab = f[2]
        m = re.search(r"loop_ms (\S+) allreduce_ms (\S+) first20_ms (\S+) late_median_us (\S+)", line)
        if m:
            for k, v in zip(("loop ms", "Allreduces ms", "first 20 ms", "late median us"), m.groups()):
                t[lab][k].append(float(v))
        m = re.search(r"(C[12]) \{.*standard:\s+(\S+) s, \d+ bytes, (\d+) methods; osr:\s+(\S+) s", line)
        if m:
            comp[lab][m.group(1) + " s"].append(float(m.group(2)) + float(m.group(4)))
            comp[lab][m.group(1) + " methods"].append(int(m.group(3)))
    print(f"\n{title}")
    labels = list(t)
    keys = list(next(iter(t.values())))
    print("| | " + " | ".join(labels) + " |")
    print("|---|" + "---:|" * len(labels))
    for k in keys:
        print(f"| {k} | " + " | ".join(med(t[l][k]) for l in labels) + " |")
    if comp:
        for k in ("C1 methods", "C1 s", "C2 methods", "C2 s"):
            print(f"| {k} per rank | " + " | ".join(
                f"{min(comp[l][k]):g}-{max(comp[l][k]):g}" for l in labels) + " |")


kernels()
loops("sparse-loop.txt", "SparseLoop, 5 rounds")
loops("sparse-loop-citime.txt", "SparseLoop with -XX:+CITime, 3 rounds (both ranks' counts)")
loops("exchange-warm.txt", "Allreduces alone (-Dnz=0), 3000 calls, 3 rounds")


def warmup(path, title):
    t = defaultdict(lambda: defaultdict(list))
    order = []
    for line in open(path):
        f = line.split()
        lab = f[2]
        if lab not in order:
            order.append(lab)
        t[lab]["launch to exit"].append(float(f[4]))
        for k, v in zip(f[5::2], f[6::2]):
            t[lab][k].append(float(v))
    keys = list(t[order[0]])
    print(f"\n{title}")
    print("| s | " + " | ".join(order) + " |")
    print("|---|" + "---:|" * len(order))
    for k in keys:
        print(f"| {k} | " + " | ".join(med(t[l][k]) for l in order) + " |")
    base, new = t["base-warmup300"], t["new-warmup300"]
    print("new warm-up over base warm-up, round by round:")
    for k in keys:
        ratios = [n / b for n, b in zip(new[k], base[k])]
        print(f"  {k}: median of per-round ratios {st.median(ratios):.2f}, {sum(r < 1 for r in ratios)} of {len(ratios)} lower")


warmup("warmup-sparse-b.txt", "SparseMatmult B alone, 6 rounds")
warmup("warmup-section2-a.txt", "Section 2 A in one JVM, 4 rounds")
warmup("warmup-section2-b.txt", "Section 2 B in one JVM, 4 rounds")
