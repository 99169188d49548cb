"""Tables of this folder. `frames DIR` (HotSpot compilation logs, one per rank): each C2 compilation of
FrameWriter.write, FrameReader.read and RingWriter.flush, with the bytes it inlined, its code size and
wall time. `table FILE` (compilations.txt): per build and job, median [min-max] of each of those."""
import collections
import pathlib
import re
import statistics
import sys

TASK = re.compile(r"<task (compile_id='\d+'[^>]*)>(.*?)<task_done ([^>]*)/>", re.S)
ATTR = re.compile(r"(\w+)='([^']*)'")
METHODS = ("io.mpj.transport.support.FrameWriter write", "io.mpj.transport.support.FrameReader read",
           "io.mpj.transport.shm.RingWriter flush")


def frames(logs):
    for log in sorted(pathlib.Path(logs).glob("*.log")):
        for attrs, _, done in TASK.findall(log.read_text(errors="replace")):
            a, d = dict(ATTR.findall(attrs)), dict(ATTR.findall(done))
            name = a["method"].split(" (")[0]
            if a.get("level", "4") == "4" and name in METHODS and "osr_bci" not in a:
                ms = (float(d["stamp"]) - float(a["stamp"])) * 1000
                print(f"{name.split('.')[-1]} inlined {d.get('inlined_bytes', '0')} nmsize {d.get('nmsize', '0')} ms {ms:.0f}")


def table(path):
    v = collections.defaultdict(list)
    build = job = None
    for line in open(path):
        m = re.match(r"# (\w+) round \d+ (\w+)", line)
        if m:
            build, job = m.groups()
            continue
        f = line.split()
        for k in ("inlined", "nmsize", "ms"):
            v[(job, f[0] + " " + f[1], k, build)].append(float(f[f.index(k) + 1]))
    rows = sorted({k[:3] for k in v})
    print("| job | method | measure | before | after |")
    print("|---|---|---|---:|---:|")
    for job, method, k in rows:
        cells = []
        for b in ("before", "after"):
            x = v.get((job, method, k, b), [])
            cells.append(f"{statistics.median(x):.0f} [{min(x):.0f}-{max(x):.0f}] ({len(x)})" if x else "-")
        print(f"| {job} | {method} | {k} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    {"frames": frames, "table": table}[sys.argv[1]](sys.argv[2])
