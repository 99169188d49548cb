#!/usr/bin/env python3
"""Median [min-max] per kernel and build of suite.sh's output (round, build, kernel, timer, size,
seconds), and each build's ratio to the JNI binding. Usage: summarise.py FILE..."""
import sys, statistics as st, collections
d=collections.defaultdict(list)
for f in sys.argv[1:]:
    for l in open(f):
        p=l.split()
        if len(p)!=6: continue
        r,b,k,ph,s,t=p
        d[(k,ph,s[-1],b)].append(float(t))
keys=sorted({(k,ph,s) for (k,ph,s,b) in d}, key=lambda x:(x[2],x[0],x[1]))
print("| kernel | size | timer | previous | this | JNI, vader | this / JNI | previous / JNI |")
print("|---|---|---|---:|---:|---:|---:|---:|")
def f(v): return "%.3f [%.3f-%.3f]"%(st.median(v),min(v),max(v))
for k,ph,s in keys:
    pv,th,jn=d[(k,ph,s,'previous')],d[(k,ph,s,'this')],d[(k,ph,s,'jni')]
    if not (pv and th and jn): continue
    print("| %s | %s | %s | %s | %s | %s | %.2f | %.2f |"%(k,s,ph,f(pv),f(th),f(jn),st.median(th)/st.median(jn),st.median(pv)/st.median(jn)))
