#!/usr/bin/env bash
# usage, from the project root of a built checkout: loop-compilations.sh ours|jni N OUT [jvm options...]
# N launches of JGF Section 2 at size B, p = 2 (ours over shm, or the JNI binding over vader), each rank's
# JVM recording its JIT compilations (JFR's jdk.Compilation); prints, for each rank, the compilations that
# start in SparseMatmult's timed loop, biggest first (loop_compilations.py). OUT keeps the recordings.
set -euo pipefail
lib=$1; n=$2; out=$3; shift 3
here=$(cd "$(dirname "$0")" && pwd)
for i in $(seq "$n"); do
  d=$out/$lib-$i; rm -rf "$d"; mkdir -p "$d/jfr"
  rec="-XX:StartFlightRecording=filename=$d/jfr/,settings=$here/compilations.jfc"
  if [ "$lib" = jni ]; then
    mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java "$rec" "$@" -Djava.library.path=mpj-jni/target/native \
      -cp mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar jgf.Main section2 -size B > "$d/out.txt" 2>/dev/null
  else
    jo=(); for x in "$@"; do jo+=(--jvm-opt "$x"); done
    bin/mpjrun -np 2 --dev shm --jvm-opt "$rec" ${jo[@]+"${jo[@]}"} -jar jgf-kernels/target/jgf-kernels.jar section2 -size B > "$d/out.txt" 2>/dev/null
  fi
  t=$(grep "SparseMatmult:Kernel" "$d/out.txt" | awk '{print $2}')
  for f in "$d"/jfr/*.jfr; do jfr print --json --events jdk.Compilation,jdk.JVMInformation "$f" > "$f.json"; done
  echo "$lib launch $i: SparseMatmult $t s"
  python3 "$here/loop_compilations.py" "$d/jfr" "kernel:$t" "${TOP:-10}"
done
