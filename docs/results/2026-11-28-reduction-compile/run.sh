#!/usr/bin/env bash
# The compilations a MolDyn A job's ranks make of the reduction loops, MolDyn A's time and the sort with huge pages, this build
# against BASE (a built checkout of the commit before). Run as root from the project root of a built
# checkout; about 13 minutes.
set -euo pipefail
BASE=${BASE:?a built checkout of the commit before}
OUT=${OUT:-results/reduction-compile}
D=docs/results/2026-11-28-reduction-compile
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd) # the ranks of BASE run in its tree
# 1. Every JIT compilation of two MolDyn A jobs per build (HotSpot's compilation log, one per rank)
for i in 1 2; do for build in before after; do
  root=$PWD; [ $build = before ] && root=$BASE
  mkdir -p "$OUT/log/$build-$i"
  (cd "$root" && bin/mpjrun -np 2 --jvm-opt -XX:+UnlockDiagnosticVMOptions --jvm-opt -XX:+LogCompilation \
    --jvm-opt "-XX:LogFile=$OUT/log/$build-$i/rank%p.log" -jar jgf-kernels/target/jgf-kernels.jar MolDyn -size A)
done; done
python3 $D/summarize.py compilations "$OUT"/log > $D/compilations.txt
# 2. MolDyn A alone, then SparseMatmult A alone (its reduction only of doubles), the builds alternating launch by launch
alternate() { # kernel, the line of its output to take
  for round in $(seq 1 10); do for build in before after; do
    root=$PWD; [ $build = before ] && root=$BASE
    echo "$round $build $(cd "$root" && bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar $1 -size A | grep $2 | awk '{print $2}')"
  done; done
}
alternate MolDyn Run > $D/moldyn-a.txt
alternate SparseMatmult Kernel > $D/sparsematmult-a.txt
python3 $D/summarize.py times $D/moldyn-a.txt
python3 $D/summarize.py times $D/sparsematmult-a.txt
# 3. JGF sections 2 and 3 at size A, every device, with the JNI binding
bin/mpj-bench jgf --libs ours,jni --baseline "$BASE" --np 2 --sizes A --sections 2,3 --rounds 5 --out "$OUT/jgf"
python3 $D/summarize.py jgf "$OUT/jgf/jgf.csv"
# 4. Transparent huge pages for the ranks' heaps against the default: the sort, 8 rounds alternating
for round in $(seq 1 8); do for v in off on; do
  opt=(); [ $v = on ] && opt=(--jvm-opt -XX:+UseTransparentHugePages)
  echo "$round $v $(bin/mpjrun -np 2 "${opt[@]}" -jar cgm-kernels/target/cgm-kernels.jar Sort -n 1000000 --warmup 4 2>&1 | grep -o '[0-9.]* ns/item')"
done; done > $D/thp-sort.txt
