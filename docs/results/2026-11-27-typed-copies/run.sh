#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout (mvn -B -q install -DskipTests);
# BASE: a built checkout of the commit before the change (8d88ae0), e.g. git clone . ../base && cd ../base &&
# git checkout 8d88ae0 && mvn -B -q package -DskipTests. About 6 minutes.
set -euo pipefail
BASE=${BASE:?set BASE to the built checkout of 8d88ae0}
D=docs/results/2026-11-27-typed-copies
# 1. PingPong and Allreduce, every device of both builds, 5 alternating rounds
bin/mpj-bench pingpong --libs ours --baseline "$BASE" --tests PingPong,Allreduce --sizes 1,1K,16K,64K,1M \
  --rounds 5 --out $D/pingpong
# 2. JGF Section 2 (A, B) and Section 3 (A) as threads of one JVM, both builds alternating launch by launch
for s in "section2 A" "section2 B" "section3 A"; do
  $D/ab.sh 5 $s "this=.:--dev threads" "previous=$BASE:--dev threads"
done > $D/jgf-threads.txt
python3 $D/sum.py $D/jgf-threads.txt > $D/jgf-threads-summary.txt
# 3. MolDyn A: the JIT compilations from the kernel's first (Particles.forces) on, threads of one JVM against the
#    JNI binding's two JVMs over vader; two launches each (LogCompilation's task and task_done stamps)
logs=$(mktemp -d)
for i in 1 2; do
  bin/mpjrun -np 2 --dev threads --jvm-opt -XX:+UnlockDiagnosticVMOptions --jvm-opt -XX:+LogCompilation \
    --jvm-opt -XX:LogFile=$logs/threads.log -jar jgf-kernels/target/jgf-kernels.jar MolDyn -size A | grep Run:SizeA
  echo "# threads, launch $i"; python3 $D/compile-window.py $logs/threads.log "Particles forces"
  mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader bash -c "exec java -XX:+UnlockDiagnosticVMOptions \
    -XX:+LogCompilation -XX:LogFile=$logs/jni\$OMPI_COMM_WORLD_RANK.log -Djava.library.path=mpj-jni/target/native \
    -cp mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar jgf.Main MolDyn -size A" | grep Run:SizeA
  for r in 0 1; do echo "# JNI binding rank $r, launch $i"; python3 $D/compile-window.py $logs/jni$r.log "Particles forces"; done
done > $D/moldyn-compile.txt 2>&1
rm -rf "$logs"
# 4. A thread job's initial heap, one rank JVM's per rank (this build) against one JVM's (BASE2, a built checkout of
#    69dd84d): the young collections of each launch and their pauses (-Xlog:gc), then the kernels, 5 rounds alternating
BASE2=${BASE2:?set BASE2 to the built checkout of 69dd84d}
for s in "section2 A" "section2 B" "section3 A" "section3 B"; do
  for b in . "$BASE2"; do
    set -- $s
    echo "# $s, $( [ "$b" = . ] && echo this || echo previous)"
    (cd "$b" && bin/mpjrun -np 2 --dev threads --jvm-opt -Xlog:gc:stdout -jar jgf-kernels/target/jgf-kernels.jar $1 -size $2 \
      | grep -E "Pause|(Kernel|Run):Size")
  done
done > $D/gc.txt 2>&1
for s in "section2 A" "section2 B" "section3 A" "section3 B"; do
  $D/ab.sh 5 $s "this=.:--dev threads" "previous=$BASE2:--dev threads"
done > $D/heap.txt
python3 $D/sum.py $D/heap.txt > $D/heap-summary.txt
# 5. LUFact A's kernel with its phases timed (harness/LuPhases.java), three times in one JVM; two launches each
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar:jgf-kernels/target/jgf-kernels.jar -d "$classes" $D/harness/LuPhases.java
for i in 1 2; do
  for dev in threads shm; do echo "# ours/$dev, launch $i"; bin/mpjrun -np 2 --dev $dev -cp "$classes:jgf-kernels/target/jgf-kernels.jar" LuPhases; done
  echo "# jni/vader, launch $i"
  mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native \
    -cp "mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar:$classes" LuPhases
done > $D/lufact-phases.txt 2>&1
rm -rf "$classes"
# 6. The JIT warm-up moved out of the kernel: one kernel per job after 0 or 300 rounds of the collectives the
#    kernels use (harness/WarmRun.java); the job's wall time from launch to exit and the kernel's time; 3 rounds
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar:jgf-kernels/target/jgf-kernels.jar -d "$classes" $D/harness/WarmRun.java
for k in "MolDyn 0" "LUFact 0" "SparseMatmult 0" "SparseMatmult 1"; do
  for dev in shm threads; do
    for r in 1 2 3; do
      for w in 0 300; do
        s=$(date +%s%N)
        t=$(bin/mpjrun -np 2 --dev $dev -cp "$classes:jgf-kernels/target/jgf-kernels.jar" WarmRun $k $w \
          | grep -oE "(Run|Kernel):Size[AB]\s+[0-9.]+|warm-up [0-9.]+" | awk '{print $2}' | tr '\n' ' ')
        echo "$k $dev warm=$w wall_ms=$(( ($(date +%s%N) - s) / 1000000 )) kernel_s,warmup_ms=$t"
      done
    done
  done
done > $D/warmup-tradeoff.txt
rm -rf "$classes"
