#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout of the commit that adds
# the out-of-line methods (mvn -B -q install -DskipTests), as root (mpirun --allow-run-as-root);
# BASE: a built checkout of the commit before (106c7e8). p = 2 on the machine's 2 cores throughout.
# About 20 minutes. Parts 3 and 4 ran after parts 1 and 2, on this build.
set -euo pipefail
D=docs/results/2026-11-28-out-of-line
BASE=${BASE:?set BASE to a built checkout of 106c7e8}
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" $D/harness/*.java
declare -A MPJRUN=([before]="$BASE/bin/mpjrun" [after]=bin/mpjrun)
C2='^  C2 \{'

# 1. C2's time per rank (-XX:+CITime), the blocks of a ping-pong and of 400 Allreduces of 800 KB, and
#    two kernels, the builds alternating
for i in 1 2 3 4 5; do
  for b in before after; do
    echo "# $b round $i pingpong";   ${MPJRUN[$b]} -np 2 --jvm-opt -XX:+CITime -cp "$classes" PingPongBlocks 40 2500 2>&1 | grep -E "ns/msg|$C2"
    echo "# $b round $i allreduce";  ${MPJRUN[$b]} -np 2 --jvm-opt -XX:+CITime -cp "$classes" AllreduceBlocks 100000 400 2>&1 | grep -E "ms per|$C2"
    echo "# $b round $i moldyn";     ${MPJRUN[$b]} -np 2 --jvm-opt -XX:+CITime -jar jgf-kernels/target/jgf-kernels.jar MolDyn -size A 2>&1 | grep -E "Run:SizeA|$C2"
    echo "# $b round $i sparse";     ${MPJRUN[$b]} -np 2 --jvm-opt -XX:+CITime -jar jgf-kernels/target/jgf-kernels.jar SparseMatmult -size B 2>&1 | grep -E "Kernel:SizeB|$C2"
  done
done > $D/citime.txt

# 2. mpj-bench: PingPong and the JGF kernels and applications, this build, the one before and the JNI
#    binding; then PingPong again, the two builds only, 8 rounds
bin/mpj-bench pingpong --libs ours,jni --baseline "$BASE" --rounds 5 --out "$D/pingpong"
bin/mpj-bench jgf --libs ours,jni --baseline "$BASE" --np 2 --sizes A,B --rounds 3 --out "$D/jgf"
bin/mpj-bench pingpong --libs ours --baseline "$BASE" --rounds 8 --out "$D/pingpong-8"

# 3. Tried, not adopted: the library's methods kept from C2 altogether (C1 compiles them once C2 gives
#    up), but for the reduction loops; against this build's default, alternating
LIB_C1=(--jvm-opt -XX:CompileCommand=MaxNodeLimit,io.mpj.*::*,1 --jvm-opt -XX:CompileCommand=MaxNodeLimit,mpi.*::*,1
        --jvm-opt -XX:CompileCommand=MaxNodeLimit,io.mpj.coll.op.*::*,80000)
for i in 1 2 3 4 5; do
  for v in default library-c1; do
    opts=(); [ $v = default ] || opts=("${LIB_C1[@]}")
    echo "# $v round $i pingpong";  bin/mpjrun -np 2 ${opts[@]+"${opts[@]}"} -cp "$classes" PingPongBlocks 40 2500
    echo "# $v round $i allreduce"; bin/mpjrun -np 2 ${opts[@]+"${opts[@]}"} -cp "$classes" AllreduceBlocks 100000 400
    echo "# $v round $i moldyn";    bin/mpjrun -np 2 ${opts[@]+"${opts[@]}"} -jar jgf-kernels/target/jgf-kernels.jar MolDyn -size A | grep "Run:SizeA"
    echo "# $v round $i sparse";    bin/mpjrun -np 2 ${opts[@]+"${opts[@]}"} -jar jgf-kernels/target/jgf-kernels.jar SparseMatmult -size B | grep "Kernel:SizeB"
  done
done > $D/library-c1.txt

# 4. Where a rank's core goes in a job's first 400 Allreduces of 800 KB: wall, main thread, whole JVM
for i in 1 2 3; do bin/mpjrun -np 2 -cp "$classes" AllreduceCpu 100000 400; done > $D/allreduce-cpu.txt

# 5. The JNI binding's 400 Allreduces of 800 KB, for reference
for i in 1 2 3; do
  mpirun --allow-run-as-root -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native \
    -cp "mpj-jni/target/mpj-jni.jar:$classes" AllreduceBlocks 100000 400
done > $D/allreduce-jni.txt

# 6. MolDyn A alone (it does not pass through the methods this changes), the builds alternating, 8 rounds
for i in 1 2 3 4 5 6 7 8; do
  for b in before after; do
    echo "$b $(${MPJRUN[$b]} -np 2 -jar jgf-kernels/target/jgf-kernels.jar MolDyn -size A | grep Run:SizeA)"
  done
done > $D/moldyn-a.txt

# 7. C2's compilations of 10 ms or more in 400 Allreduces of 800 KB, this build, one launch, both ranks
logs=$(mktemp -d)
bin/mpjrun -np 2 --jvm-opt -XX:+UnlockDiagnosticVMOptions --jvm-opt -XX:+LogCompilation --jvm-opt "-XX:LogFile=$logs/rank%p.log" \
  -cp "$classes" AllreduceBlocks 100000 400 > $D/allreduce-c2.txt
python3 $D/summarize.py c2 "$logs" >> $D/allreduce-c2.txt
