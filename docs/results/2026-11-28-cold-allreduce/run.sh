#!/usr/bin/env bash
# Where a cold Allreduce loses its time against the JNI binding, and six JVM options tried.
# Run as root from the project root of a built checkout; about 2 minutes.
set -euo pipefail
set -f # the JIT options name methods with wildcards
D=docs/results/2026-11-28-cold-allreduce
H=$(mktemp -d)
trap 'rm -rf "$H"' EXIT
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$H" $D/harness/SparseSteps.java
MPIRUN=(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader --tag-output)
ours() { bin/mpjrun -np 2 --tag-output "$@" -cp "$H" SparseSteps | grep '^\[0\]' | cut -c5-; }
jni() { "${MPIRUN[@]}" java -Djava.library.path=mpj-jni/target/native "$@" -cp "mpj-jni/target/mpj-jni.jar:$H" SparseSteps | grep '^\[1,0\]' | sed 's/^\[1,0\]<stdout>://'; }
# 1. SparseMatmult A's loop, cold and after 3000 untimed Allreduces of the same size; one call's wall and CPU time
for r in 1 2 3; do for pre in 0 3000; do
  echo "# loop ours pre=$pre"; ours --jvm-opt -Dpre=$pre
  echo "# loop jni pre=$pre"; jni -Dpre=$pre
done; done > $D/loop.txt
{ echo "# calls ours"; ours --jvm-opt -Deach=true; echo "# calls jni"; jni -Deach=true; } > $D/calls.txt
# 2. 300 Allreduces of MolDyn A's force array (2048 doubles) alone, the JIT compilers on and off
for r in 1 2 3; do
  for v in default -XX:TieredStopAtLevel=1 -XX:-TieredCompilation -Xint; do
    opt=(--jvm-opt -Dm=2048 --jvm-opt -Dnz=2 --jvm-opt -Dwork=none --jvm-opt -Dit=300)
    [ $v != default ] && opt+=(--jvm-opt $v)
    echo "# jit ours $v"; ours "${opt[@]}"
  done
  echo "# jit jni -Xint"; jni -Dm=2048 -Dnz=2 -Dwork=none -Dit=300 -Xint
done > $D/jit.txt
# 3. JVM options against the JIT's share, the kernels alone and section 2 in one JVM, the variants alternating:
#    the library's compile thresholds 10x and 3x HotSpot's (per method, the SUM loops' left as they are);
#    no uncommon traps (so no deoptimisation); the compiler threads at nice 19 and at the JVM's own -4;
#    the library's methods compiled in the foreground (the thread that made one hot waits for it)
scaled() { echo --jvm-opt "-XX:CompileCommand=CompileThresholdScaling,io.mpj.*::*,$1" --jvm-opt "-XX:CompileCommand=CompileThresholdScaling,mpi.*::*,$1" \
  --jvm-opt "-XX:CompileCommand=CompileThresholdScaling,io.mpj.coll.op.PredefinedOp::sum*,1.0"; }
variant() {
  case $1 in
    default) ;;
    x10|x3) scaled ${1#x}.0 ;;
    no-traps) echo --jvm-opt -XX:PerMethodTrapLimit=0 ;;
    compilers-nice19) echo --jvm-opt -XX:ThreadPriorityPolicy=1 --jvm-opt -XX:CompilerThreadPriority=19 ;;
    compilers-nice-4) echo --jvm-opt -XX:ThreadPriorityPolicy=1 ;;
    foreground) echo --jvm-opt "-XX:CompileCommand=BackgroundCompilation,io.mpj.*::*,false" --jvm-opt "-XX:CompileCommand=BackgroundCompilation,mpi.*::*,false" ;;
  esac
}
kernel() { bin/mpjrun -np 2 "${@:3}" -jar jgf-kernels/target/jgf-kernels.jar $1 -size A 2>/dev/null | grep -E "$2" | awk '{split($1,a,":"); print a[2], $2}'; }
for r in 1 2 3 4 5; do for v in default x10 x3 no-traps compilers-nice19 compilers-nice-4 foreground; do
  opt=($(variant $v))
  kernel MolDyn Run "${opt[@]}" | sed "s/^/$v alone /"
  kernel SparseMatmult Kernel "${opt[@]}" | sed "s/^/$v alone /"
  kernel all Kernel "${opt[@]}" | sed "s/^/$v section2 /"
done; done > $D/levers.txt
python3 $D/summarize.py $D
