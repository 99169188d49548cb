#!/usr/bin/env bash
# From the project root of a built checkout (bin/test-all or mvn install -DskipTests), as root (mpirun
# --allow-run-as-root). About 45 minutes on 2 cores. OUT defaults to this folder.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-$here}
h=$(mktemp -d)
javac -d "$h" -cp mpj-jni/target/mpj-jni.jar "$here/harness/SparseLoop.java"
# 1. JGF SparseMatmult B alone (one kernel per launch), and Section 2 B (the five in one JVM), 5 rounds alternating
for r in 1 2 3 4 5; do
  for what in SparseMatmult section2; do
    o=$(bin/mpjrun -np 2 --dev shm -jar jgf-kernels/target/jgf-kernels.jar $what -size B 2>&1)
    echo "$o" | grep "SparseMatmult:Kernel" | sed "s/^/round $r ours $what /"
    o=$(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native \
      -cp mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar jgf.Main $what -size B 2>&1)
    echo "$o" | grep "SparseMatmult:Kernel" | sed "s/^/round $r jni $what /"
  done
done > "$out/kernel-alone.txt"
# 2. the kernel's loop alone, each Allreduce timed (SparseLoop): 5 rounds; the JIT compilers' totals (CITime): 3 rounds
"$here/harness/sparse-loop.sh" "$h" 5 "ours|" "jni|" > "$out/sparse-loop.txt"
"$here/harness/sparse-loop.sh" "$h" 3 "ours|-XX:+CITime" "jni|-XX:+CITime" > "$out/sparse-loop-citime.txt"
# 3. the Allreduces alone (no product), 3000 calls
"$here/harness/sparse-loop.sh" "$h" 3 "ours-warm|-Dnz=0 -Dit=3000" "jni-warm|-Dnz=0 -Dit=3000" > "$out/exchange-warm.txt"
rm -rf "$h"
# 4. MPJ_WARMUP=300 with the large Allreduce (NEW: a built checkout of ff601a7 with harness/tried-large-warmup.patch)
# against the warm-up before (BASE: a built checkout of ff601a7)
"$here/harness/warmup-ab.sh" "${BASE:?a built checkout of ff601a7}" "${NEW:?the same with the patch}" 6 SparseMatmult B > "$out/warmup-sparse-b.txt"
"$here/harness/warmup-ab.sh" "$BASE" "$NEW" 4 section2 A > "$out/warmup-section2-a.txt"
"$here/harness/warmup-ab.sh" "$BASE" "$NEW" 4 section2 B > "$out/warmup-section2-b.txt"
# 5. all libraries side by side: JGF Section 2 (the +warmup columns of jgf-ab ran NEW), and PingPong
bin/mpj-bench jgf --libs ours,jni,mpjexpress --np 2 --sizes B --sections 2 --rounds 3 --out "$out/jgf-b"
(cd "$NEW" && bin/mpj-bench jgf --libs ours,jni,mpjexpress --np 2 --sizes A,B --sections 2 --rounds 5 --init-warmup 300 --out "$out/jgf-ab")
bin/mpj-bench pingpong --libs ours,jni,c --out "$out/pingpong"
