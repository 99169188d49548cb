#!/usr/bin/env bash
# usage, from the project root of a built checkout: sparse-loop.sh H ROUNDS "label|jvm options" ...
# SparseLoop (compiled into H) p = 2 in fresh JVMs: ours over shm (bin/mpjrun), or the JNI binding over
# Open MPI's vader for a label starting "jni" (mpirun). Launches alternate label by label, round by round.
set -euo pipefail
H=$1; rounds=$2; shift 2
for r in $(seq "$rounds"); do for v in "$@"; do
  lab=${v%%|*}; opts=${v#*|}
  if [ "${lab#jni}" != "$lab" ]; then
    o=$(timeout 300 mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java $opts \
      -Djava.library.path=mpj-jni/target/native -cp "mpj-jni/target/mpj-jni.jar:$H" SparseLoop 2>&1)
  else
    jo=""; for x in $opts; do jo="$jo --jvm-opt $x"; done
    o=$(timeout 300 bin/mpjrun -np 2 --dev shm $jo -cp "$H" SparseLoop 2>&1)
  fi
  echo "round $r $lab $(echo "$o" | grep loop_ms)"
  echo "$o" | grep -E "Total compilation time|C1 Compile Time|C2 Compile Time|^ *C[12] \{" | sed "s/^/round $r $lab /" || true
done; done
