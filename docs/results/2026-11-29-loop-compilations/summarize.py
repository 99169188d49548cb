"""Prints the tables of README.md from the raw files of this folder (python3 summarize.py, from it)."""
import statistics as st
from pathlib import Path

HERE = Path(__file__).parent


def spread(v):
    return '%.3f [%.3f-%.3f]' % (st.median(v), min(v), max(v)) if max(v) < 10 else '%.1f [%.1f-%.1f]' % (st.median(v), min(v), max(v))


def kernels(name):
    """'label kernel seconds' lines: {kernel: {label: [seconds]}}."""
    d = {}
    for line in (HERE / name).read_text().splitlines():
        f = line.split()
        if len(f) == 3:
            d.setdefault(f[1], {}).setdefault(f[0], []).append(float(f[2]))
    return d


def ab(name, labels, against):
    """Each kernel's seconds per label; each label's ratio of medians to `against`, and the per-round
    ratio (the launches of a round ran one after another): median, and the rounds it was lower."""
    print('\n## %s: seconds, median [min-max]; over %s: ratio of medians, per-round ratio median (rounds lower)' % (name, against))
    d = kernels(name)
    others = [l for l in labels if l != against]
    print('| kernel | ' + ' | '.join(labels) + ' | ' + ' | '.join('%s / %s' % (l, against) for l in others) + ' |')
    for k in sorted(d):
        row = [spread(d[k][l]) for l in labels]
        base = d[k][against]
        ratios = []
        for l in others:
            paired = [x / y for x, y in zip(d[k][l], base)]
            ratios.append('%.2f, %.2f (%d of %d)' % (st.median(d[k][l]) / st.median(base), st.median(paired),
                                                    sum(r < 1 for r in paired), len(paired)))
        print('| %s | %s | %s |' % (k, ' | '.join(row), ' | '.join(ratios)))


def steps(name):
    print('\n## %s: rank 0\'s loop, ms, median [min-max]' % name)
    d = {}
    for line in (HERE / name).read_text().splitlines():
        f = line.split()
        if len(f) > 2 and f[1] == 'total':
            d.setdefault(f[0], []).append(float(f[2]))
    for k, v in d.items():
        print('| %s | %s | %d |' % (k, spread(v), len(v)))


def calls(name):
    print('\n## %s: each rank\'s Allreduce calls, wall and CPU ms summed, median [min-max] over ranks and launches' % name)
    d = {}
    for line in (HERE / name).read_text().splitlines():
        f = line.split()
        if 'wall/cpu' not in line:
            continue
        c = [tuple(map(int, x.split('/'))) for x in f[f.index('us:') + 1:]]
        late = c[20:]
        slow = [x for x in late if x[0] > 300]
        d.setdefault(f[0], []).append((sum(x[0] for x in c[:20]) / 1e3, sum(x[1] for x in c[:20]) / 1e3,
                                       sum(x[0] for x in late) / 1e3, sum(x[1] for x in late) / 1e3,
                                       st.median(x[0] for x in late), len(slow),
                                       sum(x[0] for x in slow) / 1e3, sum(x[1] for x in slow) / 1e3))
    print('| | calls 1-20 wall | CPU | calls 21-200 wall | CPU | median call, us | calls over 300 us | their wall | their CPU |')
    for k, rows in d.items():
        print('| %s | %s |' % (k, ' | '.join(spread([r[i] for r in rows]) for i in range(8))))


ab('ab-copies-1.txt', ['before', 'first', 'methods', 'jni'], 'before')
ab('ab-copies-2.txt', ['before', 'first', 'lean', 'jni'], 'before')
ab('ab-copies-3.txt', ['before', 'this', 'lean', 'jni'], 'before')
ab('ab-copies-3.txt', ['before', 'this', 'jni'], 'jni')
ab('ab-sum-wait-B.txt', ['this', 'wait', 'jni'], 'this')
ab('ab-sum-wait-A.txt', ['this', 'wait', 'jni'], 'this')
ab('ab-jdk25-B.txt', ['this', 'jni'], 'jni')
ab('ab-library-thresholds.txt', ['this', 'scaled'], 'this')
steps('untimed-calls-before.txt')
calls('calls.txt')
