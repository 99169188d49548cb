"""Gather at p = 2, 0 B, in the order the calls ran (the rounds' Williams order rebuilt): every other
call is slow, whatever the algorithm. Usage: python3 alternation.py confirm-samples-p2.csv.gz"""
import collections, csv, gzip, statistics as st, sys

calls, names = collections.defaultdict(dict), []
for r in csv.DictReader(gzip.open(sys.argv[1], "rt")):
    if r["test"] == "Gather" and r["bytes"] == "0":
        v = r["device"].split("+", 1)[1]
        if v not in names:
            names.append(v)
        calls[v][int(r["round"])] = float(r["us"])
n = len(names)
first, lo, hi = [0] * n, 1, n - 1
for j in range(1, n):  # WilliamsOrder's first row: 0, 1, n-1, 2, n-2, ...
    first[j], lo, hi = (lo, lo + 1, hi) if j % 2 else (hi, lo, hi - 1)
rows = [[(first[j] + i) % n for j in range(n)] for i in range(n)]
rows += [row[::-1] for row in rows] if n % 2 else []
seq = [(names[v], calls[names[v]][r]) for r in range(len(calls[names[0]])) for v in rows[r % len(rows)]]
print("variants:", " ".join(names))
print("first 40 calls (us):", " ".join(f"{x:.0f}" for _, x in seq[:40]))
print(f"median of the even calls {st.median(x for i, (_, x) in enumerate(seq) if i % 2 == 0):.1f} us, "
      f"of the odd calls {st.median(x for i, (_, x) in enumerate(seq) if i % 2 == 1):.1f} us")
for v in names:
    xs = sorted(calls[v].values())
    print(f"{v:10} median {st.median(xs):5.2f}  10th percentile {xs[len(xs) // 10]:5.2f}  90th {xs[9 * len(xs) // 10]:5.2f}")
