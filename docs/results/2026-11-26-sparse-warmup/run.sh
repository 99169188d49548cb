#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout (mvn -B -q install
# -DskipTests); BASE: a built checkout of the commit before the step measured (efdf44e for the Allreduce
# copy and the comparisons with the session's start, 8477d90 for the first calls). p = 2 unless said.
set -euo pipefail
D=docs/results/2026-11-26-sparse-warmup
# Allreduce alone, this build against the previous one, 3 alternating rounds
bin/mpj-bench compare --libs ours --baseline "$BASE" --tests Allreduce --sizes 8,1K,64K,800K,4M --rounds 3 --out $D/allreduce-p2
bin/mpj-bench compare --libs ours --baseline "$BASE" --tests Allreduce --sizes 1K,64K,800K --np 3,4 --rounds 3 --out $D/allreduce-p3-p4
# JGF Section 2 in the suite's own order, previous / this / JNI alternating, 5 rounds
bash $D/suite.sh 5 > $D/suite.txt
# SparseMatmult B's loop, 20 x 200 iterations in one JVM, ours and the JNI binding, two launches each
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" $D/harness/SparseSteps.java
for i in 1 2; do
  echo "# ours/shm, launch $i"
  bin/mpjrun -np 2 --jvm-opt -Dbar=true --jvm-opt -Dreps=20 -cp "$classes" SparseSteps
  echo "# jni/vader, launch $i"
  mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Dbar=true -Dreps=20 \
    -Djava.library.path=mpj-jni/target/native -cp "mpj-jni/target/mpj-jni.jar:$classes" SparseSteps
done > $D/steps.txt 2>&1
# The compiler threads' CPU time: perf record -e sched:sched_switch -a around a -Dreps=3 launch of each,
# summed per thread from perf script; the compilations: the same launch with -XX:+PrintCompilation
# The first calls (BASE at 8477d90 for "before"), and MPI.Init's time the same way
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" $D/harness/FirstCall.java
for i in 1 2; do bin/mpjrun -np 2 -cp "$classes" FirstCall; "$BASE/bin/mpjrun" -np 2 -cp "$classes" FirstCall; done
bash $D/suite.sh 4 > $D/suite-2.txt
# All libraries, and the no-regression comparison against the session's start (BASE at efdf44e)
bin/mpj-bench jgf --libs ours,mpjexpress,jni --np 2 --sizes A,B --sections 2 --rounds 3 --out $D/jgf
bin/mpj-bench compare --libs ours --baseline "$BASE" --np 2 --tests PingPong,Barrier,Bcast,Reduce,Allreduce,Allgather,Alltoall \
    --sizes 8,1K,64K,1M --rounds 5 --out $D/compare
# The compiler's share: the suite with the library kept from C2, and with C1 only, through MPJ_JVM_OPTS
MPJ_JVM_OPTS="-XX:+UnlockDiagnosticVMOptions -XX:CompilerDirectivesFile=$PWD/$D/harness/c1-library.json" \
  bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar section2 -size A
MPJ_JVM_OPTS="-XX:TieredStopAtLevel=1" bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar section2 -size A
for v in c2 c1; do   # the price once warm: run each twice, alternating
  [ $v = c1 ] && export MPJ_JVM_OPTS="-XX:+UnlockDiagnosticVMOptions -XX:CompilerDirectivesFile=$PWD/$D/harness/c1-library.json"
  bin/mpj-bench compare --libs ours,c --tests PingPong,Allreduce,Bcast --sizes 1,1K,1M --jit-warmup 50000 --out "$(mktemp -d)"
  unset MPJ_JVM_OPTS
done
bin/mpj-bench jgf --libs ours,jni --np 2 --sizes C --sections 2 --rounds 3 --out $D/jgf-c
# LUFact's pattern, with the JIT compiler and interpreted only
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" $D/harness/BcastAlt.java
for i in 1 2; do
  bin/mpjrun -np 2 -cp "$classes" BcastAlt
  mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native \
    -cp "mpj-jni/target/mpj-jni.jar:$classes" BcastAlt
done
bin/mpjrun -np 2 --jvm-opt -Xint --jvm-opt -Dreps=3 -cp "$classes" BcastAlt
# The applications on this build
bin/mpj-bench jgf --sections 3 --sizes A,B --np 2 --rounds 3 --out $D/jgf3
bin/mpj-bench cgm --np 2 --rounds 3 --n 1000000,2000000 --matrix 600 --out $D/cgm
