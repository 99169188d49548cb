#!/usr/bin/env bash
# The coarse-grained kernels timed warm (--warmup 2) on every library, and what the sort's time is made
# of; from the project root of a built checkout, as root (mpirun --allow-run-as-root). About 45 minutes.
set -euo pipefail
D=docs/results/2026-11-27-warm-kernels
J=cgm-kernels/target/cgm-kernels.jar
H=$(bin/mpjexpress-home)
mpje() { MPJ_HOME=$H java -jar $H/lib/starter.jar -np 2 -dev multicore "$@"; }

# 1. every library and device, each launch timing its third run of the algorithm (each run's output
#    went to a scratch directory, OUT in cgm.json, and was copied here)
bin/mpj-bench cgm --np 2 --rounds 5 --n 1000000,2000000 --matrix 600 --warmup 2 --out $D/warm-5rounds
#    and the sort alone, timing the fifth run (warm4-sort/)
bin/mpj-bench cgm --np 2 --rounds 5 --kernels Sort --n 1000000,2000000 --warmup 4 --out $D/warm4-sort

# 2. Sort timed cold (the launch's first run), ours as threads (as is, and with one C1 and one C2
#    compiler thread) against MPJ Express multicore, 10 rounds alternating
for r in $(seq 10); do for n in 1000000 2000000; do
  echo "thr $n $r $(bin/mpjrun --dev threads -np 2 -jar $J Sort -n $n 2>&1 | grep -o '[0-9.]* ns/item')"
  echo "thrCI2 $n $r $(bin/mpjrun --dev threads --jvm-opt -XX:CICompilerCount=2 -np 2 -jar $J Sort -n $n 2>&1 | grep -o '[0-9.]* ns/item')"
  echo "mpje $n $r $(mpje -jar $J Sort -n $n 2>&1 | grep -o '[0-9.]* ns/item')"
done; done > $D/cold-sort-10rounds.txt

# 3. the sort's steps, six runs in one launch, n = 2 000 000, on each library's fastest devices
B=$(mktemp -d)
javac -d $B -cp $J:$(ls mpj-core/target/mpj-core-*.jar | grep -v -e sources -e javadoc -e tests) $D/harness/SortPhases.java
CP=$B:$J
{ echo "## ours, threads (-Xlog:gc)"; bin/mpjrun --dev threads -np 2 --jvm-opt -Xlog:gc -cp $CP cgm.SortPhases 2000000
  echo "## ours, shm (-Xlog:gc)"; bin/mpjrun -np 2 --jvm-opt -Xlog:gc -cp $CP cgm.SortPhases 2000000
  echo "## MPJ Express, multicore"; mpje -cp $CP cgm.SortPhases 2000000
  echo "## JNI binding, vader (-Xlog:gc)"
  mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader --output-filename $B/jni java -Xlog:gc \
    -Djava.library.path=mpj-jni/target/native -cp mpj-jni/target/mpj-jni.jar:$CP cgm.SortPhases 2000000 > /dev/null
  cat $B/jni/1/rank.*/stdout; } 2>&1 | grep -v "Using\|^\s*$" > $D/sort-phases.txt

# 4. a fresh 8 MB array, two threads, per collector
javac -d $B $D/harness/FreshArrays.java
for gc in Serial Parallel G1; do echo "## -XX:+Use${gc}GC"; java -XX:+Use${gc}GC -cp $B FreshArrays 2; done > $D/fresh-arrays.txt

# 5. a smaller young generation for thread jobs (-Xmn64m fixed, -XX:NewSize=64m initial; the heap as
#    mpjrun gives it): JGF sections 2 and 3 size A, 8 rounds, then the CGM kernels cold, 6 rounds
T="--dev threads"; K="--jvm-opt -XX:InitialRAMPercentage=3.125"
for r in $(seq 8); do for k in Series LUFact Crypt SOR SparseMatmult MolDyn MonteCarlo RayTracer; do
  for v in "thr=$T" "thrMn64=$T $K --jvm-opt -Xmn64m" "thrNS64=$T $K --jvm-opt -XX:NewSize=64m"; do
    bin/mpjrun -np 2 ${v#*=} -jar jgf-kernels/target/jgf-kernels.jar $k -size A 2>&1 | grep -oE '[A-Za-z]+:(Run|Kernel):SizeA\s+[0-9.]+' \
      | awk -v l=${v%%=*} -v r=$r '{split($1,a,":"); printf "%s %s %s-A %s\n", l, r, a[1], $2}'
  done; done; done > $D/young-jgf-a.txt
for r in $(seq 6); do for c in Sort:1000000 Sort:2000000 ListRanking:1000000 ListRanking:2000000; do
  for v in "thr=$T" "thrMn64=$T $K --jvm-opt -Xmn64m" "thrNS64=$T $K --jvm-opt -XX:NewSize=64m"; do
    echo "${v%%=*} $r ${c%%:*}-${c#*:} $(bin/mpjrun -np 2 ${v#*=} -jar $J ${c%%:*} -n ${c#*:} 2>&1 | grep -o '[0-9.]* ns/item' | cut -d' ' -f1)"
  done; done; done > $D/young-cgm.txt
python3 $D/summarize.py
