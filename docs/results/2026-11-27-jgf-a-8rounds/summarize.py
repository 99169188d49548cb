#!/usr/bin/env python3
"""Each kernel's median over the rounds on each library's fastest device, and ours over the others."""
import collections
import csv
import os
import statistics as st

os.chdir(os.path.dirname(os.path.abspath(__file__)))
t = collections.defaultdict(list)
for r in csv.DictReader(open("run/jgf.csv")):
    t[(r["kernel"], r["library"], r["device"])].append(float(r["seconds"]))
for kernel in dict.fromkeys(k for k, _, _ in t):
    def best(lib):
        m, d = min((st.median(v), d) for (k, l, d), v in t.items() if k == kernel and l == lib)
        v = t[(kernel, lib, d)]
        return m, d, min(v), max(v)
    o, m, j = best("ours"), best("mpjexpress"), best("jni")
    print("%-13s ours %.3f [%.3f-%.3f] (%s)  MPJ Express %.3f [%.3f-%.3f] (%s)  JNI %.3f [%.3f-%.3f] (%s)  ours/MPJE %.2f  ours/JNI %.2f" % (
        kernel, o[0], o[2], o[3], o[1], m[0], m[2], m[3], m[1], j[0], j[2], j[3], j[1], o[0] / m[0], o[0] / j[0]))
