#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout of this change (mvn -B -q
# install -DskipTests), as root; BASE: a built checkout of the commit before (70986e5). p = 2 on the
# machine's 2 cores. About 6 minutes.
set -euo pipefail
D=docs/results/2026-11-28-header-slot
BASE=${BASE:?set BASE to a built checkout of 70986e5}
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" docs/results/2026-11-28-out-of-line/harness/*.java
declare -A MPJRUN=([before]="$BASE/bin/mpjrun" [after]=bin/mpjrun)

# 1. C2's compilations of the frame writer and reader, a ping-pong and 400 Allreduces of 800 KB from
#    MPI.Init, the builds alternating, 3 launches each
for i in 1 2 3; do
  for b in before after; do
    for job in "PingPongBlocks 40 2500" "AllreduceBlocks 100000 400"; do
      logs=$(mktemp -d)
      ${MPJRUN[$b]} -np 2 --jvm-opt -XX:+UnlockDiagnosticVMOptions --jvm-opt -XX:+LogCompilation \
        --jvm-opt "-XX:LogFile=$logs/rank%p.log" -cp "$classes" $job > /dev/null
      echo "# $b round $i ${job%% *}"
      python3 $D/summarize.py frames "$logs"
    done
  done
done > $D/compilations.txt

# 2. PingPong, this build and the one before alternating, 8 rounds
bin/mpj-bench pingpong --libs ours --baseline "$BASE" --rounds 8 --out "$D/pingpong"
