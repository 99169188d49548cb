#!/usr/bin/env python3
"""Ours over the JNI binding and over MPJ Express per kernel and n, from each run's cgm.csv (run from
this folder): medians over rounds, each library on its fastest device, ours with and without
--dev threads."""
import collections
import csv
import statistics as st

for run in ("run1-3rounds", "run2-5rounds"):
    t = collections.defaultdict(list)
    for r in csv.DictReader(open(run + "/cgm.csv")):
        t[(r["kernel"], int(r["n"]), r["library"], r["device"])].append(float(r["ns_per_item"]))
    med = {k: st.median(v) for k, v in t.items()}
    print(run)
    for kernel, n in sorted({(k, n) for k, n, _, _ in med}):
        def best(lib, exclude=()):
            return min((v, d) for (k, nn, l, d), v in med.items() if (k, nn, l) == (kernel, n, lib) and d not in exclude)
        ours, ours_p, jni, mpje = best("ours"), best("ours", ("threads",)), best("jni"), best("mpjexpress")
        print("  %-11s %8d  ours %.0f (%s) / JNI %.0f (%s) = %.2f, / MPJ Express %.0f (%s) = %.2f;"
              "  processes only: ours %.0f (%s) / JNI %.2f, / MPJ Express %.2f" % (
                  kernel, n, ours[0], ours[1], jni[0], jni[1], ours[0] / jni[0], mpje[0], mpje[1], ours[0] / mpje[0],
                  ours_p[0], ours_p[1], ours_p[0] / jni[0], ours_p[0] / mpje[0]))
