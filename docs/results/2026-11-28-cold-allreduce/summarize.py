"""Tables of this folder from its raw files (rank 0's lines): `python3 summarize.py DIR`."""
import collections
import pathlib
import re
import statistics
import sys


def fmt(v, f="{:.1f}"):
    return f"{f.format(statistics.median(v))} [{f.format(min(v))}-{f.format(max(v))}]"


def launches(path):
    """(variant, lines) per launch, from the '# experiment variant' headers."""
    out, name = [], None
    for line in open(path):
        if line.startswith("# "):
            name = line[2:].split(" ", 1)[1].strip()
            out.append((name, []))
        else:
            out[-1][1].append(line)
    return out


def per_launch(path, quantiles, blocks=False):
    """Per variant: each launch's total, call percentiles and, for 200 calls in blocks of 20, its blocks' times."""
    runs = collections.defaultdict(lambda: collections.defaultdict(list))
    for name, lines in launches(path):
        for line in lines:
            if " total " in line:
                runs[name]["total ms"].append(float(line.split()[3]))
            elif blocks and "compute/allreduce" in line:
                cells = [c.split("/") for c in line.split(":")[1].split()]
                runs[name]["compute ms"].append(sum(float(c[0]) for c in cells))
                runs[name]["first 20 calls ms"].append(float(cells[0][1]))
                runs[name]["calls 20-200 ms"].append(sum(float(c[1]) for c in cells[1:]))
            elif "allreduce us" in line:
                for q in quantiles:
                    runs[name][q + " us"].append(float(re.search(q + r" (\d+)", line).group(1)))
    return runs


def table(title, runs, f):
    keys = list(next(iter(runs.values())))
    print(f"| {title} | " + " | ".join(keys) + " |\n|---|" + "---:|" * len(keys))
    for name, v in runs.items():
        print(f"| {name} | " + " | ".join(fmt(v[k], f) for k in keys) + " |")


def loop(d):
    table("", per_launch(d / "loop.txt", ["p50"], blocks=True), "{:.1f}")


def calls(d):
    print("| | calls | over 500 us | their wall ms | their CPU ms | all calls' wall ms | CPU ms |\n|---|---:|---:|---:|---:|---:|---:|")
    for name, lines in launches(d / "calls.txt"):
        for line in lines:
            if "wall/cpu" in line:
                c = [tuple(int(x) for x in cell.split("/")) for cell in line.split(":")[1].split()]
                slow = [x for x in c if x[0] > 500]
                print(f"| {name} | {len(c)} | {len(slow)} | {sum(w for w, _ in slow) / 1000:.1f} | {sum(u for _, u in slow) / 1000:.1f} "
                      f"| {sum(w for w, _ in c) / 1000:.1f} | {sum(u for _, u in c) / 1000:.1f} |")


def jit(d):
    table("300 Allreduces of 2048 doubles", per_launch(d / "jit.txt", ["p50", "p90", "max"]), "{:.0f}")


def levers(d):
    t = collections.defaultdict(list)
    for line in open(d / "levers.txt"):
        variant, where, kernel, s = line.split()
        t[(kernel, where, variant)].append(float(s))
    rows = list(dict.fromkeys((k, w) for k, w, _ in t))
    variants = list(dict.fromkeys(v for _, _, v in t))
    print("| kernel, size A | " + " | ".join(variants) + " |\n|---|" + "---:|" * len(variants))
    for k, w in rows:
        print(f"| {k} ({w}) | " + " | ".join(fmt(t[(k, w, v)], "{:.3f}") if t[(k, w, v)] else "-" for v in variants) + " |")


if __name__ == "__main__":
    d = pathlib.Path(sys.argv[1])
    for f in (loop, calls, jit, levers):
        print(f"\n## {f.__name__}\n")
        f(d)
