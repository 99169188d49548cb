"""Tables of this folder: `warm FILE` (lines `round build us per call, 5 blocks: ...`: the fastest block
per launch, then median [min-max] over launches per build); `calls`, `kernels` and `compilations` as in
2026-11-28-wait-inlining's summarize.py, which this runs."""
import collections
import pathlib
import runpy
import statistics
import sys


def warm(path):
    runs = collections.defaultdict(list)
    for line in open(path):
        f = line.split()
        runs[f[1]].append(min(float(x) for x in line.split(":")[1].split()))
    for build, v in runs.items():
        print(f"{build}: {statistics.median(v):.3f} [{min(v):.3f}-{max(v):.3f}] us per Allreduce ({len(v)} launches)")


if __name__ == "__main__":
    if sys.argv[1] == "warm":
        warm(sys.argv[2])
    else:
        other = pathlib.Path(__file__).resolve().parent.parent / "2026-11-28-wait-inlining" / "summarize.py"
        sys.argv = [str(other)] + sys.argv[1:]
        runpy.run_path(str(other), run_name="__main__")
