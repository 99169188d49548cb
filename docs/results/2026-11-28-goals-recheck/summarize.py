#!/usr/bin/env python3
"""Ours over the JNI binding and over MPJ Express per kernel: the median over the rounds, each library
on its fastest device, with that device's min and max. `python3 summarize.py` (any directory)."""
import collections
import csv
import os
import statistics as st

here = os.path.dirname(os.path.abspath(__file__))
for name, value, unit in (("run-jgf/jgf.csv", "seconds", "s"), ("run-cgm/cgm.csv", "ns_per_item", "ns per item"),
                          ("run-jgf-b/jgf.csv", "seconds", "s")):
    t = collections.defaultdict(list)
    for r in csv.DictReader(open(os.path.join(here, name))):
        t[(r["kernel"], r.get("size") or r.get("n"), r["library"], r["device"])].append(float(r[value]))
    print(f"{name} ({unit}): median [min-max] on the fastest device; ours / JNI binding, ours / MPJ Express")
    for kernel, size in dict.fromkeys((k, s) for k, s, _, _ in t):
        def best(lib):
            m, d = min((st.median(v), d) for (k, s, l, d), v in t.items() if (k, s, l) == (kernel, size, lib))
            v = t[(kernel, size, lib, d)]
            return m, d, min(v), max(v)
        o, j, e = best("ours"), best("jni"), best("mpjexpress")
        cell = lambda b: f"{b[0]:.4g} [{b[2]:.4g}-{b[3]:.4g}] ({b[1]})"
        print(f"| {kernel} | {size} | {cell(o)} | {cell(j)} | {cell(e)} | {o[0] / j[0]:.2f} | {o[0] / e[0]:.2f} |")
    print()
