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


def loop(d):
    runs = collections.defaultdict(lambda: collections.defaultdict(list))
    for name, lines in launches(d / "loop.txt"):
        for line in lines:
            if " total " in line:
                runs[name]["total ms"].append(float(line.split()[3]))
            elif "compute/allreduce" in line:
                cells = [c.split("/") for c in line.split(":")[1].split()]
                runs[name]["first 20 calls ms"].append(float(cells[0][1]))
                runs[name]["calls 20-200 ms"].append(sum(float(c[1]) for c in cells[1:]))
                runs[name]["compute ms"].append(sum(float(c[0]) for c in cells))
            elif "allreduce us" in line:
                runs[name]["median call us"].append(float(re.search(r"p50 (\d+)", line).group(1)))
    keys = ["total ms", "compute ms", "first 20 calls ms", "calls 20-200 ms", "median call us"]
    print("| | " + " | ".join(keys) + " |\n|---|" + "---:|" * len(keys))
    for name, v in runs.items():
        print(f"| {name} | " + " | ".join(fmt(v[k]) for k in keys) + " |")


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
    runs = collections.defaultdict(lambda: collections.defaultdict(list))
    for name, lines in launches(d / "jit.txt"):
        for line in lines:
            if " total " in line:
                runs[name]["total ms"].append(float(line.split()[3]))
            elif "allreduce us" in line:
                for q in ("p50", "p90", "max"):
                    runs[name][q + " us"].append(float(re.search(q + r" (\d+)", line).group(1)))
    keys = ["total ms", "p50 us", "p90 us", "max us"]
    print("| 300 Allreduces of 2048 doubles | " + " | ".join(keys) + " |\n|---|" + "---:|" * len(keys))
    for name, v in runs.items():
        print(f"| {name} | " + " | ".join(fmt(v[k], "{:.0f}") for k in keys) + " |")


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
