#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout (mvn -B -q install
# -DskipTests), as root (mpirun --allow-run-as-root). p = 2 on the machine's 2 cores throughout.
set -euo pipefail
D=docs/results/2026-11-27-warmup-anatomy
JNI=(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native)
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar:jgf-kernels/target/jgf-kernels.jar -d "$classes" \
  $D/harness/ArBench.java $D/harness/jgf/section3/*.java

# 1. In-place Allreduce of 1 and 2048 doubles in a loop, 6 rounds of 2000 calls; two launches each
for i in 1 2; do
  echo "# ours/shm, launch $i";             bin/mpjrun -np 2 --jvm-opt -Drounds=6 -cp "$classes" ArBench
  echo "# ours/shm, C1 only, launch $i";    bin/mpjrun -np 2 --jvm-opt -Drounds=6 --jvm-opt -XX:TieredStopAtLevel=1 -cp "$classes" ArBench
  echo "# jni/vader, launch $i";            "${JNI[@]}" -Drounds=6 -cp "mpj-jni/target/mpj-jni.jar:$classes" ArBench
done > $D/allreduce-loop.txt 2>&1

# 2. MolDyn A's moves, six times in one JVM, each Allreduce timed; two launches each
for i in 1 2; do
  echo "# ours/shm, launch $i";  bin/mpjrun -np 2 -cp "$classes:jgf-kernels/target/jgf-kernels.jar" jgf.section3.MolDynSteps
  echo "# jni/vader, launch $i"; "${JNI[@]}" -cp "mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar:$classes" jgf.section3.MolDynSteps
done > $D/moldyn-steps.txt 2>&1

# 3. The JIT compilers' totals over a MolDyn A job (-XX:+CITime), two launches each
for i in 1 2; do
  echo "# ours/shm, launch $i";  bin/mpjrun -np 2 --tag-output --jvm-opt -XX:+CITime -jar jgf-kernels/target/jgf-kernels.jar MolDyn -size A
  echo "# jni/vader, launch $i"; "${JNI[@]}" -XX:+CITime -cp mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar jgf.Main MolDyn -size A
done 2>&1 | grep -E "^#|Run:SizeA|  C1 \{|  C2 \{|Total compilation" > $D/citime.txt

# 4. Where the rank's JVM runs: bound whole (the default), only its main thread bound (the experiment in
#    main-thread-binding.patch, built in a scratch copy), unbound, C1 only; and the JNI binding. 5 rounds.
scratch=$(mktemp -d)
cp -a . "$scratch/tree"
(cd "$scratch/tree" && git apply "$D/main-thread-binding.patch" && mvn -B -q package -o -DskipTests -pl mpj-core)
run() { "$@" 2>&1 | grep -oE "(Run|Kernel):SizeA\s+[0-9.]+" | awk '{printf "%s ", $2}'; echo; }
for r in 1 2 3 4 5; do
  echo "round $r bound          MonteCarlo $(run bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar MonteCarlo -size A)"
  echo "round $r main-thread    MonteCarlo $(MPJ_BIND_SCOPE=main run "$scratch/tree/bin/mpjrun" -np 2 -jar jgf-kernels/target/jgf-kernels.jar MonteCarlo -size A)"
  echo "round $r unbound        MonteCarlo $(run bin/mpjrun -np 2 --bind-to none -jar jgf-kernels/target/jgf-kernels.jar MonteCarlo -size A)"
  echo "round $r bound-C1-only  MonteCarlo $(run bin/mpjrun -np 2 --jvm-opt -XX:TieredStopAtLevel=1 -jar jgf-kernels/target/jgf-kernels.jar MonteCarlo -size A)"
  echo "round $r jni            MonteCarlo $(run "${JNI[@]}" -cp mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar jgf.Main MonteCarlo -size A)"
  echo "round $r bound          section2 $(run bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar section2 -size A)"
  echo "round $r main-thread    section2 $(MPJ_BIND_SCOPE=main run "$scratch/tree/bin/mpjrun" -np 2 -jar jgf-kernels/target/jgf-kernels.jar section2 -size A)"
  echo "round $r bound          section3 $(run bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar section3 -size A)"
  echo "round $r main-thread    section3 $(MPJ_BIND_SCOPE=main run "$scratch/tree/bin/mpjrun" -np 2 -jar jgf-kernels/target/jgf-kernels.jar section3 -size A)"
done > $D/binding.txt
rm -rf "$scratch"

# 5. MonteCarlo A's phases, twice in one JVM (tasks, then rank 1's Send / rank 0's Recv of the results);
#    and the serialisation of those results alone, in one JVM bound to one core
for i in 1 2; do
  echo "# ours/shm, launch $i";  bin/mpjrun -np 2 -cp "$classes:jgf-kernels/target/jgf-kernels.jar" jgf.section3.McSteps
  echo "# jni/vader, launch $i"; "${JNI[@]}" -cp "mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar:$classes" jgf.section3.McSteps
done > $D/montecarlo-steps.txt 2>&1
taskset -c 1 java -XX:ActiveProcessorCount=1 -cp "jgf-kernels/target/jgf-kernels.jar:$classes" jgf.section3.SerBench > $D/serialise.txt
rm -rf "$classes"
