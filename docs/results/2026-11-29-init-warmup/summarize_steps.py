#!/usr/bin/env python3
"""From moldyn-steps*.txt (the warm-up anatomy's MolDynSteps with harness/MolDynSteps-pre.patch): rank 0's first repetition of MolDyn A's 50 moves per
launch, ms, and the time in its Allreduces; grouped by the launch's label."""
import re
import sys

for name in sys.argv[1:] or ['moldyn-steps.txt', 'moldyn-steps-pause.txt']:
    label, rows = None, {}
    for line in open(name):
        if line.startswith('#'):
            label = line[2:].rsplit(' ', 1)[0].strip()
        m = re.match(r'rank 0 rep 0: ([\d.]+) ms, reduce ([\d.]+) ms', line)
        if m:
            rows.setdefault(label, []).append('%s / %s' % m.groups())
    print(name)
    for label, v in rows.items():
        print('  %-12s %s' % (label, ';  '.join(v)))
