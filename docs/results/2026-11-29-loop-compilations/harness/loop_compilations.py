"""Each rank's JIT compilations that start within a timed loop, from JFR's jdk.Compilation events
(printed with `jfr print --json`, one file per rank in DIR), biggest first.
usage: loop_compilations.py DIR kernel:SECONDS [TOP]   JGF SparseMatmult's loop: from the first
                                                        compilation of SparseMatmult::kernel, for its time
       loop_compilations.py DIR steps:OUT.txt [TOP]     SparseSteps's loop: each rank's uptime window from
                                                        its 'rank R total ... uptime A-B' line in OUT.txt
                                                        (the rank's file is the one with most events in it)"""
import datetime
import glob
import json
import re
import sys


def instant(s):
    return datetime.datetime.fromisoformat(s.replace('Z', '+00:00')).timestamp() * 1000


def millis(d):  # an ISO-8601 duration as JFR prints it: PT0.000391214S
    return float(d[2:-1]) * 1000 if d.startswith('PT') and d.endswith('S') else 0.0


def compilations(path):
    """(start ms since the JVM started, ms, compiler, Class::method) of each compilation."""
    events = json.load(open(path))['recording']['events']
    started = [instant(e['values']['jvmStartTime']) for e in events if e['type'] == 'jdk.JVMInformation'][0]
    rows = []
    for e in events:
        if e['type'] != 'jdk.Compilation':
            continue
        v, m = e['values'], e['values']['method']
        rows.append((instant(v['startTime']) - started, millis(v['duration']), v['compiler'],
                     m['type']['name'].split('/')[-1] + '::' + m['name']))
    return rows


def report(label, inside, own):
    other = [r for r in inside if own not in r[3]]
    print('  %s: %d compilations in the loop, %.1f ms; not the program\'s own: %d, %.1f ms (C2 %.1f)' % (
        label, len(inside), sum(r[1] for r in inside), len(other), sum(r[1] for r in other),
        sum(r[1] for r in other if r[2] == 'c2')))
    for r in sorted(other, key=lambda r: -r[1])[:top]:
        print('    at %5.0f ms %6.2f ms %s %s' % (r[0], r[1], r[2], r[3]))


folder, loop = sys.argv[1], sys.argv[2]
top = int(sys.argv[3]) if len(sys.argv) > 3 else 10
files = sorted(glob.glob(folder + '/*.jfr.json'))
if loop.startswith('kernel:'):
    length = float(loop[7:]) * 1000
    for f in files:
        rows = compilations(f)
        start = min(r[0] for r in rows if r[3].endswith('SparseMatmult::kernel'))
        report('a rank', [r for r in rows if start <= r[0] <= start + length], 'SparseMatmult')
else:
    windows = {int(m.group(1)): (int(m.group(2)), int(m.group(3))) for m in
               re.finditer(r'rank (\d) total [\d.]+ ms uptime (\d+)-(\d+)', open(loop[6:]).read())}
    for f in files:
        rows = compilations(f)
        rank = max(windows, key=lambda r: sum(1 for x in rows if windows[r][0] <= x[0] <= windows[r][1]))
        a, b = windows.pop(rank)
        report('rank %d, loop of %d ms' % (rank, b - a), [r for r in rows if a <= r[0] <= b], 'SparseSteps')
