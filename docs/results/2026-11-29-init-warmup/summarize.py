#!/usr/bin/env python3
"""Prints the tables of README.md from kernels.txt: per kernel, median [min-max] of the timed run and of
launch to exit, and ratios of medians (ours over the JNI binding; warm-up over none, paired by round)."""
import statistics as st
import sys

rows = {}
order = []
for line in open(sys.argv[1] if len(sys.argv) > 1 else 'kernels.txt'):
    f = line.split()
    if len(f) != 6:
        continue
    kernel, lib, dev, setting, t, ms = f
    key = (kernel, lib + ('/' + dev if lib == 'ours' else '') + ('' if setting == '-' else ' ' + setting))
    if kernel not in order:
        order.append(kernel)
    rows.setdefault(key, []).append((float(t), int(ms)))

def cell(v, i, fmt):
    xs = sorted(x[i] for x in v)
    return (fmt + ' [' + fmt + '-' + fmt + ']') % (st.median(xs), xs[0], xs[-1])

configs = ['ours/threads warmup=0', 'ours/threads warmup=300', 'ours/shm warmup=0', 'ours/shm warmup=300', 'jni']
print('| kernel | ' + ' | '.join(configs) + ' |')
print('|---' * (len(configs) + 1) + '|')
for k in order:
    print('| ' + k + ' | ' + ' | '.join(cell(rows[(k, c)], 0, '%.3f') if (k, c) in rows else '' for c in configs) + ' |')
print()
print('| kernel | threads: warm-up / none (paired median) | shm: the same | threads, warm-up / JNI | shm, warm-up / JNI | threads, none / JNI | shm, none / JNI |')
print('|---|---:|---:|---:|---:|---:|---:|')
for k in order:
    med = {c: st.median(x[0] for x in rows[(k, c)]) for c in configs if (k, c) in rows}
    def paired(dev):
        a, b = rows[(k, 'ours/%s warmup=300' % dev)], rows[(k, 'ours/%s warmup=0' % dev)]
        return st.median(x[0] / y[0] for x, y in zip(a, b))
    print('| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |' % (k, paired('threads'), paired('shm'),
          med['ours/threads warmup=300'] / med['jni'], med['ours/shm warmup=300'] / med['jni'],
          med['ours/threads warmup=0'] / med['jni'], med['ours/shm warmup=0'] / med['jni']))
print()
print('Launch to exit, ms, median [min-max]:')
print('| kernel | ' + ' | '.join(configs) + ' |')
print('|---' * (len(configs) + 1) + '|')
for k in order:
    print('| ' + k + ' | ' + ' | '.join(cell(rows[(k, c)], 1, '%d') if (k, c) in rows else '' for c in configs) + ' |')
