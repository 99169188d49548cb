"""Prints the tables of README.md from the raw files: `python3 summarize.py DIR`.
Allreduce and Reduce (allreduce-3rounds.csv, reduce-3rounds.csv): per size, over the rounds, the median of each round's fastest and
median call, this build and the baseline over threads and shm. JGF (jgf-*/jgf.csv, launches in round
order): per kernel, median [min-max] over the rounds of ours, the baseline (the build before) and the
JNI binding, each device, and the paired ratio ours / baseline per round (geometric mean). Kernels
alone (kernels.txt): median [min-max] of ours and the baseline over threads, the JNI binding over vader,
and ours' and the baseline's median over the JNI binding's."""
import collections
import csv
import pathlib
import statistics
import sys

d = pathlib.Path(sys.argv[1])

for test in ("allreduce", "reduce"):
    calls = collections.defaultdict(list)
    for r in csv.DictReader(open(d / f"{test}-3rounds.csv")):
        calls[(r["device"], int(r["bytes"]), r["library"])].append((float(r["min_us"]), float(r["median_us"])))
    print(f"{test} p=2, us: fastest call / median call, median over rounds")
    for dev in ("threads", "shm"):
        for b in sorted({k[1] for k in calls if k[0] == dev}):
            cells = []
            for lib in ("baseline", "ours"):
                v = calls[(dev, b, lib)]
                cells.append(f"{statistics.median(x for x, _ in v):.2f} / {statistics.median(y for _, y in v):.2f}")
            print(f"  {dev} {b} B: before {cells[0]}  after {cells[1]}")


def fmt(v):
    return f"{statistics.median(v):.3f} [{min(v):.3f}-{max(v):.3f}]"


for f in sorted(d.glob("jgf-*/jgf.csv")):
    t = collections.defaultdict(list)
    for r in csv.DictReader(open(f)):
        t[(r["kernel"], r["size"], r["library"], r["device"])].append(float(r["seconds"]))
    print(f"\n{f.parent.name}: seconds, median [min-max]; after / before paired by round (geometric mean)")
    for kernel, size in sorted({k[:2] for k in t}, key=lambda k: (k[1], k[0])):
        line = []
        for lib, dev in (("ours", "threads"), ("baseline", "threads"), ("ours", "shm"), ("baseline", "shm"), ("jni", "vader")):
            if (kernel, size, lib, dev) in t:
                line.append(f"{lib}/{dev} {fmt(t[(kernel, size, lib, dev)])}")
        for dev in ("threads", "shm", "nio"):
            a, b = t.get((kernel, size, "ours", dev)), t.get((kernel, size, "baseline", dev))
            if a and b:
                line.append(f"{dev} after/before {statistics.geometric_mean([x / y for x, y in zip(a, b)]):.2f}")
        print(f"  {kernel} {size}: " + "; ".join(line))


k = collections.defaultdict(list)
for line in list(open(d / "kernels.txt")) + list(open(d / "kernels-no-allreduce.txt")):
    _, kernel, size, lib, sec = line.split()
    if sec != "FAILED":
        k[(kernel, size, lib)].append(float(sec))
print("\nkernels alone (kernels.txt, kernels-no-allreduce.txt): seconds, median [min-max]")
for kernel, size in sorted({x[:2] for x in k}):
    o, b, j = (k[(kernel, size, lib)] for lib in ("ours", "baseline", "jni"))
    print(f"  {kernel} {size}: ours/threads {fmt(o)}; baseline/threads {fmt(b)}; jni/vader {fmt(j)}; "
          f"ours / jni {statistics.median(o) / statistics.median(j):.2f}, baseline / jni {statistics.median(b) / statistics.median(j):.2f}, "
          f"after / before paired {statistics.geometric_mean([x / y for x, y in zip(o, b)]):.2f}")

alone = collections.defaultdict(list)
for line in open(d / "alone-12rounds.txt"):
    _, kernel, lib, sec = line.split()
    alone[(kernel, lib)].append(float(sec))
for kernel in sorted({k for k, _ in alone}):
    o, b = alone[(kernel, "ours")], alone[(kernel, "baseline")]
    print(f"{kernel} A alone over threads, 12 rounds: ours {fmt(o)}, baseline {fmt(b)}, "
          f"paired {statistics.geometric_mean([x / y for x, y in zip(o, b)]):.2f}")
