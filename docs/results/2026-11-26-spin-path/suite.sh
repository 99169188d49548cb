#!/usr/bin/env bash
# JGF at p = 2, every kernel of a section in one JVM per launch: $BASE's build, this build and the JNI
# binding over vader alternate launch by launch, N rounds. Run from the project root.
# Usage: suite.sh N SECTION SIZE...   Prints: round, build, kernel, size, seconds.
set -euo pipefail
n=$1; sec=$2; shift 2
jni=(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native
     -cp mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar jgf.Main)
for i in $(seq "$n"); do
  for s in "$@"; do
    for b in previous this jni; do
      case $b in
        previous) out=$("$BASE/bin/mpjrun" -np 2 -jar "$BASE/jgf-kernels/target/jgf-kernels.jar" $sec -size $s 2>&1);;
        this) out=$(bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar $sec -size $s 2>&1);;
        jni) out=$("${jni[@]}" $sec -size $s 2>&1);;
      esac
      echo "$out" | grep "Kernel:Size\|Run:Size\|Total:Size" | awk -v r="$i" -v b=$b '{split($1,a,":"); print r, b, a[2], a[3], a[4], $2}'
    done
  done
done
