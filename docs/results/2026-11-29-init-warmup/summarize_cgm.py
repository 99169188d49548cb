#!/usr/bin/env python3
"""From cgm/cgm.csv: per kernel, ns per item, the median [min-max] over rounds of each library's fastest
device (ours without and with the warm-up at Init apart), and the ratios of those medians."""
import csv
import statistics as st
import sys

runs = {}
for r in csv.DictReader(open(sys.argv[1] if len(sys.argv) > 1 else 'cgm/cgm.csv')):
    lib = r['library']
    if lib == 'ours':
        lib = 'ours+warmup' if r['device'].endswith('+warmup') else 'ours'
    runs.setdefault((r['kernel'] + ' ' + r['n'], lib, r['device']), []).append(float(r['ns_per_item']))
best = {}
for (k, lib, dev), v in runs.items():
    m = st.median(v)
    if (k, lib) not in best or m < best[(k, lib)][0]:
        best[(k, lib)] = (m, min(v), max(v), dev)
libs = ['ours', 'ours+warmup', 'jni', 'mpjexpress']
print('| kernel, n | ' + ' | '.join(libs) + ' | ours / JNI | with / JNI | ours / MPJ Express | with / MPJ Express |')
print('|---' * (len(libs) + 1) + '|---:|---:|---:|---:|')
for k in dict.fromkeys(k for k, _, _ in runs):
    b = {l: best[(k, l)] for l in libs}
    cells = ['%.0f [%.0f-%.0f] %s' % b[l] for l in libs]
    m = {l: b[l][0] for l in libs}
    print('| %s | %s | %.2f | %.2f | %.2f | %.2f |' % (k, ' | '.join(cells), m['ours'] / m['jni'], m['ours+warmup'] / m['jni'],
                                                    m['ours'] / m['mpjexpress'], m['ours+warmup'] / m['mpjexpress']))
