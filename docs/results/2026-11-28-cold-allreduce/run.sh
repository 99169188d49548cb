#!/usr/bin/env bash
# Where a cold Allreduce of 400 KB loses its time against the JNI binding, and three levers tried.
# Run as root from the project root of a built checkout; about 4 minutes.
set -euo pipefail
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
# 2. 300 Allreduces of MolDyn A's force array (8788 doubles) alone, the JIT compilers on and off
for r in 1 2 3; do
  for v in default -XX:TieredStopAtLevel=1 -XX:-TieredCompilation -Xint; do
    opt=(--jvm-opt -Dm=8788 --jvm-opt -Dnz=2 --jvm-opt -Dwork=none --jvm-opt -Dit=300)
    [ $v != default ] && opt+=(--jvm-opt $v)
    echo "# jit ours $v"; ours "${opt[@]}"
  done
  echo "# jit jni -Xint"; jni -Dm=8788 -Dnz=2 -Dwork=none -Dit=300 -Xint
done > $D/jit.txt
# 3. The library's compile thresholds 10x and 3x its methods' default (the SUM loops' left as they are), and
#    MolDyn's 70 KB force arrays sent eagerly: the kernels alone and section 2 in one JVM, alternating
scaled() { echo --jvm-opt "-XX:CompileCommand=CompileThresholdScaling,io.mpj.*::*,$1" --jvm-opt "-XX:CompileCommand=CompileThresholdScaling,mpi.*::*,$1" \
  --jvm-opt "-XX:CompileCommand=CompileThresholdScaling,io.mpj.coll.op.PredefinedOp::sum*,1.0"; }
E=(--jvm-opt -Dmpj.eager.threshold=128k)
kernel() { bin/mpjrun -np 2 "${@:3}" -jar jgf-kernels/target/jgf-kernels.jar $1 -size A | grep -E "$2" | awk '{split($1,a,":"); print a[2], $2}'; }
for r in 1 2 3 4 5; do for v in default x10 x3 eager; do
  opt=(); [ $v = x10 ] && opt=($(scaled 10.0)); [ $v = x3 ] && opt=($(scaled 3.0)); [ $v = eager ] && opt=("${E[@]}")
  kernel MolDyn Run "${opt[@]}" | sed "s/^/$v alone /"
  [ $v = eager ] && continue
  kernel SparseMatmult Kernel "${opt[@]}" | sed "s/^/$v alone /"
  kernel all Kernel "${opt[@]}" | sed "s/^/$v section2 /"
done; done > $D/levers.txt
python3 $D/summarize.py $D
