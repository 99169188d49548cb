#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout (mvn -B -q install -DskipTests).
set -euo pipefail
D=docs/results/2026-11-27-class-data
bin/mpjrun -np 2 -cp mpj-examples/target/mpj-examples.jar examples.Ring 1   # makes the archive if missing
# launch to MPI.Init returned on every rank, and to mpjrun's exit: without the archive, and with it
# (with the JNI binding under mpirun beside it), alternating, three times
for r in 1 2 3; do
  MPJ_CDS=off bin/mpj-bench startup --libs ours --np 2,4,8 --rounds 2 --out $D/off-$r
  bin/mpj-bench startup --libs ours,jni --np 2,4,8 --rounds 2 --out $D/on-$r
done
# the first job on a machine (or after the JVM or a library jar changed) makes the archive: its wall
# time against a job that finds it, examples.Ring at p = 2, 5 rounds
ms() { local s e; s=$(date +%s%N); "$@" > /dev/null; e=$(date +%s%N); echo $(( (e - s) / 1000000 )); }
for r in 1 2 3 4 5; do
  fresh=$(mktemp -d)
  echo "round $r first job $(MPJ_CDS_DIR=$fresh ms bin/mpjrun -np 2 -cp mpj-examples/target/mpj-examples.jar examples.Ring 1) ms," \
       "next job $(MPJ_CDS_DIR=$fresh ms bin/mpjrun -np 2 -cp mpj-examples/target/mpj-examples.jar examples.Ring 1) ms," \
       "no archive $(MPJ_CDS=off ms bin/mpjrun -np 2 -cp mpj-examples/target/mpj-examples.jar examples.Ring 1) ms"
  rm -rf "$fresh"
done > $D/first-job.txt
du -k ~/.mpj/cds/*.jsa | awk '{print "archive size: " $1 " KiB"}' >> $D/first-job.txt
# Across hosts: 16 ranks on 8 emulated hosts (root); BASE: a built checkout of 77fd968, before both this
# change and the one of 2026-11-27-exit-time; lines of the hosts' login shells about pyenv removed from runs/
bin/mpj-cluster up --nodes 8 --slots 2
H=/run/mpj-cluster/hostfile
bin/mpjrun --hostfile $H -np 16 -cp mpj-examples/target/mpj-examples.jar examples.Ring 1
for r in 1 2; do
  bin/mpj-bench startup --libs ours,jni --hostfile $H --np 16 --rounds 2 --out $D/hosts-after-$r
  "$BASE/bin/mpj-bench" startup --libs ours --hostfile $H --np 16 --rounds 2 --out $D/hosts-before-$r
done
bin/mpj-cluster down
