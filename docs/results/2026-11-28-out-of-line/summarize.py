"""Tables of this folder. `runs FILE` (citime.txt, library-c1.txt): per variant, C2's time per rank's
JVM (-XX:+CITime, where logged), the ping-pong's first 8 blocks and steady state, the Allreduce loop's
blocks, and the two kernels' times; medians [min-max] over the rounds. `cpu FILE` (allreduce-cpu.txt):
per block of 50 Allreduces, the median over ranks and launches of the wall time and of the main
thread's CPU time. `alone FILE` (moldyn-a.txt: lines `build kernel seconds ...`): median [min-max]
per build. `c2 DIR` (HotSpot compilation logs, one per rank): each rank's C2 compilations of 10 ms or
more (wall time, from the log's stamps: the compiler thread shares the rank's core)."""
import collections
import pathlib
import re
import statistics
import sys

C2 = re.compile(r"C2 \{speed: [\d.]+ bytes/s; standard: +([\d.]+) s, (\d+) bytes, (\d+) methods")


def fmt(v, f="{:.0f}"):
    return f"{f.format(statistics.median(v))} [{f.format(min(v))}-{f.format(max(v))}]" if v else "-"


def runs(path):
    runs = collections.defaultdict(lambda: collections.defaultdict(list))
    build, what = path.rsplit("/", 1)[-1].split(".")[0], None
    for line in open(path):
        m = re.match(r"# ([\w-]+) round \d+ (\w+)", line)
        if m:
            build, what = m.groups()
            continue
        c = C2.search(line)
        if c:
            runs[build][what + " C2 ms"].append(float(c.group(1)) * 1000)
            runs[build][what + " C2 methods"].append(int(c.group(3)))
        elif line.startswith("ns/msg:"):
            v = [int(x) for x in line.split(":")[1].split()]
            runs[build]["pingpong first 8 blocks ms"].append(sum(v[:8]) * 2 * 2500 / 1e6)
            runs[build]["pingpong all 40 blocks ms"].append(sum(v) * 2 * 2500 / 1e6)
            runs[build]["pingpong last 10 blocks ns/msg"].append(statistics.median(v[-10:]))
        elif line.startswith("ms per 25 calls:"):
            v = [float(x) for x in line.split(":")[1].split()]
            runs[build]["allreduce 800 KB, 400 calls ms"].append(sum(v))
            runs[build]["allreduce slowest block of 25 ms"].append(max(v[4:]))
        elif "Run:SizeA" in line or "Kernel:SizeB" in line:
            runs[build][line.split()[0].split(":")[1] + " s"].append(float(line.split()[1]))
    keys = list(dict.fromkeys(k for b in runs.values() for k in b))
    print("| | " + " | ".join(runs) + " |")
    print("|---|" + "---:|" * len(runs))
    for k in keys:
        f = "{:.3f}" if k.endswith(" s") else "{:.0f}"
        print(f"| {k} | " + " | ".join(fmt(runs[b][k], f) for b in runs) + " |")


def cpu(path):
    blocks = collections.defaultdict(lambda: ([], []))
    for line in open(path):
        for k, cell in enumerate(line.split(":")[1].split()):
            wall, main_cpu, _ = (float(x) for x in cell.split("/"))
            blocks[k][0].append(wall)
            blocks[k][1].append(main_cpu)
    print("| calls | wall ms | main thread's CPU ms | off the core |")
    print("|---|---:|---:|---:|")
    for k, (wall, main_cpu) in sorted(blocks.items()):
        w, c = statistics.median(wall), statistics.median(main_cpu)
        print(f"| {50 * k + 1}-{50 * (k + 1)} | {fmt(wall)} | {fmt(main_cpu)} | {1 - c / w:.0%} |")


def alone(path):
    times = collections.defaultdict(list)
    for line in open(path):
        f = line.split()
        times[f[0]].append(float(f[2]))
    for build, v in times.items():
        print(f"{build}: {fmt(v, '{:.3f}')} s over {len(v)} launches")


TASK = re.compile(r"<task (compile_id='\d+'[^>]*)>(.*?)<task_done ([^>]*)/>", re.S)
ATTR = re.compile(r"(\w+)='([^']*)'")


def c2(logs):
    for log in sorted(pathlib.Path(logs).glob("*.log")):
        print(f"{log.name}:")
        for attrs, _, done in TASK.findall(log.read_text(errors="replace")):
            a, d = dict(ATTR.findall(attrs)), dict(ATTR.findall(done))
            ms = (float(d["stamp"]) - float(a["stamp"])) * 1000
            if a.get("level", "4") == "4" and ms >= 10:
                print(f"    {a['method'].split(' (')[0]} from {float(a['stamp']):.3f} s: {ms:.0f} ms, "
                      f"{d.get('inlined_bytes', '0')} bytes inlined")


if __name__ == "__main__":
    {"runs": runs, "cpu": cpu, "alone": alone, "c2": c2}[sys.argv[1]](sys.argv[2])
