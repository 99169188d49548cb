#!/usr/bin/env bash
# FirstBarrier at p = 2: $BASE's build, this build and the JNI binding over vader, alternating launch by
# launch, N rounds. Run from the project root. Prints: round, build, rank, the first four Barriers (µs).
set -euo pipefail
n=$1
dir=$(mktemp -d)
javac -d "$dir" -cp mpj-core/target/mpj-core-0.1.0.jar docs/results/2026-11-26-first-barrier/harness/FirstBarrier.java
for i in $(seq "$n"); do
  for b in previous this jni; do
    case $b in
      previous) out=$("$BASE/bin/mpjrun" -np 2 -cp "$dir" FirstBarrier 2>&1);;
      this) out=$(bin/mpjrun -np 2 -cp "$dir" FirstBarrier 2>&1);;
      jni) out=$(mpirun --allow-run-as-root -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native \
                   -cp mpj-jni/target/mpj-jni.jar:"$dir" FirstBarrier 2>&1);;
    esac
    echo "$out" | grep '^rank' | sort | sed "s/^/$i $b /"
  done
done
rm -rf "$dir"
