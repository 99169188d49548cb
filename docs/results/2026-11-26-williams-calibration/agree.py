"""Rules two tuning tables share: same primitive, p and algorithm, overlapping sizes (the first step of
how the built-in network rules were made). Usage: python3 agree.py a/tuning.txt b/tuning.txt"""
import sys

def rules(path):
    out = []
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        prim, p, sizes, alg, *params = line.split()
        lo, hi = sizes.split("-") if "-" in sizes else ("0", "*")
        out.append((prim, int(p), int(lo), float("inf") if hi == "*" else int(hi), alg, " ".join(params)))
    return out

a, b = rules(sys.argv[1]), rules(sys.argv[2])
shared = [(x, y) for x in a for y in b if x[:2] == y[:2] and x[4] == y[4] and x[2] <= y[3] and y[2] <= x[3]]
print(f"{len(a)} and {len(b)} rules; {len(shared)} pairs agree (primitive, p, algorithm, overlapping sizes):")
for x, y in shared:
    fmt = lambda r: f"{r[2]}-{'*' if r[3] == float('inf') else r[3]}"
    print(f"  {x[0]:15} p={x[1]:<3} {x[4]:20} {fmt(x):>16} | {fmt(y):>16}")
