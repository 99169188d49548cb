#!/usr/bin/env bash
# SUM's loop of doubles primed in MPI.Init (mpj.prime.sums, on by default) against it off, and this build
# against the one before (BASE: a built checkout of 3d284f5), at p = 2 on one machine. As root, from the
# project root of a built checkout; about 10 minutes. summarize.py prints the tables of the README.
set -euo pipefail
D=docs/results/2026-11-29-primed-sums
: "${BASE:?a built checkout of 3d284f5}"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
gcc -O2 -pthread -o "$T/lineprobe" docs/results/2026-11-28-pingpong-regimes/harness/lineprobe.c # the host's regime
probe() { echo "$1 $("$T/lineprobe")" >> $D/line-probe.txt; } # ~55 ns one way normally, ~260 in the host's slow periods
rm -f $D/line-probe.txt
probe start
# 1. one JVM per launch runs a section (as mpj-bench does): primed (the default), MPJ_PRIME_SUMS=false and the
#    JNI binding over vader, alternating launch by launch; "kernel seconds" lines
pick() { grep -E ":(Kernel|Run):" | awk '{split($1,a,":"); print a[2], $2}'; }
ours() { bin/mpjrun -np 2 --dev shm -jar jgf-kernels/target/jgf-kernels.jar "$@" 2>/dev/null | pick; }
jni() { mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native \
  -cp mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar jgf.Main "$@" 2>/dev/null | pick; }
ab() { # rounds, then the kernels' arguments
  local rounds=$1; shift
  for r in $(seq "$rounds"); do
    ours "$@" | sed 's/^/primed /'
    MPJ_PRIME_SUMS=false ours "$@" | sed 's/^/off /'
    jni "$@" | sed 's/^/jni /'
  done
}
ab 8 section2 -size A > $D/ab-section2-A.txt; probe ab-section2-A
ab 5 section3 -size A > $D/ab-section3-A.txt; probe ab-section3-A
ab 5 section2 -size B > $D/ab-section2-B.txt; probe ab-section2-B
# 2. launch to MPI.Init returned on every rank, primed and not, alternating
for i in 1 2 3; do for v in true false; do
  MPJ_PRIME_SUMS=$v bin/mpj-bench startup --libs ours --rounds 3 --out $D/startup/$v-$i > /dev/null
done; done
probe startup
# 2b. (run separately, on the same library code) the CPU time of a whole job of two ranks, Init to Finalize:
#     for i in $(seq 12); do for v in true false; do /usr/bin/time -f "$v %e %U %S" env MPJ_PRIME_SUMS=$v \
#       bin/mpjrun -np 2 -cp mpj-it/target/test-classes programs.Warmed 2>&1 >/dev/null | tail -1; done; done > $D/cpu.txt
# 3. every library side by side, this build and the one before ('baseline'), every device
bin/mpj-bench jgf --libs ours,mpjexpress,jni --baseline "$BASE" --np 2 --sizes A --sections 2,3 --rounds 5 --out $D/jgf-a; probe jgf-a
bin/mpj-bench jgf --libs ours,mpjexpress,jni --baseline "$BASE" --np 2 --sizes B --sections 2 --rounds 3 --out $D/jgf-b; probe jgf-b
# 4. (run separately, on the same library code) SparseMatmult B's spread: Section 2 at size B, six launches with
#    --jvm-opt -Xlog:gc,safepoint=info and two with --jvm-opt -XX:+PrintCompilation (--tag-output), the lines
#    between SOR's result and SparseMatmult's counted into sparse-b-launches.txt
# 5. (run separately, on the same library code) SparseMatmult B's loop call by call after Section 2's other
#    kernels in the same JVM and alone, ours over shm and the JNI binding over vader, 3 launches each
H=$(mktemp -d); CP="$H:jgf-kernels/target/jgf-kernels.jar"
javac -cp mpj-core/target/mpj-core-0.1.0.jar:jgf-kernels/target/jgf-kernels.jar -d "$H" $D/harness/SparseSteps.java $D/harness/CtxSteps.java
for i in 1 2 3; do probe ctx-$i; for ctx in true false; do
  echo "# ours ctx=$ctx"; bin/mpjrun -np 2 --tag-output --jvm-opt -Dctx=$ctx -cp "$CP" CtxSteps 2>/dev/null | grep '^\[0\] rank' | cut -c5-
  echo "# jni ctx=$ctx"; mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader --tag-output java -Dctx=$ctx \
    -Djava.library.path=mpj-jni/target/native -cp "mpj-jni/target/mpj-jni.jar:$CP" CtxSteps 2>/dev/null | grep '^\[1,0\]<stdout>:rank' | cut -c15-
done; done > $D/ctx-steps.txt; probe ctx-end
# 6. (run separately) one launch of it, ctx=true, with --jvm-opt -Dlong=400 (the calls over 400 us and the uptime at
#    their start) and --jvm-opt -XX:+PrintCompilation: the long calls and each rank's compilations in ctx-compilations.txt
rm -rf "$H"
python3 $D/summarize.py
