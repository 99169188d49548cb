#!/usr/bin/env bash
# From the project root of a built checkout of this change; BASE a built checkout of the commit before it.
set -euo pipefail
BASE="${BASE:?a built checkout of the commit before}"
here=docs/results/2026-11-27-blocking-allocation
work=$(mktemp -d)
javac -d "$work" -cp mpj-core/target/mpj-core-0.1.0.jar "$here/harness/AllocPerCall.java"
for b in "$BASE" .; do
  for dev in shm nio; do
    echo "# $b, --dev $dev"
    "$b/bin/mpjrun" -np 2 --dev "$dev" -cp "$work" AllocPerCall 2>&1 | sort
  done
done > "$here/alloc.txt"
bin/mpj-bench compare --libs ours --baseline "$BASE" --tests PingPong,RightShift,Barrier,Bcast,Allreduce \
  --sizes 1,8,1K --rounds 5 --out "$work/ab"
cp "$work"/ab/{report.md,results.csv,rounds.csv,results.json} "$here/ab/"
