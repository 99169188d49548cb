"""Prints the tables of this folder's README from the raw files run.sh wrote (run from the project root)."""
import collections
import csv
import re
import pathlib
import statistics

D = pathlib.Path(__file__).resolve().parent
fmt = lambda v: f"{statistics.median(v):.3f} [{min(v):.3f}-{max(v):.3f}]"


def ab(name):
    runs = collections.defaultdict(list)
    for line in (D / name).read_text().split("\n"):
        parts = line.split()
        if len(parts) == 3:
            runs[(parts[1], parts[0])].append(float(parts[2]))
    kernels = sorted({k for k, _ in runs}, key=lambda k: min(min(v) for (kk, _), v in runs.items() if kk == k))
    print(f"\n{name}: median [min-max] seconds over {len(next(iter(runs.values())))} launches each")
    print("| kernel | this build | the build before | JNI binding, vader | this / before | this / JNI | before / JNI | this faster, launches |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for k in kernels:
        t, b, j = runs[(k, "this")], runs[(k, "base")], runs[(k, "jni")]
        mt, mb, mj = (statistics.median(v) for v in (t, b, j))
        wins = sum(x < y for x, y in zip(t, b))
        print(f"| {k} | {fmt(t)} | {fmt(b)} | {fmt(j)} | {mt / mb:.2f} | {mt / mj:.2f} | {mb / mj:.2f} | {wins} of {len(t)} |")


def compile_cpu():
    """Per library: rank 1's loop, and in it the ms each core gave the rank's main threads and the compilers."""
    rows = collections.defaultdict(list)
    label = None
    for line in (D / "compile-cpu.txt").read_text().split("\n"):
        m = re.match(r"# (\w+): .*total ([\d.]+) ms.*p90 (\d+)", line)
        if m:
            label = m.group(1)
            rows[label].append({"loop": float(m.group(2)), "p90": int(m.group(3)), "main": 0.0, "jit": 0.0})
            continue
        m = re.match(r"\s+\[\d+\] (.+?)\s+\d+ switches ([\d.]+) ms", line)
        if m and label:
            kind = "jit" if "CompilerThre" in m.group(1) else "main" if m.group(1).strip() == "java" else None
            if kind:
                rows[label][-1][kind] += float(m.group(2))
    print("\ncompile-cpu.txt: rank 1's loop (ms), its Allreduce p90 (us), and in the loop the CPU ms of both ranks'"
          " main threads and of their JIT compiler threads (both cores), median [min-max] over the launches")
    print("| library | loop, ms | Allreduce p90, us | main threads, ms | compiler threads, ms |")
    print("|---|---:|---:|---:|---:|")
    names = {"this": "ours, this build", "base": "ours, the build before", "jni": "JNI binding"}
    for k in ("this", "base", "jni"):
        cell = lambda f: (lambda v: f"{statistics.median(v):.0f} [{min(v):.0f}-{max(v):.0f}]")([r[f] for r in rows[k]])
        print(f"| {names[k]} | {cell('loop')} | {cell('p90')} | {cell('main')} | {cell('jit')} |")


def libraries(name):
    """Each library on its fastest device (median over rounds), ours and the build before it over the others."""
    t = collections.defaultdict(list)
    for r in csv.DictReader((D / name / "jgf.csv").open()):
        t[(r["kernel"], r["size"], r["library"], r["device"])].append(float(r["seconds"]))

    def best(kernel, size, lib):
        m, d = min((statistics.median(v), d) for (k, s, l, d), v in t.items() if (k, s, l) == (kernel, size, lib))
        v = t[(kernel, size, lib, d)]
        return m, d, min(v), max(v)

    cell = lambda b: f"{b[0]:.3f} [{b[2]:.3f}-{b[3]:.3f}] {b[1]}"
    print(f"\n{name}: median [min-max] seconds on each library's fastest device")
    print("| kernel | this build | the build before | JNI binding | MPJ Express | this / JNI | before / JNI | this / MPJ Express |")
    print("|---|---|---|---|---|---:|---:|---:|")
    for kernel, size in dict.fromkeys((k, s) for k, s, _, _ in t):
        o, b, j, e = (best(kernel, size, lib) for lib in ("ours", "baseline", "jni", "mpjexpress"))
        print(f"| {kernel} {size} | {cell(o)} | {cell(b)} | {cell(j)} | {cell(e)} | {o[0] / j[0]:.2f} | {b[0] / j[0]:.2f} | {o[0] / e[0]:.2f} |")


ab("ab-section2-B.txt")
compile_cpu()
libraries("jgf-b")
print("\nline probe (ns one way) after each part:", (D / "line-probe.txt").read_text().replace("\n", "; "))
