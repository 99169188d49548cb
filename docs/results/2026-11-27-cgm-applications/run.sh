#!/usr/bin/env bash
# The coarse-grained kernels at p = 2 on every library, on build 2c10bec; from the project root of a
# built checkout, as root (mpirun --allow-run-as-root). About 10 minutes.
set -euo pipefail
D=docs/results/2026-11-27-cgm-applications
bin/mpj-bench cgm --np 2 --rounds 3 --n 1000000,2000000 --matrix 600 --out $D/run1-3rounds
bin/mpj-bench cgm --np 2 --rounds 5 --n 1000000,2000000 --matrix 600 --out $D/run2-5rounds
# Sort 1M on ours: threads with the parallel collector (thread jobs' default) and with G1; processes
# with the serial collector (what a one-core JVM picks) and the parallel one; 3 rounds alternating
jar=cgm-kernels/target/cgm-kernels.jar
for r in 1 2 3; do
  for v in thr thrG1 shm shmPar; do
    case $v in
      thr)    opts=(--dev threads) ;;
      thrG1)  opts=(--dev threads --jvm-opt -XX:+UseG1GC) ;;
      shm)    opts=() ;;
      shmPar) opts=(--jvm-opt -XX:+UseParallelGC) ;;
    esac
    echo "$v $r $(bin/mpjrun -np 2 "${opts[@]}" -jar $jar Sort -n 1000000 2>&1 | grep -o '[0-9.]* ns/item')"
  done
done > $D/gc-sort.txt
