#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout (mvn -B -q install
# -DskipTests), as root (mpirun --allow-run-as-root). One build: the point-to-point Allreduce of the
# commit before is this build with -Dmpj.coll.allreduce=recursive_doubling. p = 2 on the machine's 2
# cores throughout; about 15 minutes.
set -euo pipefail
D=docs/results/2026-11-27-shared-memory-collectives
JNI=(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native)
P2P="--jvm-opt -Dmpj.coll.allreduce=recursive_doubling"
classes=$(mktemp -d)
AB=docs/results/2026-11-27-typed-copies/ab.sh
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" docs/results/2026-11-27-jit-footprint/harness/ColdAllreduce.java

# 1. A job's first 1000 Allreduces of 1 double and first 400 of 2048 (MolDyn A's size), 6 rounds, alternating
for r in $(seq 6); do
  for n in "1 1000" "2048 400"; do
    echo "p2p    $(bin/mpjrun -np 2 $P2P -cp "$classes" ColdAllreduce $n)"
    echo "shared $(bin/mpjrun -np 2 -cp "$classes" ColdAllreduce $n)"
    echo "jni    $("${JNI[@]}" -cp "mpj-jni/target/mpj-jni.jar:$classes" ColdAllreduce $n)"
  done
done > $D/cold-allreduce.txt

# 2. Warm: every shared-memory algorithm against the point-to-point default, interleaved call by call
bin/mpjrun -np 2 --dev shm -jar mpj-bench-suite/target/mpj-bench-suite.jar --library ours --device shm \
  --tests Allreduce,Barrier,Bcast,Reduce --sizes 8,256,2K,16K,32K,64K,256K --reps 2000 \
  --variants "allreduce=recursive_doubling/shared_memory;barrier=dissemination/shared_memory;bcast=binomial/shared_memory;reduce=binomial/shared_memory" \
  --out $D/warm-p2.csv

# 3. JGF Sections 2 and 3 at size A, 4 rounds, alternating launch by launch
$AB 4 all A "p2p=.:$P2P" "shared=.:" > $D/jgf-a.txt
$AB 4 section3 A "p2p=.:$P2P" "shared=.:" >> $D/jgf-a.txt

# 4. Start-up (a communicator maps its segment as it is made: COMM_WORLD at Init), alternating with
#    BASE, a built checkout of f013629 given relative (the runs here used ../base0)
for r in 1 2; do
  bin/mpj-bench startup --libs ours --np 2,4 --rounds 2 --out $D/startup/this-$r
  "$BASE/bin/mpj-bench" startup --libs ours --np 2,4 --rounds 2 --out $D/startup/before-$r
done
