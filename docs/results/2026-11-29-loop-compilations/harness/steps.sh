#!/usr/bin/env bash
# usage, from the project root of a built checkout: steps.sh H ROUNDS "label|jvm options" ...
# SparseMatmult B's loop timed call by call after Section 2's other kernels in the same JVM (CtxSteps of
# 2026-11-29-primed-sums with SparseSteps of 2026-11-29-compile-tail, compiled into H), p = 2: ours over
# shm, or the JNI binding over vader for a label starting "jni". Launches alternate label by label; each
# prints rank 0's loop total, its Allreduce p50/p90 (us), its 10 blocks of 20 calls (product/Allreduce ms)
# and, with -Deach=true, each call's wall/CPU time (us).
set -euo pipefail
H=$1; rounds=$2; shift 2
CP=$H:jgf-kernels/target/jgf-kernels.jar
for r in $(seq "$rounds"); do for v in "$@"; do
  lab=${v%%|*}; opts=${v#*|}
  if [ "${lab#jni}" != "$lab" ]; then
    o=$(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader --tag-output java -Dctx=true $opts \
      -Djava.library.path=mpj-jni/target/native -cp "mpj-jni/target/mpj-jni.jar:$CP" CtxSteps 2>/dev/null | grep '^\[1,0\]<stdout>:rank' | cut -c15-)
  else
    jo=""; for x in $opts; do jo="$jo --jvm-opt $x"; done
    o=$(bin/mpjrun -np 2 --tag-output --jvm-opt -Dctx=true $jo -cp "$CP" CtxSteps 2>/dev/null | grep '^\[0\] rank' | cut -c5-)
  fi
  echo "$lab total $(echo "$o" | awk '/total/{print $4}') p50/p90 $(echo "$o" | awk '/allreduce us/{print $8, $10}') blocks $(echo "$o" | awk '/blocks/{for(i=9;i<=NF;i++) printf "%s ", $i}')"
  echo "$o" | grep "calls wall" | sed "s/^/$lab /" || true
done; done
