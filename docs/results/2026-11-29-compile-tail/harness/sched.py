import re, sys
# usage: sched.py timehist.txt t0_ns dur_ms  -> per-task run time in window
th, t0, dur = sys.argv[1], int(sys.argv[2]) / 1e9, float(sys.argv[3]) / 1000
agg = {}
for line in open(th):
    f = line.split()
    if len(f) < 6 or not re.match(r'^\d+\.\d+$', f[0]): continue
    t = float(f[0])
    if not (t0 <= t <= t0 + dur): continue
    name = re.sub(r'\[\d+/?', '[', ' '.join(f[2:-3]))
    name = re.sub(r'\[\d*\]$', '', name)
    a = agg.setdefault((f[1], name), [0, 0.0]); a[0] += 1; a[1] += float(f[-1])
for k, v in sorted(agg.items(), key=lambda kv: -kv[1][1])[:10]: print('  ', k[0], '%-18s' % k[1], v[0], 'switches', round(v[1], 1), 'ms')
