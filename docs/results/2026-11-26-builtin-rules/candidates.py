"""Candidate built-in network rules from two calibrations A and B (folders with tuning.txt and
calibration.md), each written to OUT/<name>.txt in the tuning table format. The calibrations measured
the hierarchical algorithms with one rank per host, where they are the leaders' flat algorithm: the
built-in rules of the time (LEADERS), else the defaults. So hierarchical rules are left out, or, in
the -as-run candidates, replaced by what the leaders ran (LEADERS' rules clipped to their sizes):
  table-a, table-b  one calibration's table
  table-a-as-run, table-b-as-run
  agreed            the rules both tables wrote (same primitive, p and algorithm), on the sizes both cover
  documented        B's rules that A also wrote, kept where B's confirmation measured the tuned library
                    faster than the default at every measured size of the rule, by 5% at one at least
                    (the procedure behind the previous built-in rules)
  confirmed-twice   agreed, kept where both confirmations measured that
Usage: python3 candidates.py OUT A B LEADERS"""
import os
import sys

INF = float("inf")


def rules(path, leaders=None):
    """The table's rules; hierarchical ones left out, or replaced by the leaders' rules clipped to them."""
    out = []
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        prim, p, sizes, alg = line.split()[:4]
        lo, hi = sizes.split("-") if "-" in sizes else ("0", "*")
        r = (prim, int(p), int(lo), INF if hi == "*" else int(hi), alg)
        if alg != "hierarchical":
            out.append(r)
        elif leaders is not None:
            out += [(prim, r[1], max(r[2], x[2]), min(r[3], x[3]), x[4]) for x in leaders
                    if x[:2] == r[:2] and x[2] <= r[3] and r[2] <= x[3]]
    return out


def points(path):
    """(primitive, p, bytes) -> (tuned us, default us), from calibration.md's confirmation table."""
    out = {}
    for line in open(path):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 10 and cells[1].isdigit() and cells[2].isdigit():
            out[(cells[0].lower(), int(cells[1]), int(cells[2]))] = (float(cells[3]), float(cells[8]))
    return out


def confirmed(run, prim, p, lo, hi, _alg):
    gains = [1 - t / d for (q, n, b), (t, d) in run.items() if (q, n) == (prim, p) and lo <= b <= hi]
    return bool(gains) and min(gains) > 0 and max(gains) >= 0.05


def merged(rs):
    """Adjacent rules of one algorithm joined (the as-run replacements continue their neighbours)."""
    out = []
    for r in sorted(rs, key=lambda r: (r[0], r[1], r[2])):
        if out and out[-1][:2] == r[:2] and out[-1][4] == r[4] and out[-1][3] + 1 == r[2]:
            out[-1] = out[-1][:3] + (r[3], r[4])
        else:
            out.append(r)
    return out


def line(r):
    sizes = f"{r[2]}-{'*' if r[3] == INF else r[3]}"
    return f"{r[0]:<17}{r[1]:<11}{sizes:<22}{r[4]}\n"


out, a, b, leaders = sys.argv[1:5]
ta, tb = rules(a + "/tuning.txt"), rules(b + "/tuning.txt")
lead = rules(leaders)
pa, pb = points(a + "/calibration.md"), points(b + "/calibration.md")
pairs = [(x, y) for x in tb for y in ta if x[:2] == y[:2] and x[4] == y[4] and x[2] <= y[3] and y[2] <= x[3]]
agreed = [(x[0], x[1], max(x[2], y[2]), min(x[3], y[3]), x[4]) for x, y in pairs]
candidates = {
    "table-a": ta,
    "table-b": tb,
    "table-a-as-run": rules(a + "/tuning.txt", lead),
    "table-b-as-run": rules(b + "/tuning.txt", lead),
    "agreed": agreed,
    "documented": [x for x in dict.fromkeys(x for x, _ in pairs) if confirmed(pb, *x)],
    "confirmed-twice": [r for r in agreed if confirmed(pa, *r) and confirmed(pb, *r)],
}
for name, rs in candidates.items():
    with open(os.path.join(out, name + ".txt"), "w") as f:
        f.write("# primitive processes bytes algorithm\n")
        f.writelines(line(r) for r in merged(rs))
    print(f"{name}: {len(merged(rs))} rules")
