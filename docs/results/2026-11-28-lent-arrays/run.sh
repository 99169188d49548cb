#!/usr/bin/env bash
# Ranks of one JVM lending each other their arrays for an Allreduce: this build against BASE (a built
# checkout of 1daf1e9, the commit before) and the JNI binding, side by side. Run as root from the
# project root of a built checkout; BASE=DIR; about 30 minutes. `python3 summarize.py DIR` prints the tables.
set -euo pipefail
D=docs/results/2026-11-28-lent-arrays
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
probe() { [ -x "${LINEPROBE:-}" ] && echo "# line probe: $($LINEPROBE | tail -1)" || true; } # the host's period (2026-11-28-pingpong-regimes)
probe > $D/probe.txt
bin/mpj-bench compare --libs ours --baseline "$BASE" --np 2 --tests Allreduce --sizes 8,256,1K,2K,4K,8K,16K,64K,400K,1M \
  --rounds 3 --jit-warmup 20000 --out "$T/a" && cp "$T/a/rounds.csv" $D/allreduce-3rounds.csv
probe >> $D/probe.txt
bin/mpj-bench jgf --libs ours,jni --baseline "$BASE" --np 2 --sizes A --sections 2,3 --rounds 5 --out "$T/j" && rm -rf $D/jgf-a && cp -r "$T/j" $D/jgf-a
sed -i "s|$BASE|BASE|g; s|$T/j|OUT|g" $D/jgf-a/jgf.json # no path of this machine in the results
probe >> $D/probe.txt
$D/harness/kernels.sh "$BASE" 6 SparseMatmult:A SparseMatmult:B MolDyn:A > $D/kernels.txt
probe >> $D/probe.txt
# Afterwards, as the section-2 table had LUFact and SOR (no Allreduce in either) 1.14x and 1.05x slower on
# threads: the kernels without an Allreduce alone, 8 rounds, then LUFact and SOR alone in 12 (ours and BASE only)
$D/harness/kernels.sh "$BASE" 8 LUFact:A Crypt:A SOR:A > $D/kernels-no-allreduce.txt
for k in LUFact SOR; do for r in $(seq 1 12); do for lib in ours baseline; do
  d=.; [ $lib = baseline ] && d=$BASE
  echo "$r $k $lib $($d/bin/mpjrun -np 2 --dev threads -jar $d/jgf-kernels/target/jgf-kernels.jar $k -size A 2>&1 | grep Kernel | awk '{print $2}')"
done; done; done > $D/alone-12rounds.txt
# Then, on 52985e1 (the Reduce lends too): Reduce against BASE
bin/mpj-bench compare --libs ours --baseline "$BASE" --np 2 --tests Reduce --sizes 8,2K,4K,16K,64K,400K,1M \
  --rounds 3 --jit-warmup 20000 --out "$T/r" && cp "$T/r/rounds.csv" $D/reduce-3rounds.csv
# Then, on 84d51f0 (a user operator on more than a round goes by messages in one heap): user
# operators on threads, the default against the point-to-point algorithm, 2 launches each
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$T" $D/harness/UserOp.java
for r in 1 2; do
  for v in allreduce: allreduce:mpj.coll.allreduce=recursive_doubling reduce: reduce:mpj.coll.reduce=binomial; do
    call=${v%%:*}; force=${v#*:}
    echo "# $call ${force:-default}"
    bin/mpjrun -np 2 --dev threads --jvm-opt -Dcall=$call ${force:+--jvm-opt -D$force} -cp "$T" UserOp
  done
done > $D/user-op.txt
# The review mend (566a017) against ed209a4 (OLD, a built checkout): bytes allocated per lent call
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$T" $D/harness/LentAlloc.java
{ echo "# before"; "$OLD"/bin/mpjrun -np 2 --dev threads -cp "$T" LentAlloc | sort
  echo "# after"; bin/mpjrun -np 2 --dev threads -cp "$T" LentAlloc | sort; } > $D/alloc.txt
