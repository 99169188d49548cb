#!/usr/bin/env bash
# examples.SelfCheck on every library at p = 3 on this machine, and the smallest program that shows
# what it found on MPJ Express, and every collective at an offset. From the project root of a built
# checkout, as root (mpirun --allow-run-as-root). Output: this folder's selfcheck.txt,
# allreduce-offset.txt and offsets.txt.
set -uo pipefail  # the MPJ Express runs fail: that is the finding
D=docs/results/2026-11-27-selfcheck
E=mpj-examples/target/mpj-examples.jar
JNI=(mpirun --allow-run-as-root --oversubscribe -np 3 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native)
MPJ_HOME=$(bin/mpjexpress-home)
export MPJ_HOME
MPJE=(java -jar "$MPJ_HOME/lib/starter.jar" -np 3 -dev multicore)
{
  for dev in shm nio threads; do
    echo "# ours, --dev $dev"; bin/mpjrun -np 3 --dev $dev -cp $E examples.SelfCheck 2>&1; echo "exit $?"
  done
  out=$(mktemp)
  echo "# JNI binding over Open MPI (vader)"; "${JNI[@]}" -cp mpj-jni/target/mpj-jni.jar:$E examples.SelfCheck > "$out" 2>&1
  echo "exit $?"; grep -v '^$' "$out"
  echo "# MPJ Express 0.44, multicore"; (cd "$(mktemp -d)" && "${MPJE[@]}" -cp "$OLDPWD/$E" examples.SelfCheck) > "$out" 2>&1
  echo "exit $?"; grep -v '^$' "$out"
} > $D/selfcheck.txt
classes=$(mktemp -d)
javac -cp "$MPJ_HOME/lib/mpj.jar" -d "$classes" $D/harness/AllreduceOffset.java
{
  for lib in mpje ours; do
    for mode in "" inplace; do
      echo "# $lib ${mode:-separate arrays}"
      if [ $lib = mpje ]; then (cd "$classes" && "${MPJE[@]}" -cp . AllreduceOffset $mode 2>&1 | grep -v '^$')
      else bin/mpjrun -np 3 -cp "$classes" AllreduceOffset $mode 2>&1; fi
    done
  done
} > $D/allreduce-offset.txt
javac -cp "$(ls mpj-core/target/mpj-core-*.jar | grep -v -e sources -e javadoc -e tests)" -d "$classes" $D/harness/OffsetCollectives.java
{
  echo "# ours"; bin/mpjrun -np 3 -cp "$classes" OffsetCollectives 2>&1
  echo "# MPJ Express 0.44, multicore"; (cd "$classes" && "${MPJE[@]}" -cp . OffsetCollectives 2>&1 | grep -v '^$')
} > $D/offsets.txt
