#!/usr/bin/env bash
# The JIT compilers' share of the rank's core in SparseMatmult B's loop, and the ThreadLocal lookups taken off
# the rank's path (PerThread), at p = 2 on one machine. As root, from the project root of a built checkout;
# BASE a built checkout of 8f3c5f9, the commit before. About 25 minutes. summarize.py prints the tables.
set -euo pipefail
D=docs/results/2026-11-29-compile-tail
: "${BASE:?a built checkout of 8f3c5f9}"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
gcc -O2 -pthread -o "$T/lineprobe" docs/results/2026-11-28-pingpong-regimes/harness/lineprobe.c # the host's regime
probe() { echo "$1 $("$T/lineprobe")" >> $D/line-probe.txt; } # ~55 ns one way normally, ~260 in the host's slow periods
rm -f $D/line-probe.txt
probe start
pick() { grep -E ":(Kernel|Run):" | awk '{split($1,a,":"); print a[2], $2}'; }
jgf() { bin/mpjrun -np 2 --dev shm -jar jgf-kernels/target/jgf-kernels.jar section2 -size B 2>/dev/null | pick; }
MPIRUN="mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader"
JNI="java -Djava.library.path=mpj-jni/target/native -cp mpj-jni/target/mpj-jni.jar"
# 1. Section 2 at size B in one JVM per launch (as mpj-bench runs it): this build, BASE, the JNI binding over vader,
#    alternating launch by launch; "library kernel seconds" lines
for r in $(seq 8); do
  jgf | sed 's/^/this /'
  (cd "$BASE" && jgf) | sed 's/^/base /'
  $MPIRUN $JNI:jgf-kernels/target/jgf-kernels.jar jgf.Main section2 -size B 2>/dev/null | pick | sed 's/^/jni /'
done > $D/ab-section2-B.txt; probe ab-section2-B
# 2. SparseMatmult B's loop after Section 2's other kernels (CtxSteps.java of 2026-11-29-primed-sums, with harness/SparseSteps.java) under perf sched: in rank 1's
#    loop, each thread kind's time on each core (harness/sched.py); 3 launches of each library, alternating
H=$(mktemp -d); CP="$H:jgf-kernels/target/jgf-kernels.jar"
javac -cp mpj-core/target/mpj-core-0.1.0.jar:jgf-kernels/target/jgf-kernels.jar -d "$H" $D/harness/SparseSteps.java docs/results/2026-11-29-primed-sums/harness/CtxSteps.java
sched() { # label, then the command
  local label=$1; shift
  perf sched record -q -k CLOCK_MONOTONIC -o "$T/p.data" -- "$@" 2>/dev/null | sed 's/^\[1,\([01]\)\]<stdout>:/[\1] /' > "$T/out.txt"
  perf sched timehist -i "$T/p.data" 2>/dev/null > "$T/th.txt"
  local line; line=$(grep '^\[1\] rank 1 total' "$T/out.txt")
  echo "# $label: $line; $(grep '^\[1\] rank 1 allreduce' "$T/out.txt" | cut -d' ' -f5-)"
  python3 $D/harness/sched.py "$T/th.txt" "$(echo "$line" | awk '{print $NF}')" "$(echo "$line" | awk '{print $5}')"
}
for i in 1 2 3; do
  sched this bin/mpjrun -np 2 --tag-output --jvm-opt -Dctx=true -cp "$CP" CtxSteps
  sched base "$BASE/bin/mpjrun" -np 2 --tag-output --jvm-opt -Dctx=true -cp "$CP" CtxSteps
  sched jni $MPIRUN --tag-output $JNI:$CP -Dctx=true CtxSteps
done > $D/compile-cpu.txt; probe compile-cpu
rm -rf "$H"
# 3. PingPong, this build against BASE, every device
bin/mpj-bench pingpong --libs ours,jni --baseline "$BASE" --out $D/pingpong; probe pingpong
# 4. Section 2 at size B, every library and device, this build against BASE
bin/mpj-bench jgf --libs ours,mpjexpress,jni --baseline "$BASE" --np 2 --sizes B --sections 2 --rounds 3 --out $D/jgf-b; probe jgf-b
python3 $D/summarize.py
