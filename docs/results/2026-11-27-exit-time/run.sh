#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout (mvn -B -q install
# -DskipTests); BASE: a built checkout of 77fd968, the commit before the change (mvn -B package
# -DskipTests -pl mpj-core,mpj-transport-nio,mpj-transport-shm,mpj-bench-suite,mpj-bench,mpj-examples -am).
set -euo pipefail
D=docs/results/2026-11-27-exit-time
# launch to MPI.Init returned on every rank, and to mpjrun's exit: this build and the one before, alternating
for r in 1 2 3; do
  bin/mpj-bench startup --libs ours --np 2,4,8 --rounds 2 --out $D/after-$r
  "$BASE/bin/mpj-bench" startup --libs ours --np 2,4,8 --rounds 2 --out $D/before-$r
done
# mpjrun with an idle pipe on its standard input, as from a terminal: examples.Ring at p = 2, wall time
ms() { local s e; s=$(date +%s%N); "$@" > /dev/null; e=$(date +%s%N); echo $(( (e - s) / 1000000 )); }
for r in 1 2 3 4 5; do
  echo "round $r after $( (sleep 4) | ms bin/mpjrun -np 2 -cp mpj-examples/target/mpj-examples.jar examples.Ring 1) ms," \
       "before $( (sleep 4) | ms "$BASE/bin/mpjrun" -np 2 -cp "$BASE/mpj-examples/target/mpj-examples.jar" examples.Ring 1) ms"
done > $D/idle-stdin.txt
