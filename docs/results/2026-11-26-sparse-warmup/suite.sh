#!/usr/bin/env bash
# JGF Section 2 at p = 2, every kernel in one JVM per launch (as JGFAllSize runs them): the previous
# build ($BASE), this build and the JNI binding over vader alternate launch by launch, N rounds.
# Run from the project root. Prints: round, build, kernel, size, seconds.
set -euo pipefail
n=$1
jni=(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native
     -cp mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar jgf.Main)
for i in $(seq "$n"); do
  for s in A B; do
    for b in previous this jni; do
      case $b in
        previous) out=$("$BASE/bin/mpjrun" -np 2 -jar "$BASE/jgf-kernels/target/jgf-kernels.jar" section2 -size $s 2>&1);;
        this) out=$(bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar section2 -size $s 2>&1);;
        jni) out=$("${jni[@]}" section2 -size $s 2>&1);;
      esac
      echo "$out" | grep "Kernel:Size" | awk -v r="$i" -v b=$b '{split($1,a,":"); print r, b, a[2], a[4], $2}'
    done
  done
done
