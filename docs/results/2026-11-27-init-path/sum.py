"""Medians [min-max] of startup-ab-*.txt per p and build: ms to the last MPI.Init, and to mpjrun's exit."""
import re, statistics, sys, collections
for f in sys.argv[1:]:
    v = collections.defaultdict(list)
    for line in open(f):
        np = re.match(r"np (\d+)", line).group(1)
        for name, init, total in re.findall(r"(this|base|off) (\d+) (\d+)", line):
            v[(int(np), name)].append((int(init), int(total)))
    print(f)
    for (np, name), xs in sorted(v.items()):
        i = [x[0] for x in xs]; t = [x[1] for x in xs]
        print(f"  p={np} {name:4} init {statistics.median(i):.0f} [{min(i)}-{max(i)}] exit {statistics.median(t):.0f} [{min(t)}-{max(t)}]")
