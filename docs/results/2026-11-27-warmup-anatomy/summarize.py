"""Summaries of this folder's raw outputs, as the README quotes them: python3 summarize.py"""
import re
import statistics as st


def sections(path):
    """The lines of each '# label' section of a raw output."""
    out, label = {}, None
    for line in open(path):
        if line.startswith('# '):
            label = line[2:].strip()
            out[label] = []
        elif label:
            out[label].append(line.rstrip('\n'))
    return out


def allreduce_loop():
    print('## allreduce-loop.txt: rank 0, per round of 2000 calls: median / mean / max (us), calls over 100 us')
    for label, lines in sections('allreduce-loop.txt').items():
        for n in ('1', '2048'):
            cells = []
            for line in lines:
                f = line.split()
                if len(f) > 18 and f[0] == 'ROUND' and f[4] == '0' and f[6] == n:
                    cells.append(f'{f[10]}/{f[12]}/{f[16]}/{f[18]}')
            print(f'{label:32s} n={n:5s} ' + '  '.join(cells))


def moldyn_steps():
    print('\n## moldyn-steps.txt: rank 0 per repetition (ms): time, in the Allreduces; then rank 0 moves 20-49 of the first')
    for label, lines in sections('moldyn-steps.txt').items():
        reps = [re.search(r'rank 0 rep (\d): ([\d.]+) ms, reduce ([\d.]+)', l) for l in lines]
        reps = sorted((int(m.group(1)), m.group(2), m.group(3)) for m in reps if m)
        print(f'{label:22s} ' + '  '.join(f'{t}/{r}' for _, t, r in reps))
        moves = [l.split() for l in lines if l.startswith('r0 m')]
        moves = [m for m in moves if 20 <= int(m[1][1:]) < 50]
        if moves:
            med = lambda k: st.median(float(m[k]) for m in moves)
            print(f'{"":22s} moves 20-49, median us: compute {med(3):.0f}, fx {med(5):.0f}, fy {med(7):.0f}, fz {med(9):.0f}, '
                  f'the 3 scalar Allreduces {med(11):.0f}')


def citime():
    print('\n## citime.txt: per rank JVM, C1 / C2 compilation seconds and methods, total')
    label = None
    for line in open('citime.txt'):
        if line.startswith('# '):
            label = line[2:].strip()
            continue
        m = re.search(r'(C1|C2) \{speed.*?standard:\s+([\d.]+) s, \d+ bytes, (\d+) methods; osr:\s+([\d.]+) s', line)
        if m:
            print(f'{label:22s} {m.group(1)} {float(m.group(2)) + float(m.group(4)):.3f} s, {m.group(3)} methods')
        elif 'Total compilation' in line:
            print(f'{label:22s} total {line.split(":")[-1].strip()}')


def binding():
    print('\n## binding.txt: seconds, median [min-max] over the rounds')
    names = {'MonteCarlo': ['MonteCarlo'], 'section2': ['Series', 'LUFact', 'Crypt', 'SOR', 'SparseMatmult'],
             'section3': ['MolDyn', 'MonteCarlo', 'RayTracer']}
    rows = {}
    for line in open('binding.txt'):
        m = re.match(r'round \d (\S+)\s+(\S+) (.*)', line.strip())
        if m:
            rows.setdefault((m.group(2), m.group(1)), []).append([float(v) for v in m.group(3).split()])
    for (what, cfg), runs in rows.items():
        for i, kernel in enumerate(names[what]):
            xs = [r[i] for r in runs if len(r) > i]
            print(f'{what:10s} {cfg:14s} {kernel:14s} {st.median(xs):.3f} [{min(xs):.3f}-{max(xs):.3f}]')


allreduce_loop()
moldyn_steps()
citime()
binding()
