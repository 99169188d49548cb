#!/usr/bin/env bash
# The engine's monitor (commit after e8d81d4) against BASE, a built checkout of e8d81d4: run.sh's
# steps 1 and 3 and MolDyn A alone, into *-monitor.txt. From the project root of a built checkout, as root.
set -euo pipefail
D=docs/results/2026-11-27-jit-footprint
BASE=${BASE:?BASE must name a built checkout of e8d81d4}
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" $D/harness/ColdAllreduce.java
for r in $(seq 8); do
  for b in before this; do
    dir=.; [ $b = before ] && dir=$BASE
    for n in "1 1000" "2048 400"; do echo "$b $("$dir/bin/mpjrun" -np 2 -cp "$classes" ColdAllreduce $n)"; done
  done
done > $D/cold-allreduce-monitor.txt
run() { # label round section|kernel -> lines "label round kernel seconds"
  local dir=.; [ $1 = before ] && dir=$BASE
  (cd "$dir" && bin/mpjrun -np 2 -jar jgf-kernels/target/jgf-kernels.jar $3 -size A 2>&1) \
    | grep -oE '[A-Za-z]+:(Run|Kernel):SizeA\s+[0-9.]+' | awk -v b=$1 -v r=$2 '{split($1,a,":"); print b, r, a[1], $2}'
}
for sec in all section3; do for r in $(seq 6); do for b in before this; do run $b $r $sec; done; done; done > $D/jgf-a-monitor.txt
for r in $(seq 10); do for b in before this; do run $b $r MolDyn; done; done > $D/moldyn-monitor.txt
rm -rf "$classes"
python3 $D/summarize.py $D
