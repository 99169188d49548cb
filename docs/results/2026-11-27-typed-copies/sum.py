import sys, statistics as st, collections
d=collections.defaultdict(list)
for f in sys.argv[1:]:
    for line in open(f):
        l,r,k,t=line.split(); d[(k,l)].append(float(t))
ks=sorted(set(k for k,_ in d)); ls=sorted(set(l for _,l in d))
for k in ks:
    row=[]
    for l in ls:
        v=d[(k,l)]; row.append(f"{l} {st.median(v):.3f} [{min(v):.3f}-{max(v):.3f}]")
    m=[st.median(d[(k,l)]) for l in ls]
    print(f"{k:14s} " + "  ".join(row) + f"  ratio {ls[1]}/{ls[0]} {m[1]/m[0]:.2f}")
