#!/usr/bin/env python3
"""Prints the tables of this folder's README from its data (run from the project root or this folder)."""
import collections
import csv
import os
import statistics as st

os.chdir(os.path.dirname(os.path.abspath(__file__)))


def spread(v):
    return "%.0f [%.0f-%.0f]" % (st.median(v), min(v), max(v)) if max(v) > 10 else "%.3f [%.3f-%.3f]" % (st.median(v), min(v), max(v))


print("Warm runs: ours over the JNI binding and over MPJ Express, each library on its fastest device (median of rounds)")
for run in ("warm-5rounds", "warm4-sort"):
    t = collections.defaultdict(list)
    for r in csv.DictReader(open(run + "/cgm.csv")):
        t[(r["kernel"], int(r["n"]), r["library"], r["device"])].append(float(r["ns_per_item"]))
    med = {k: st.median(v) for k, v in t.items()}
    print(run)
    for kernel, n in sorted({(k, n) for k, n, _, _ in med}):
        def best(lib):
            return min((v, d) for (k, nn, l, d), v in med.items() if (k, nn, l) == (kernel, n, lib))
        ours, jni, mpje = best("ours"), best("jni"), best("mpjexpress")
        print("  %-11s %8d  ours %.0f (%s) / JNI %.0f (%s) = %.2f, / MPJ Express %.0f (%s) = %.2f" % (
            kernel, n, ours[0], ours[1], jni[0], jni[1], ours[0] / jni[0], mpje[0], mpje[1], ours[0] / mpje[0]))

print("\nSort timed cold, ns per item: median [min-max] of 10 rounds, and ours as threads over MPJ Express round by round")
cold = collections.defaultdict(dict)
for line in open("cold-sort-10rounds.txt"):
    label, n, r, ns = line.split()[:4]
    cold[n].setdefault(label, {})[int(r)] = float(ns)
for n, by in cold.items():
    print("  n = %s: %s" % (n, ", ".join("%s %s" % (l, spread(list(v.values()))) for l, v in by.items())))
    ratios = [by["thr"][r] / by["mpje"][r] for r in sorted(by["thr"])]
    print("    thr / mpje per round: %s; median %.2f" % (" ".join("%.2f" % x for x in ratios), st.median(ratios)))

for name, title in (("young-jgf-a.txt", "JGF size A, seconds"), ("young-cgm.txt", "CGM kernels cold, ns per item")):
    print("\nA smaller young generation for thread jobs, %s (median [min-max], and over thr):" % title)
    d = collections.defaultdict(list)
    labels = []
    for line in open(name):
        f = line.split()
        if len(f) != 4:
            continue
        d[(f[2], f[0])].append(float(f[3]))
        if f[0] not in labels:
            labels.append(f[0])
    for case in sorted({c for c, _ in d}):
        base = st.median(d[(case, labels[0])])
        print("  %-20s" % case + "  ".join("%s %s %.2f" % (l, spread(d[(case, l)]), st.median(d[(case, l)]) / base) for l in labels))
