#!/usr/bin/env bash
# The most a short kernel can gain from the library compiling less: ours with the library's methods
# kept from the JIT compilers (the SUM loops still compiled) against ours as shipped and the JNI binding,
# the kernels alone (a fresh JVM each) and Section 2 in one JVM; and what the same costs a warm call.
# Run as root from the project root of a built checkout (PROBE: the line probe of
# 2026-11-28-pingpong-regimes, built; LEAF: see below); about 10 minutes with LEAF set.
set -euo pipefail
set -f # the compile commands name methods with wildcards
D=docs/results/2026-11-28-jit-ceiling
H=$(mktemp -d)
trap 'rm -rf "$H"' EXIT
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$H" docs/results/2026-11-28-cold-allreduce/harness/SparseSteps.java
# The library interpreted: every method of io.mpj.* and mpi.* excluded from compilation, the SUM loops
# (PredefinedOp.sumDoubles and its siblings) excepted (the last matching command wins).
INTERPRETED=(--jvm-opt -XX:CompileCommand=quiet --jvm-opt "-XX:CompileCommand=exclude,io.mpj.*::*"
  --jvm-opt "-XX:CompileCommand=exclude,mpi.*::*" --jvm-opt "-XX:CompileCommand=Exclude,io.mpj.coll.op.PredefinedOp::sum*,false")
MPIRUN=(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader)
JGF=jgf-kernels/target/jgf-kernels.jar
seconds() { grep -E 'Kernel|Run' | awk '{split($1,a,":"); print a[2], $2}'; }
launch() { # variant, then jgf.Main's arguments
  case $1 in
    ours) bin/mpjrun -np 2 -jar $JGF "${@:2}" 2>/dev/null ;;
    interpreted) bin/mpjrun -np 2 "${INTERPRETED[@]}" -jar $JGF "${@:2}" 2>/dev/null ;;
    jni) "${MPIRUN[@]}" java -Djava.library.path=mpj-jni/target/native -cp mpj-jni/target/mpj-jni.jar:$JGF jgf.Main "${@:2}" 2>/dev/null ;;
  esac
}
probe() { [ -x "${PROBE:-}" ] && echo "# line probe: $("$PROBE" | tail -1)" || true; }
{ probe
for r in 1 2 3 4 5; do for v in ours interpreted jni; do
  launch $v MolDyn -size A | seconds | sed "s/^/$r $v alone /"
  launch $v SparseMatmult -size A | seconds | sed "s/^/$r $v alone /"
  launch $v all -size A | seconds | sed "s/^/$r $v section2 /"
done; done
probe; } > $D/kernels.txt
# Warm: 300 Allreduces of 2048 doubles (MolDyn A's force array) after 3000 untimed ones, rank 0's lines
warm() { bin/mpjrun -np 2 --tag-output "$@" --jvm-opt -Dm=2048 --jvm-opt -Dnz=2 --jvm-opt -Dwork=none \
  --jvm-opt -Dit=300 --jvm-opt -Dpre=3000 -cp "$H" SparseSteps | grep '^\[0\] rank 0 allreduce' | cut -c5-; }
for r in 1 2 3; do
  echo "ours $(warm)"; echo "interpreted $(warm "${INTERPRETED[@]}")"
done > $D/warm.txt
# The JIT compilers' totals over a MolDyn A job (-XX:+CITime), rank 0's JVM, 2 launches each
for r in 1 2; do
  echo "# ours"; bin/mpjrun -np 2 --tag-output --jvm-opt -XX:+CITime -jar $JGF MolDyn -size A 2>&1 | grep '^\[0\]'
  echo "# interpreted"; bin/mpjrun -np 2 --tag-output "${INTERPRETED[@]}" --jvm-opt -XX:+CITime -jar $JGF MolDyn -size A 2>&1 | grep '^\[0\]'
  echo "# jni"; "${MPIRUN[@]}" --tag-output java -Djava.library.path=mpj-jni/target/native -XX:+CITime \
    -cp mpj-jni/target/mpj-jni.jar:$JGF jgf.Main MolDyn -size A 2>&1 | grep '^\[1,0\]'
done | grep -E '^#|Run:SizeA|  C1 \{|  C2 \{' | sed -E 's/^\[(0|1,0)\](<stdout>:)? ?//; s/; nmethods_size.*//' > $D/citime.txt
# The SUM loop of doubles in blocks of at most 32 loop iterations per call (sum-leaf.patch), so that
# HotSpot never compiles it on stack: the kernels, this build (before) and LEAF, a built checkout of
# this build with the patch (after), alternating; then the loops alone, warm, on one core
if [ -n "${LEAF:-}" ]; then
  kernel() { (cd $1 && bin/mpjrun -np 2 -jar $JGF $2 -size A 2>/dev/null | seconds); }
  { probe
  for r in 1 2 3 4 5 6; do for b in before after; do
    d=$PWD; [ $b = after ] && d=$LEAF
    for k in MolDyn SparseMatmult; do kernel $d $k | sed "s/^/$r $b alone /"; done
    kernel $d all | sed "s/^/$r $b section2 /"
  done; done
  probe; } > $D/sum-leaf.txt
fi
javac -d "$H" $D/harness/SumLoops.java
for r in 1 2; do for v in plain c32 c256; do taskset -c 1 java -cp "$H" SumLoops $v; done; done > $D/sum-loops.txt
python3 $D/summarize.py $D
