#!/usr/bin/env bash
# JGF Section 2 size A at p = 2 on JDK 25 (Temurin), ours (mpjrun, shm) and the JNI binding (mpirun,
# vader), each without and with an AOT cache (JEP 483/514/515) from one training run; from the project
# root of a built checkout, as root. Output: rounds-A.txt (variant, round, kernel, seconds).
set -euo pipefail
J25=${J25:-/usr/lib/jvm/temurin-25-jdk-amd64}
CP=mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar
W=$(mktemp -d)
# Training. Ours: every rank writes a cache at exit (%p: the rank's pid); one of them serves both ranks.
JAVA_HOME=$J25 bin/mpjrun -np 2 --jvm-opt "-XX:AOTCacheOutput=$W/ours-%p.aot" -jar jgf-kernels/target/jgf-kernels.jar all -size A
OURS_CACHE=$(ls "$W"/ours-*.aot | head -n 1)
# The JNI binding: mpirun ends its ranks before the JVM has written its recording, so a singleton
# (p = 1, no mpirun) records, and the cache is assembled from that.
$J25/bin/java -XX:AOTMode=record -XX:AOTConfiguration=$W/jni.conf -Djava.library.path=mpj-jni/target/native -cp $CP jgf.Main all -size A
$J25/bin/java -XX:AOTMode=create -XX:AOTConfiguration=$W/jni.conf -XX:AOTCache=$W/jni.aot -Djava.library.path=mpj-jni/target/native -cp $CP
JNI_CACHE=$W/jni.aot
run() {
  case $1 in
    ours) JAVA_HOME=$J25 bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar all -size A ;;
    ours-aot) JAVA_HOME=$J25 bin/mpjrun -np 2 --jvm-opt "-XX:AOTCache=$OURS_CACHE" -jar jgf-kernels/target/jgf-kernels.jar all -size A ;;
    jni) mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader $J25/bin/java -Djava.library.path=mpj-jni/target/native -cp $CP jgf.Main all -size A ;;
    jni-aot) mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader $J25/bin/java -XX:AOTCache=$JNI_CACHE -Djava.library.path=mpj-jni/target/native -cp $CP jgf.Main all -size A ;;
  esac
}
for r in 1 2 3 4 5; do
  for v in ours ours-aot jni jni-aot; do
    run $v 2>&1 | awk -v v=$v -v r=$r -F'[:\t ]+' '/Kernel:Size/ {print v, r, $2, $5}'
  done
done > docs/results/2026-11-26-aot-cache/rounds-A.txt
rm -r "$W"
