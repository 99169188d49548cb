#!/usr/bin/env bash
# SparseMatmult B's loop: its JIT compilations, and the copies without view buffers (9d64099), at p = 2 on one
# machine. As root, from the project root of a built checkout of 9d64099; BASE a built checkout of d6794a3 (the
# build before). The tried forms are built from BASE with the patches in harness/: FIRST (tried-unsafe-first-form),
# METHODS (tried-raw-copy-methods), WAIT (tried-sum-wait), LEAN (9d64099 with "n > SMALL && " removed from
# BaseType.pack/unpack). About 90 minutes. summarize.py prints the A/B tables.
set -euo pipefail
D=docs/results/2026-11-29-loop-compilations
: "${BASE:?a built checkout of d6794a3}" "${FIRST:?}" "${METHODS:?}" "${WAIT:?}" "${LEAN:?}" "${ABOVE16:?}" "${JDK25:?a Temurin 25 JDK}"
H=$(mktemp -d); trap 'rm -rf "$H"' EXIT
javac -cp mpj-core/target/mpj-core-0.1.0.jar:jgf-kernels/target/jgf-kernels.jar -d "$H" \
  docs/results/2026-11-29-compile-tail/harness/SparseSteps.java docs/results/2026-11-29-primed-sums/harness/CtxSteps.java
pick() { grep -E ":(Kernel|Run):" | awk '{split($1,a,":"); print a[2], $2}'; }
# "label kernel seconds" lines: Section 2 at $SIZE, ours over shm from each checkout (label=DIR, or label=DIR|mpjrun options),
# the JNI binding over vader (label=jni), launches alternating
ab() { local rounds=$1; shift; for r in $(seq "$rounds"); do for v in "$@"; do
  lab=${v%%=*}; dir=${v#*=}; opts=""; case $dir in *"|"*) opts=${dir#*|}; dir=${dir%%|*};; esac
  if [ "$dir" = jni ]; then
    mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native \
      -cp mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar jgf.Main section2 -size "$SIZE" 2>/dev/null | pick | sed "s/^/$lab /"
  else
    (cd "$dir" && bin/mpjrun -np 2 --dev shm $opts -jar jgf-kernels/target/jgf-kernels.jar section2 -size "$SIZE" 2>/dev/null) | pick | sed "s/^/$lab /"
  fi
done; done; }
# 1. what the loop compiles, the build before, this build, the JNI binding
{ echo "## the build before"; (cd "$BASE" && "$OLDPWD/$D/harness/loop-compilations.sh" ours 3 "$H/rec"); \
  echo "## this build"; $D/harness/loop-compilations.sh ours 3 "$H/rec"; \
  echo "## the JNI binding"; $D/harness/loop-compilations.sh jni 3 "$H/rec"; } > $D/loop-compilations.txt
# 2. the loop call by call (the build before), and with untimed calls of its size ahead of it
(cd "$BASE" && "$OLDPWD/$D/harness/steps.sh" "$H" 3 "ours|-Deach=true" "jni|-Deach=true"; \
  "$OLDPWD/$D/harness/steps.sh" "$H" 3 "ours|-Deach=true" "jni|-Deach=true") > $D/calls.txt
(cd "$BASE" && "$OLDPWD/$D/harness/steps.sh" "$H" 4 "ours|-Dpre=0" "ours-pre200|-Dpre=200" "ours-pre1000|-Dpre=1000" "jni|-Dpre=0") > $D/untimed-calls-before.txt
(cd "$BASE" && "$OLDPWD/$D/harness/steps-compilations.sh" "$H" "$H/pre200" -Dpre=200) > $D/pre200-compilations.txt
# 3. the copies: three runs
SIZE=B ab 10 before="$BASE" first="$FIRST" methods="$METHODS" jni=jni > $D/ab-copies-1.txt
SIZE=B ab 10 before="$BASE" first="$FIRST" lean="$LEAN" jni=jni > $D/ab-copies-2.txt
SIZE=B ab 8 before="$BASE" this=. lean="$LEAN" jni=jni > $D/ab-copies-3.txt
# small messages, lean and this build, against the build before
(cd "$LEAN" && bin/mpj-bench compare --libs ours --baseline "$BASE" --tests Allreduce,Reduce --sizes 8,64,2K,64K --np 2 --rounds 7 --out "$OLDPWD/$D/small-lean")
bin/mpj-bench compare --libs ours --baseline "$BASE" --tests Allreduce,Bcast --sizes 8,2K,64K,1M --np 2 --rounds 7 --out $D/small-this
# mixed sizes, raw copies on and off
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$H" $D/harness/Switch.java
for rep in 1 2 3; do for raw in true false; do echo "raw=$raw $(MPJ_RAW_COPY=$raw bin/mpjrun -np 2 -cp "$H" Switch 2>&1 | tail -1)"; done; done > $D/switch.txt
# tried against this build: raw at every size (LEAN), raw above 16 elements (ABOVE16: 9d64099 with RAW_SMALL = 16 elements in place of SMALL)
(cd "$LEAN" && bin/mpj-bench compare --libs ours --baseline "$OLDPWD" --tests Allreduce,Reduce --sizes 8,64,512,2K --np 2 --rounds 9 --out "$OLDPWD/$D/tried-raw-every-size")
(cd "$ABOVE16" && bin/mpj-bench compare --libs ours --baseline "$OLDPWD" --tests Allreduce,Reduce --sizes 8,64,512,2K --np 2 --rounds 9 --out "$OLDPWD/$D/tried-raw-above-16")
# on Temurin 25 (where the change is off), the build before
(export JAVA_HOME="$JDK25" PATH="$JDK25/bin:$PATH"; SIZE=B ab 6 this="$BASE" jni=jni) > $D/ab-jdk25-B.txt
# every library
bin/mpj-bench jgf --libs ours,mpjexpress,jni --baseline "$BASE" --np 2 --sizes B --sections 2 --rounds 3 --out $D/jgf-b
# 4. tried: MPI.Init waiting for SUM's C2 code; lower compile thresholds for the library's methods
SIZE=B ab 8 this="$BASE" wait="$WAIT" jni=jni > $D/ab-sum-wait-B.txt
SIZE=A ab 8 this="$BASE" wait="$WAIT" jni=jni > $D/ab-sum-wait-A.txt
for i in 1 2 3 4 5 6; do for b in "$BASE" "$WAIT"; do
  (cd "$b" && bin/mpjrun -np 2 --tag-output --jvm-opt -XX:+PrintCompilation -jar jgf-kernels/target/jgf-kernels.jar section2 -size B 2>&1 \
    | grep -E "sumDoubles|SparseMatmult:Kernel") > "$H/sums-$(basename "$b")-$i.txt"
done; done # sum-priming-compilations.txt: the ranks whose C2 compilation of sumDoubles came after 1000 ms of uptime
SIZE=B ab 4 this="$BASE" "scaled=$BASE|--jvm-opt -XX:CompileCommand=quiet --jvm-opt -XX:CompileCommand=CompileThresholdScaling,io.mpj.*::*,0.2" > $D/ab-library-thresholds.txt
python3 $D/summarize.py
