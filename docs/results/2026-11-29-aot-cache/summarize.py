#!/usr/bin/env python3
"""Medians [min-max] of each kernel's time per launch label, and the ratios of the tables: summarize.py FILE."""
import collections
import re
import statistics as st
import sys

times = collections.defaultdict(list)
labels = []
for line in open(sys.argv[1]):
    m = re.match(r'round \d+ (\S+) (\S+) Section2:(\w+):Kernel:SizeB\s+([\d.]+)', line)
    if m:
        label, program, kernel, t = m.group(1), m.group(2), m.group(3), float(m.group(4))
        times[(program, kernel, label)].append(t)
        if label not in labels:
            labels.append(label)
print('| program | kernel | ' + ' | '.join(labels) + ' | ratios |')
print('|---|---|' + '---|' * (len(labels) + 1))
for program in ('SparseMatmult', 'section2'):
    for kernel in ('Series', 'LUFact', 'Crypt', 'SOR', 'SparseMatmult'):
        med = {l: st.median(times[(program, kernel, l)]) for l in labels if (program, kernel, l) in times}
        if not med:
            continue
        cells = ' | '.join(f'{med[l]:.3f} [{min(times[(program, kernel, l)]):.3f}-{max(times[(program, kernel, l)]):.3f}]' for l in med)
        ratios = []
        if 'jni' in med:
            ratios += [f'ours/jni {med["ours"] / med["jni"]:.2f}', f'ours+aot/jni {med["ours+aot"] / med["jni"]:.2f}',
                       f'ours+aot/jni+aot {med["ours+aot"] / med["jni+aot"]:.2f}']
        ratios.append(f'ours+aot/ours {med["ours+aot"] / med["ours"]:.2f}')
        print(f'| {program} | {kernel} | {cells} | {", ".join(ratios)} |')
