#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout (mvn -B -q install
# -DskipTests), as root (mpirun --allow-run-as-root). BASE: a built checkout of the commit before
# (f7383c4), given relative (the runs here used ../base0) so that mpj-bench records no absolute path.
# p = 2 on the machine's 2 cores throughout; about 20 minutes.
set -euo pipefail
D=docs/results/2026-11-27-jit-footprint
BASE=${BASE:?BASE must name a built checkout of the commit before}
JNI=(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native)
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" $D/harness/ColdAllreduce.java $D/harness/SegmentAllreduce.java

# 1. A job's first 1000 Allreduces of 1 double and first 400 of 2048, 8 rounds, builds alternating
for r in $(seq 8); do
  for n in "1 1000" "2048 400"; do
    echo "before $("$BASE/bin/mpjrun" -np 2 -cp "$classes" ColdAllreduce $n)"
    echo "this   $(bin/mpjrun -np 2 -cp "$classes" ColdAllreduce $n)"
    echo "jni    $("${JNI[@]}" -cp "mpj-jni/target/mpj-jni.jar:$classes" ColdAllreduce $n)"
  done
done > $D/cold-allreduce.txt

# 2. The JIT compilers' totals per rank (-XX:+CITime) over SparseMatmult A and MolDyn A, two launches each
for k in SparseMatmult MolDyn; do
  for i in 1 2; do
    for b in before this; do
      dir=.; [ $b = before ] && dir=$BASE
      echo "# $b $k launch $i"
      "$dir/bin/mpjrun" -np 2 --jvm-opt -XX:+CITime -jar "$dir/jgf-kernels/target/jgf-kernels.jar" $k -size A 2>&1 \
        | grep -E "  C1 \{|  C2 \{|Total compiled methods"
    done
  done
done > $D/citime.txt

# 3. JGF Sections 2 and 3 at size A, 6 rounds, builds alternating launch by launch
for r in $(seq 6); do
  for sec in all section3; do
    for b in before this; do
      dir=.; [ $b = before ] && dir=$BASE
      (cd "$dir" && bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar $sec -size A 2>&1) \
        | grep -oE '[A-Za-z]+:(Run|Kernel):SizeA\s+[0-9.]+' | awk -v b=$b -v r=$r '{split($1,a,":"); print b, r, a[1], $2}'
    done
  done
done > $D/jgf-a.txt
# 4. The lean-path proxy against the library's path, 5 rounds alternating
for r in $(seq 5); do
  for n in "1 1000" "2048 400"; do
    echo "library $(bin/mpjrun -np 2 -cp "$classes" ColdAllreduce $n)"
    echo "segment $(bin/mpjrun -np 2 -cp "$classes" SegmentAllreduce $n "mpj-proxy-$$-$r")"
  done
done > $D/segment-proxy.txt
# 5. PingPong on both builds and the JNI binding (mpj-bench, 3 rounds), then both builds alone,
#    alternating launch by launch: nio 6 rounds (median call), shm 8 rounds (min / median call)
bin/mpj-bench pingpong --libs ours,jni --baseline "$BASE" --rounds 3 --out $D/pingpong
suite() { # build device round -> "build round bytes:..." from one launch of the suite
  local dir=.; [ $1 = before ] && dir=$BASE; local f; f=$(mktemp)
  (cd "$dir" && bin/mpjrun -np 2 --dev $2 -jar mpj-bench-suite/target/mpj-bench-suite.jar --library ours --device $2 \
    --tests PingPong --sizes 1,64K,4M --reps 2000 --jit-warmup 10000 --out "$f" > /dev/null 2>&1)
  echo "$1 $3 $(awk -F, -v d=$2 'NR>1{printf "%s:%s ", $6, (d=="shm" ? $8 "/" $9 : $9)}' "$f")"; rm -f "$f"
}
{ echo "# nio, 6 rounds: build round bytes:median_us (PingPong, 2000 calls)"
  for r in $(seq 6); do for b in before this; do suite $b nio $r; done; done
  echo "# shm, 8 rounds: build round bytes:min_us/median_us"
  for r in $(seq 8); do for b in before this; do suite $b shm $r; done; done; } > $D/pingpong-ab.txt
# 6. This build's first 1000 Allreduces of 1 double without the JIT compilers, with C1 alone and with both
for r in 1 2 3; do
  echo "this -Xint $(bin/mpjrun -np 2 --jvm-opt -Xint -cp "$classes" ColdAllreduce 1 1000)"
  echo "this C1-only $(bin/mpjrun -np 2 --jvm-opt -XX:TieredStopAtLevel=1 -cp "$classes" ColdAllreduce 1 1000)"
  echo "this default $(bin/mpjrun -np 2 -cp "$classes" ColdAllreduce 1 1000)"
done > $D/cold-allreduce-jit.txt
rm -rf "$classes"
python3 $D/summarize.py $D
