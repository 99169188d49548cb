"""Prints this folder's tables from kernels.txt, warm.txt and citime.txt: `python3 summarize.py DIR`."""
import collections
import pathlib
import statistics
import sys

d = pathlib.Path(sys.argv[1])
runs = collections.defaultdict(list)
for line in open(d / "kernels.txt"):
    f = line.split()
    if line.startswith("#") or len(f) != 5:
        continue
    _, variant, where, kernel, seconds = f
    runs[(where, kernel, variant)].append(float(seconds))


def cell(v):
    return f"{statistics.median(v):.3f} [{min(v):.3f}-{max(v):.3f}]"


variants = ["ours", "interpreted", "jni"]
print("| kernel, size A | ours | ours, the library interpreted | JNI binding | ours / JNI | interpreted / JNI |")
print("|---|---:|---:|---:|---:|---:|")
for where, kernel in dict.fromkeys(k[:2] for k in runs):
    v = [runs[(where, kernel, x)] for x in variants]
    jni = statistics.median(v[2])
    print(f"| {kernel} ({where}) | " + " | ".join(cell(x) for x in v)
          + f" | {statistics.median(v[0]) / jni:.2f} | {statistics.median(v[1]) / jni:.2f} |")
print()
warm = collections.defaultdict(list)
for line in open(d / "warm.txt"):
    f = line.split()
    warm[f[0]].append({f[i]: int(f[i + 1]) for i in range(5, len(f) - 1, 2)})
print("| warm Allreduce of 2048 doubles, us | p10 | p50 | p90 |")
print("|---|---:|---:|---:|")
for variant, rows in warm.items():
    print(f"| {variant} | " + " | ".join(f"{statistics.median(r[q] for r in rows)} [{min(r[q] for r in rows)}-{max(r[q] for r in rows)}]"
                                         for q in ("p10", "p50", "p90")) + " |")
print()
import re
comp = collections.defaultdict(lambda: collections.defaultdict(list))
variant = None
for line in open(d / "citime.txt"):
    if line.startswith("#"):
        variant = line.split()[1]
        continue
    m = re.search(r"(C1|C2) \{.*standard:\s+([\d.]+) s, \d+ bytes, (\d+) methods; osr:\s+([\d.]+) s", line)
    if m:
        comp[variant][m[1] + " ms"].append(1000 * (float(m[2]) + float(m[4])))
        comp[variant][m[1] + " methods"].append(int(m[3]))
cols = ["C1 methods", "C1 ms", "C2 methods", "C2 ms"]
print("| MolDyn A job, rank 0's JVM | " + " | ".join(cols) + " |")
print("|---|" + "---:|" * len(cols))
for variant, c in comp.items():
    print(f"| {variant} | " + " | ".join(f"{min(c[k]):.0f}-{max(c[k]):.0f}" for k in cols) + " |")
if (d / "sum-leaf.txt").exists():
    print()
    ab = collections.defaultdict(list)
    for line in open(d / "sum-leaf.txt"):
        f = line.split()
        if not line.startswith("#") and len(f) == 5:
            ab[(f[2], f[3], f[1])].append(float(f[4]))
    print("| kernel, size A | before | after (sum-leaf.patch) | after / before | after faster, rounds |")
    print("|---|---:|---:|---:|---:|")
    for where, kernel in dict.fromkeys(k[:2] for k in ab):
        x, y = ab[(where, kernel, "before")], ab[(where, kernel, "after")]
        print(f"| {kernel} ({where}) | {cell(x)} | {cell(y)} | {statistics.median(y) / statistics.median(x):.2f} | "
              f"{sum(a < b for a, b in zip(y, x))} of {len(x)} |")
print()
loops = collections.defaultdict(list)
for line in open(d / "sum-loops.txt"):
    name, _, n, ns, _ = line.split()
    loops[(int(n), name)].append(float(ns))
print("| SUM of doubles, warm, ns per element | plain (the library's) | c32 | c256 |")
print("|---|---:|---:|---:|")
for n in sorted(dict.fromkeys(k[0] for k in loops)):
    print(f"| {n} | " + " | ".join(f"{min(loops[(n, v)]):.3f}" for v in ("plain", "c32", "c256")) + " |")
