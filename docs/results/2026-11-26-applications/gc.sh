#!/usr/bin/env bash
# List ranking at p = 2 with the JVM's default collector for a rank on one core (serial, initial heap
# 1/64 of the memory), a 1 GiB initial heap, and the parallel collector: ours and the JNI binding,
# alternating launch by launch, 3 rounds. From the project root of a built checkout.
set -euo pipefail
for n in 1000000 2000000; do
  for round in 1 2 3; do
    for opt in "" "-Xms1g" "-XX:+UseParallelGC"; do
      ours=$(bin/mpjrun -np 2 ${opt:+--jvm-opt $opt} -jar cgm-kernels/target/cgm-kernels.jar ListRanking -n $n | grep -o '[0-9.]* ns/item')
      jni=$(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java $opt -Djava.library.path=mpj-jni/target/native \
        -cp mpj-jni/target/mpj-jni.jar:cgm-kernels/target/cgm-kernels.jar cgm.Main ListRanking -n $n 2>/dev/null | grep -o '[0-9.]* ns/item')
      echo "n $n round $round options '${opt:-default}': ours $ours, jni/vader $jni"
    done
  done
done
# The collections of one launch: bin/mpjrun -np 2 --jvm-opt -Xlog:gc:file=gc-%p.log -jar cgm-kernels/target/cgm-kernels.jar ListRanking -n 2000000
# The other programs with each collector, 3 launches alternating (times in README.md):
#   bin/mpjrun -np 2 [--jvm-opt -XX:+UseParallelGC] -jar jgf-kernels/target/jgf-kernels.jar section3 -size A
#   bin/mpjrun -np 2 [--jvm-opt -XX:+UseParallelGC] -jar cgm-kernels/target/cgm-kernels.jar Sort -n 2000000   (and MatMul -n 600)
#   bin/mpjrun -np 2 [--jvm-opt -XX:+UseParallelGC | -XX:+UseG1GC | -XX:ActiveProcessorCount=2] -jar jgf-kernels/target/jgf-kernels.jar MonteCarlo -size A
