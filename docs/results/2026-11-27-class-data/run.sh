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
