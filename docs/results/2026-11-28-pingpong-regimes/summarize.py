"""The figures of this folder's README from its raw files (run from this folder): per file, the values
per launch in launch order, and their median [min-max]."""
import csv
import re
import statistics


def fmt(v, f="{:.0f}"):
    return f"{f.format(statistics.median(v))} [{f.format(min(v))}-{f.format(max(v))}]"


def numbers(path, pattern):
    return [float(m.group(1)) for line in open(path) for m in [re.search(pattern, line)] if m]


def launches(path):
    """Per launch of mpj-bench: the probe before it, and its 1 B and 64 KiB medians; split by the
    64 KiB median (a launch in one of the host's slow periods takes 10 µs there, else 2.3-2.5)."""
    probe = numbers(path, r"probe ([\d.]+) ns")
    one = numbers(path, r"1 B median ([\d.]+) us")
    big = numbers(path, r"65536 B median ([\d.]+) us")
    print(f"{path}: line probe ns {probe}")
    print("  1 B median us", one, "| 64 KiB median us", big)
    for name, keep in (("64 KiB under 4 us", lambda b: b < 4), ("64 KiB over 4 us", lambda b: b >= 4)):
        v = [o for o, b in zip(one, big) if keep(b)]
        if v:
            print(f"  launches with {name}: {len(v)}, 1 B median {fmt(v, '{:.3f}')} us")


def main():
    launches("bench-launches.txt")
    launches("bench-launches-after.txt")
    w = numbers("bench-warmup100k.txt", r"1 B median ([\d.]+) us")
    print("bench, JIT warm-up 100 000 calls: 1 B median us", w, fmt(w, "{:.3f}"))
    steady = [statistics.median([int(x) for x in line.split(":")[1].split()][-15:]) for line in open("no-barrier.txt")]
    print("no Barriers, last 15 blocks' median ns per launch", steady, fmt(steady))
    print("pingpong/rounds.csv, each round's median call, us (1 B / 64 KiB):")
    rows = list(csv.DictReader(open("pingpong/rounds.csv")))
    for r in sorted({int(x["round"]) for x in rows}):
        cells = []
        for lib, dev in (("ours", "shm"), ("jni", "vader"), ("c", "vader")):
            v = {int(x["bytes"]): float(x["median_us"]) for x in rows
                 if int(x["round"]) == r and x["library"] == lib and x["device"] == dev}
            cells.append(f"{lib}/{dev} {v[1]:.3f} / {v[65536]:.2f}")
        print(f"  round {r}: " + ", ".join(cells))
    print("  line probe before and after, ns:", numbers("pingpong-probes.txt", r"([\d.]+) ns"))


if __name__ == "__main__":
    main()
