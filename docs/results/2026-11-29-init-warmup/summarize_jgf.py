#!/usr/bin/env python3
"""From jgf-a/jgf.csv: per kernel, the median [min-max] over rounds of each library's fastest device
(ours without and with the warm-up at Init apart), and the ratios of those medians."""
import csv
import statistics as st
import sys

runs = {}
for r in csv.DictReader(open(sys.argv[1] if len(sys.argv) > 1 else 'jgf-a/jgf.csv')):
    lib = r['library']
    if lib == 'ours':
        lib = 'ours+warmup' if r['device'].endswith('+warmup') else 'ours'
    runs.setdefault((r['kernel'], lib, r['device']), []).append(float(r['seconds']))

kernels = list(dict.fromkeys(k for k, _, _ in runs))
libs = ['ours', 'ours+warmup', 'jni', 'mpjexpress']
best = {}
for (k, lib, dev), v in runs.items():
    m = st.median(v)
    if (k, lib) not in best or m < best[(k, lib)][0]:
        best[(k, lib)] = (m, min(v), max(v), dev)
print('| kernel A | ours | ours, warm-up at Init | JNI binding | MPJ Express | ours / JNI | warm-up / JNI | ours / MPJE | warm-up / MPJE |')
print('|---|---|---|---|---|---:|---:|---:|---:|')
for k in kernels:
    cells = ['%.3f [%.3f-%.3f] %s' % best[(k, l)] for l in libs]
    m = {l: best[(k, l)][0] for l in libs}
    print('| %s | %s | %.2f | %.2f | %.2f | %.2f |' % (k, ' | '.join(cells), m['ours'] / m['jni'], m['ours+warmup'] / m['jni'],
                                                    m['ours'] / m['mpjexpress'], m['ours+warmup'] / m['mpjexpress']))
print()
print('Ours by device, median of the rounds, seconds: without / with the warm-up at Init')
devs = ['shm', 'nio', 'threads']
print('| kernel A | ' + ' | '.join(devs) + ' |')
print('|---' * (len(devs) + 1) + '|')
for k in kernels:
    print('| %s | %s |' % (k, ' | '.join('%.3f / %.3f' % (st.median(runs[(k, 'ours', d)]), st.median(runs[(k, 'ours+warmup', d + '+warmup')])) for d in devs)))
