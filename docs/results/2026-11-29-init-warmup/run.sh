#!/usr/bin/env bash
# MPJ_WARMUP at p = 2: each JGF kernel alone (SIZE, default A), ours (threads and shm) without and with 300 rounds of
# warm-up in MPI.Init, and the JNI binding over vader, alternating launch by launch, ROUNDS rounds (5).
# From the project root of a built checkout, as root (mpirun --allow-run-as-root). Writes per launch:
# kernel library device setting timed-seconds launch-to-exit-ms (kernels.txt; kernels-c.txt with
# SIZE=C KERNELS="SOR SparseMatmult" ROUNDS=3, which stops there). Then the same kernels in one
# mpj-bench run beside MPJ Express (jgf-a/, jgf-b/), the coarse-grained kernels (cgm/), and the start-up with and without (startup-w*/).
set -euo pipefail
D=docs/results/2026-11-29-init-warmup
ROUNDS=${ROUNDS:-5}
KERNELS=${KERNELS:-"Series LUFact Crypt SOR SparseMatmult MolDyn MonteCarlo RayTracer"}
SIZE=${SIZE:-A}
OUT=$D/kernels.txt
[ "$SIZE" = A ] || OUT=$D/kernels-$(echo "$SIZE" | tr A-Z a-z).txt
JAR=jgf-kernels/target/jgf-kernels.jar
timed() { grep -E ':(Kernel|Run):' | awk '{print $2}'; }
ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
for r in $(seq "$ROUNDS"); do
  for k in $KERNELS; do
    for dev in threads shm; do
      for w in 0 300; do
        s=$(date +%s%N)
        t=$(MPJ_WARMUP=$w timeout 300 bin/mpjrun -np 2 --dev $dev -jar $JAR $k -size $SIZE 2>&1 | timed)
        echo "$k ours $dev warmup=$w $t $(ms $s)"
      done
    done
    s=$(date +%s%N)
    t=$(timeout 300 mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java \
        -Djava.library.path=mpj-jni/target/native -cp mpj-jni/target/mpj-jni.jar:$JAR jgf.Main $k -size $SIZE 2>&1 | timed)
    echo "$k jni vader - $t $(ms $s)"
  done
done > "$OUT"
[ "$SIZE" = A ] || exit 0

bin/mpj-bench jgf --libs ours,jni,mpjexpress --np 2 --sizes A --sections 2,3 --rounds 5 --init-warmup 300 --out $D/jgf-a
bin/mpj-bench jgf --libs ours,jni --np 2 --sizes B --sections 2,3 --rounds 3 --init-warmup 300 --out $D/jgf-b
bin/mpj-bench cgm --libs ours,mpjexpress,jni --np 2 --n 1000000 --matrix 600 --rounds 5 --init-warmup 300 --out $D/cgm
for i in 1 2; do
  for w in 0 300; do MPJ_WARMUP=$w bin/mpj-bench startup --libs ours --np 2 --rounds 5 --out $D/startup-w$w-$i; done
done

# Before the library change: the warm-up in the program (the anatomy harness patched: -Dpre), MolDyn A's
# first repetition on threads (moldyn-steps.txt), and with a 300 ms pause after it beside the JNI
# binding (moldyn-steps-pause.txt); summarize_steps.py prints them.
classes=$(mktemp -d)
cp docs/results/2026-11-27-warmup-anatomy/harness/jgf/section3/MolDynSteps.java "$classes/"
patch -s "$classes/MolDynSteps.java" $D/harness/MolDynSteps-pre.patch
javac -cp mpj-core/target/mpj-core-0.1.0.jar:$JAR -d "$classes" "$classes/MolDynSteps.java"
for i in 1 2 3 4; do
  for pre in 0 200 300; do
    echo "# threads pre$pre $i"
    bin/mpjrun -np 2 --dev threads --jvm-opt -Dpre=$pre -cp "$classes:$JAR" jgf.section3.MolDynSteps
  done
done > $D/moldyn-steps.txt 2>&1
for i in 1 2 3; do
  for pre in 0 300 1000; do
    echo "# threads pre$pre $i"
    bin/mpjrun -np 2 --dev threads --jvm-opt -Dpre=$pre --jvm-opt -Dpause=300 -cp "$classes:$JAR" jgf.section3.MolDynSteps
  done
  echo "# jni $i"
  mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Dpause=300 \
    -Djava.library.path=mpj-jni/target/native -cp "mpj-jni/target/mpj-jni.jar:$JAR:$classes" jgf.section3.MolDynSteps
done > $D/moldyn-steps-pause.txt 2>&1
