#!/usr/bin/env bash
# 20 000 ping-pongs of 4 KiB over shm at p = 2 from a rank's start (Stall.java), 3 launches per setting,
# the settings alternating. From the project root of a built checkout; needs chrt and renice (util-linux).
set -euo pipefail
H=$(dirname "$0"); W=$(mktemp -d)
javac -cp mpj-core/target/classes -d $W $H/Stall.java
for a in IdleCompilers NiceCompilers; do
  mkdir -p $W/$a && javac -d $W/$a $H/$a.java && printf 'Premain-Class: %s\n' $a > $W/$a.mf && jar cfm $W/$a.jar $W/$a.mf -C $W/$a .
done
for i in 1 2 3; do
  echo "default: $(bin/mpjrun -np 2 --dev shm -cp $W Stall 4096 20000 2>&1 | grep 'rank 0')"
  echo "trap-limit-0: $(bin/mpjrun -np 2 --dev shm -cp $W --jvm-opt -XX:PerMethodTrapLimit=0 Stall 4096 20000 2>&1 | grep 'rank 0')"
  echo "compilers-sched-idle-spin20: $(bin/mpjrun -np 2 --dev shm -cp $W --jvm-opt -javaagent:$W/IdleCompilers.jar \
      --jvm-opt -Dmpj.spin.us=20 --jvm-opt -Dmpj.yield.us=0 Stall 4096 20000 2>&1 | grep 'rank 0')"
  echo "compilers-nice19: $(bin/mpjrun -np 2 --dev shm -cp $W --jvm-opt -javaagent:$W/NiceCompilers.jar=19 Stall 4096 20000 2>&1 | grep 'rank 0')"
done
rm -rf $W
