"""Prints the tables of this folder's README from the raw files run.sh wrote (run from the project root)."""
import collections
import csv
import json
import pathlib
import statistics

D = pathlib.Path(__file__).resolve().parent


def ab(name):
    runs = collections.defaultdict(list)
    for line in (D / name).read_text().split("\n"):
        parts = line.split()
        if len(parts) == 3:
            runs[(parts[1], parts[0])].append(float(parts[2]))
    kernels = sorted({k for k, _ in runs}, key=lambda k: min(min(v) for (kk, _), v in runs.items() if kk == k))
    print(f"\n{name}: median [min-max] seconds over {len(next(iter(runs.values())))} launches each")
    print("| kernel | primed (default) | MPJ_PRIME_SUMS=false | JNI binding, vader | primed / off | primed / JNI | off / JNI | primed faster, launches |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for k in kernels:
        p, o, j = runs[(k, "primed")], runs[(k, "off")], runs[(k, "jni")]
        mp, mo, mj = (statistics.median(v) for v in (p, o, j))
        wins = sum(a < b for a, b in zip(p, o))
        fmt = lambda v: f"{statistics.median(v):.3f} [{min(v):.3f}-{max(v):.3f}]"
        print(f"| {k} | {fmt(p)} | {fmt(o)} | {fmt(j)} | {mp / mo:.2f} | {mp / mj:.2f} | {mo / mj:.2f} | {wins} of {len(p)} |")


def startup():
    rows = collections.defaultdict(lambda: ([], []))
    for f in sorted((D / "startup").glob("*/startup.csv")):
        primed = f.parent.name.split("-")[0]
        for line in f.read_text().split("\n")[1:]:
            if line:
                cells = line.split(",")
                rows[primed][0].append(int(cells[4]))
                rows[primed][1].append(int(cells[5]))
    print("\nlaunch to MPI.Init returned on every rank, and to mpjrun's exit (ms), median [min-max]:")
    for k, (init, total) in sorted(rows.items(), reverse=True):
        print(f"  mpj.prime.sums={k}: {statistics.median(init):.0f} [{min(init)}-{max(init)}], "
              f"{statistics.median(total):.0f} [{min(total)}-{max(total)}] over {len(init)} launches")


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


for name in ("ab-section2-A.txt", "ab-section3-A.txt", "ab-section2-B.txt"):
    ab(name)
startup()
rows = collections.defaultdict(list)
for line in (D / "cpu.txt").read_text().split("\n"):
    if line:
        v, wall, user, system = line.split()
        rows[v].append((float(wall), float(user) + float(system)))
print("\na job of two ranks, Init to Finalize (s; /usr/bin/time, 10 ms steps), median [min-max]:")
for v, x in sorted(rows.items(), reverse=True):
    walls, cpus = [w for w, _ in x], [c for _, c in x]
    print(f"  mpj.prime.sums={v}: wall {statistics.median(walls):.3f} [{min(walls):.2f}-{max(walls):.2f}], "
          f"CPU {statistics.median(cpus):.3f} [{min(cpus):.2f}-{max(cpus):.2f}] over {len(x)} jobs")
for name in ("jgf-a", "jgf-b"):
    libraries(name)
print("\nline probe (ns one way) after each part:", (D / "line-probe.txt").read_text().replace("\n", "; "))
