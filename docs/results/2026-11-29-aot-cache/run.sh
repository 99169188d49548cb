#!/usr/bin/env bash
# From the project root of a built checkout, as root (mpirun --allow-run-as-root), with JAVA_HOME a JDK 25.
# JGF SparseMatmult B alone and Section 2 B at p = 2, each launch a fresh job: ours over shm (mpjrun) and
# the JNI binding over Open MPI's vader (mpirun), each without and with an ahead-of-time cache trained
# by one job of size A of the same program (ours: mpjrun --aot-cache; the JNI binding: the JVM's own
# -XX:AOTCacheOutput). 5 rounds, launches alternating. About 10 minutes on 2 cores. OUT defaults to this folder.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-$here}
java="${JAVA_HOME:?a JDK 25}/bin/java"
c=$(mktemp -d)
jar=jgf-kernels/target/jgf-kernels.jar
ours() { bin/mpjrun -np 2 --dev shm "$@"; }
# jni "JVM OPTIONS" PROGRAM ARGUMENTS..., from an empty folder: mpirun puts its working directory on a Java
# program's class path, and a JVM makes no cache with a non-empty directory there
top=$PWD; mkdir "$c/cwd"
jni() { local opts=$1; shift; (cd "$c/cwd" && mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader "$java" $opts \
  -Djava.library.path="$top/mpj-jni/target/native" -cp "$top/mpj-jni/target/mpj-jni.jar:$top/$jar" jgf.Main "$@"); }
{
  "$java" -version 2>&1 | head -1
  ours -jar $jar Series -size A > /dev/null 2>&1 # the library's class-data archive, made once per JVM, before any timing
  for what in SparseMatmult section2; do
    # training: one job of size A each; the JNI binding's ranks each write a cache (%p), one is kept
    s=$(date +%s%N); ours --aot-cache "$c/ours-$what.aot" -jar $jar $what -size A > /dev/null 2>&1
    echo "training ours $what A: $(( ($(date +%s%N) - s) / 1000000 )) ms"
    s=$(date +%s%N); ours -jar $jar $what -size A > /dev/null 2>&1
    echo "untrained ours $what A: $(( ($(date +%s%N) - s) / 1000000 )) ms"
    jni "-XX:AOTCacheOutput=$c/jni-$what-%p.aot" $what -size A > /dev/null 2>&1
    mv "$(ls "$c"/jni-$what-*.aot | head -1)" "$c/jni-$what.aot"
  done
  for r in 1 2 3 4 5; do
    for what in SparseMatmult section2; do
      ours -jar $jar $what -size B 2>&1 | grep "Kernel:SizeB" | sed "s/^/round $r ours $what /"
      ours --aot-cache "$c/ours-$what.aot" -jar $jar $what -size B 2>&1 | grep "Kernel:SizeB" | sed "s/^/round $r ours+aot $what /"
      jni "" $what -size B 2>&1 | grep "Kernel:SizeB" | sed "s/^/round $r jni $what /"
      jni "-XX:AOTCache=$c/jni-$what.aot" $what -size B 2>&1 | grep "Kernel:SizeB" | sed "s/^/round $r jni+aot $what /"
    done
  done
} > "$out/kernels.txt"
rm -rf "$c"
