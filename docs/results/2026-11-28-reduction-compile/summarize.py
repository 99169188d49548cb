"""Tables of this folder from its raw files: `compilations LOGDIR` (HotSpot compilation logs, one
directory per launch), `times FILE` (round, build, seconds per line) and `jgf CSV` (mpj-bench jgf's
times: medians per library and device, this build over the one before and over the JNI binding)."""
import collections
import pathlib
import re
import statistics
import sys

TASK = re.compile(r"<task (compile_id='\d+'[^>]*)>.*?<task_done ([^>]*)/>", re.S)
ATTR = re.compile(r"(\w+)='([^']*)'")


def tasks(log):
    """(start s, duration ms, level, method) of every compilation in one rank's log."""
    for attrs, done in TASK.findall(log.read_text(errors="replace")):
        a, d = dict(ATTR.findall(attrs)), dict(ATTR.findall(done))
        level = a.get("level", "4") + (" osr" if "osr_bci" in a else "")
        yield float(a["stamp"]), (float(d["stamp"]) - float(a["stamp"])) * 1000, level, a["method"].split(" (")[0]


def compilations(root):
    """Per rank: C2 time on the reduction operators; C1 and C2 time on the library and the JDK once the kernel runs."""
    for launch in sorted(pathlib.Path(root).iterdir()):
        for log in sorted(launch.glob("*.log")):
            rows = sorted(tasks(log))
            start = min(t[0] for t in rows if t[3].startswith("jgf.section3.Particles"))
            ops = [(s, ms, lvl, m.split(".")[-1]) for s, ms, lvl, m in rows if "PredefinedOp" in m and lvl.startswith("4")]
            spent = collections.Counter()
            for s, ms, lvl, m in rows:
                if s >= start and not m.startswith("jgf"):
                    spent[("library" if m.startswith(("io.mpj", "mpi.")) else "jdk", "C2" if lvl.startswith("4") else "C1")] += ms
            print(f"{launch.name} {log.stem}: reduction C2 {sum(t[1] for t in ops):.0f} ms "
                  f"({', '.join(f'{m} {lvl} {ms:.0f}' for _, ms, lvl, m in ops)}); during the kernel: "
                  + ", ".join(f"{k[0]} {k[1]} {v:.0f} ms" for k, v in sorted(spent.items())))


def times(path):
    runs = collections.defaultdict(list)
    for line in open(path):
        _, build, t = line.split()
        runs[build].append(float(t))
    for build, v in runs.items():
        print(f"{build}: median {statistics.median(v):.3f} s [{min(v):.3f}-{max(v):.3f}], {len(v)} launches")
    pairs = list(zip(runs["before"], runs["after"]))
    print(f"after faster in {sum(a < b for b, a in pairs)} of {len(pairs)} rounds")


def jgf(path):
    import csv
    runs = collections.defaultdict(list)
    for row in csv.DictReader(open(path)):
        runs[(row["kernel"], row["library"], row["device"])].append(float(row["seconds"]))
    med = {k: statistics.median(v) for k, v in runs.items()}
    for kernel in dict.fromkeys(k[0] for k in med):
        jni = min(v for (k, lib, _), v in med.items() if k == kernel and lib == "jni")
        cells = []
        for dev in ("shm", "nio", "threads"):
            after, before = med[(kernel, "ours", dev)], med[(kernel, "baseline", dev)]
            cells.append(f"{dev} {before:.3f} -> {after:.3f} ({after / before:.2f})")
        best = min(med[(kernel, "ours", d)] for d in ("shm", "nio", "threads"))
        print(f"{kernel}: " + ", ".join(cells) + f"; fastest ours / JNI binding's fastest {best / jni:.2f}")


if __name__ == "__main__":
    {"compilations": compilations, "times": times, "jgf": jgf}[sys.argv[1]](sys.argv[2])
