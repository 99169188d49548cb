#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout (mvn -B -q install
# -DskipTests); BASE: a built checkout of 8861a61, the last commit before the work on issue 14
# (mpj-core, the transports and mpj-bench-suite packaged). p = 2 throughout.
set -euo pipefail
D=docs/results/2026-11-26-issue14-goals
# PingPong 1 B, 64 KiB, 4 MiB on every library, 5 alternating rounds, Java 17 and JDK 25 (heap I/O on nio)
bin/mpj-bench pingpong --out $D/pingpong-jdk17
JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 bin/mpj-bench pingpong --libs ours,jni,c --out $D/pingpong-jdk25
# No regression elsewhere: the whole suite on every library and the build before issue 14, 3 rounds
bin/mpj-bench compare --libs ours,mpjexpress,jni,c --baseline "$BASE" --np 2 --rounds 3 --out $D/compare
python3 $D/before-after.py $D/compare > $D/before-after.txt
# Random2Sets again (the points over 1.1 above), 5 rounds
bin/mpj-bench compare --libs ours --baseline "$BASE" --np 2 --tests PingPong,Random2Sets --sizes 0,1K,64K --rounds 5 --out $D/random2sets-a
bin/mpj-bench compare --libs ours --baseline "$BASE" --np 2 --tests Random2Sets --sizes 256,1K,4K,16K --rounds 5 --out $D/random2sets-b
# JGF Section 2 on every library, 5 rounds (sizes A and B), and size C on ours and the JNI binding
bin/mpj-bench jgf --libs ours,mpjexpress,jni --np 2 --sizes A,B --sections 2 --rounds 5 --out $D/jgf-ab
bin/mpj-bench jgf --libs ours,jni --np 2 --sizes C --sections 2 --rounds 5 --out $D/jgf-c
# SparseMatmult B's loop: where each rank's CPU time goes, three launches each
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" $D/harness/SparseCpu.java
for i in 1 2 3; do
  echo "# ours/shm, launch $i"
  bin/mpjrun -np 2 -cp "$classes" SparseCpu | sort -s -k2,2n
  echo "# jni/vader, launch $i"
  mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native \
    -cp "mpj-jni/target/mpj-jni.jar:$classes" SparseCpu 2>&1 | grep -v WARNING | sort -s -k2,2n
done > $D/sparse-cpu.txt
# The compilations during the loop (counted from the kernel's first Allreduce for 300 ms, by package)
bin/mpjrun -np 2 --jvm-opt "-Xlog:jit+compilation=debug:file=jit-%p.log:uptime" -cp "$classes" SparseCpu
# JGF SparseMatmult B alone with other JIT settings, three launches each (the times are in README.md):
K="-jar jgf-kernels/target/jgf-kernels.jar SparseMatmult -size B"
bin/mpjrun -np 2 $K
MPJ_JVM_OPTS="-XX:CompileCommand=CompileThresholdScaling,io.mpj.*::*,0.1 -XX:CompileCommand=CompileThresholdScaling,mpi.*::*,0.1" bin/mpjrun -np 2 $K
MPJ_JVM_OPTS="-XX:CompileCommand=MaxNodeLimit,io.mpj.*::*,1 -XX:CompileCommand=MaxNodeLimit,mpi.*::*,1 -XX:CompileCommand=MaxNodeLimit,io.mpj.coll.op.PredefinedOp::sum,80000" bin/mpjrun -np 2 $K
MPJ_JVM_OPTS="-XX:-TieredCompilation" bin/mpjrun -np 2 $K
MPJ_SPIN_US=20 MPJ_YIELD_US=0 bin/mpjrun -np 2 --bind-to none $K
