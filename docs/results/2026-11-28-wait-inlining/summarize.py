"""Tables of this folder from its raw files:
`compilations LOGDIR` (HotSpot compilation logs, one directory per build, a log per rank): per rank, C2's
total, its longest compilations, and those that inlined the engine's wait (PointToPointEngine.waitUntil);
`calls FILE` (lines `round build rank ... loop_ms X ... stalls_ms Y`): median [min-max] per build;
`kernels FILE` (lines `round build kernel seconds`): the same per kernel, and after / before."""
import collections
import pathlib
import re
import statistics
import sys

TASK = re.compile(r"<task (compile_id='\d+'[^>]*)>(.*?)<task_done ([^>]*)/>", re.S)
ATTR = re.compile(r"(\w+)='([^']*)'")
WAIT = re.compile(r"<method id='(\d+)' holder='(\d+)' name='waitUntil'")
ENGINE = re.compile(r"<klass id='(\d+)' name='io.mpj.engine.PointToPointEngine'")


def inlines_wait(body):
    """Whether this compilation's inlining tree took PointToPointEngine.waitUntil in."""
    engines = set(ENGINE.findall(body))
    ids = {m for m, holder in WAIT.findall(body) if holder in engines}
    for call in re.finditer(r"<call method='(\d+)'", body):
        if call.group(1) in ids:
            verdict = re.compile(r"<inline_(success|fail)").search(body, call.end())
            following = re.compile(r"<call method=").search(body, call.end())
            if verdict and verdict.group(1) == "success" and (not following or verdict.start() < following.start()):
                return True
    return False


def compilations(root):
    for build in sorted(pathlib.Path(root).iterdir()):
        for log in sorted(build.glob("*.log")):
            c2 = []
            for attrs, body, done in TASK.findall(log.read_text(errors="replace")):
                a, d = dict(ATTR.findall(attrs)), dict(ATTR.findall(done))
                if a.get("level", "4") != "4":
                    continue
                ms = (float(d["stamp"]) - float(a["stamp"])) * 1000
                c2.append((ms, a["method"].split(" (")[0].replace(" ", "."), d.get("inlined_bytes", "0"), inlines_wait(body)))
            c2.sort(reverse=True)
            waits = [c for c in c2 if c[3]]
            print(f"{build.name} {log.stem}: C2 {sum(c[0] for c in c2):.0f} ms over {len(c2)} methods; "
                  f"{len(waits)} inlined the wait ({sum(c[0] for c in waits):.0f} ms: "
                  + ", ".join(f"{m} {ms:.0f} ms" for ms, m, _, _ in waits) + ")")
            for ms, m, inlined, _ in c2[:4]:
                print(f"    {ms:.0f} ms {m} ({inlined} bytes inlined)")


def calls(path):
    runs = collections.defaultdict(lambda: collections.defaultdict(list))
    for line in open(path):
        f = line.split()
        build, rank = f[1], f[3]
        if rank != "0":
            continue
        runs[build]["loop_ms"].append(float(f[f.index("loop_ms") + 1]))
        runs[build]["stalls_ms"].append(float(f[f.index("stalls_ms") + 1]))
    for build, v in runs.items():
        print(build + ": " + "; ".join(f"{k} {statistics.median(x):.0f} [{min(x):.0f}-{max(x):.0f}]" for k, x in v.items())
              + f" ({len(v['loop_ms'])} launches, rank 0)")


def kernels(path):
    runs = collections.defaultdict(list)
    for line in open(path):
        _, build, kernel, s = line.split()
        runs[(kernel, build)].append(float(s))
    for kernel in dict.fromkeys(k for k, _ in runs):
        med = {b: statistics.median(runs[(kernel, b)]) for b in ("before", "after")}
        cells = [f"{b} {med[b]:.3f} [{min(runs[(kernel, b)]):.3f}-{max(runs[(kernel, b)]):.3f}]" for b in med]
        print(f"{kernel}: " + ", ".join(cells) + f"; after / before {med['after'] / med['before']:.2f}")


if __name__ == "__main__":
    {"compilations": compilations, "calls": calls, "kernels": kernels}[sys.argv[1]](sys.argv[2])
