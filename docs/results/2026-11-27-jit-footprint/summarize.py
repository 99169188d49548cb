#!/usr/bin/env python3
"""Prints this folder's tables from cold-allreduce.txt, citime.txt and jgf-a.txt (argument: the folder)."""
import collections, re, statistics as st, sys

d = sys.argv[1] if len(sys.argv) > 1 else '.'

def spread(v):
    return '%.3g [%.3g-%.3g]' % (st.median(v), min(v), max(v))

def loops(name, labels, title):
    """Prints, per size, each label's loop times from lines 'LABEL n=N iters=I loop_ms=T'."""
    times = collections.defaultdict(list)
    for line in open(f'{d}/{name}'):
        m = re.match(r'(\w+)\s+n=(\d+) iters=(\d+) loop_ms=([\d.]+)', line)
        if m: times[(m[2], m[1])].append(float(m[4]))
    print(f'## {title}, ms (median [min-max])')
    for n in sorted({k[0] for k in times}, key=int):
        print(f'n={n}: ' + '; '.join(f'{b} {spread(times[(n, b)])}' for b in labels if (n, b) in times))

loops('cold-allreduce.txt', ('before', 'this', 'jni'), 'First Allreduces of a job')
print()
loops('segment-proxy.txt', ('library', 'segment'), 'The lean-path proxy')

print('\n## JIT compilers per rank (CITime): C1 s, C1 code KB, C2 s, methods compiled')
rows = collections.defaultdict(list); label = None
for line in open(f'{d}/citime.txt'):
    if line.startswith('#'):
        _, b, k, *_ = line.split(); label = (k, b); continue
    if 'C1 {' in line:
        std = re.search(r'standard:\s+([\d.]+) s.*?osr:\s+([\d.]+) s.*?nmethods_size: (\d+)', line)
        rows[label].append(['c1', float(std[1]) + float(std[2]), int(std[3]) / 1024])
    elif 'C2 {' in line:
        std = re.search(r'standard:\s+([\d.]+) s.*?osr:\s+([\d.]+) s', line)
        rows[label].append(['c2', float(std[1]) + float(std[2])])
    elif 'Total compiled methods' in line:
        rows[label].append(['n', int(re.search(r'(\d+) methods', line)[1])])
for (k, b), r in rows.items():
    c1 = [x[1] for x in r if x[0] == 'c1']; kb = [x[2] for x in r if x[0] == 'c1']
    c2 = [x[1] for x in r if x[0] == 'c2']; n = [x[1] for x in r if x[0] == 'n']
    print(f'{k} {b}: C1 {min(c1):.3f}-{max(c1):.3f} s, {min(kb):.0f}-{max(kb):.0f} KB; C2 {min(c2):.3f}-{max(c2):.3f} s; '
          f'{min(n)}-{max(n)} methods ({len(n)} rank JVMs)')

def jgf(name, title):
    """Prints per kernel the two builds' times from lines 'BUILD ROUND KERNEL SECONDS'."""
    times = collections.defaultdict(list); order = []
    for line in open(f'{d}/{name}'):
        b, r, k, t = line.split(); times[(k, b)].append(float(t))
        if k not in order: order.append(k)
    print(f'\n## {title}, s (median [min-max]), this / before')
    for k in order:
        a, t = times[(k, 'before')], times[(k, 'this')]
        print(f'{k}: before {spread(a)}; this {spread(t)}; {st.median(t) / st.median(a):.2f}')

jgf('jgf-a.txt', 'JGF size A')
print('\n# The engine\'s monitor (monitor.sh)\n')
loops('cold-allreduce-monitor.txt', ('before', 'this'), 'First Allreduces of a job')
jgf('jgf-a-monitor.txt', 'JGF size A')
jgf('moldyn-monitor.txt', 'MolDyn A alone')
