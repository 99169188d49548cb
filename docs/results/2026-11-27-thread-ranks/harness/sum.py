import collections,statistics as st,sys
d=collections.defaultdict(list)
for l in open(sys.argv[1]):
    p=l.split()
    if len(p)==3: d[(p[1],p[0])].append(float(p[2]))
    else: print("?", l.strip())
ks=sorted({k[0] for k in d}); cs=sorted({k[1] for k in d}); base=sys.argv[2] if len(sys.argv)>2 else cs[0]
for k in ks:
    b=st.median(d[(k,base)])
    print("%-14s "%k + "  ".join("%s %.3f [%.3f-%.3f] %.2f"%(c,st.median(d[(k,c)]),min(d[(k,c)]),max(d[(k,c)]),st.median(d[(k,c)])/b) for c in cs if d[(k,c)]))
