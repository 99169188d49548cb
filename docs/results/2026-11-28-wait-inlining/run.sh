#!/usr/bin/env bash
# The engine's wait kept out of C2's inlining: this build against BASE (a built checkout of the commit
# before), from the project root of a built checkout. OUT: where the raw files go (this folder's copies
# were made with OUT=docs/results/2026-11-28-wait-inlining). About 15 minutes.
set -euo pipefail
BASE=${BASE:?a built checkout of the commit before}
D=docs/results/2026-11-28-wait-inlining
OUT=$(mkdir -p "${OUT:-$D}" && cd "${OUT:-$D}" && pwd)
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" $D/harness/Calls.java
run() { # build, then mpjrun's arguments
    local b=$1; shift
    if [ "$b" = before ]; then "$BASE/bin/mpjrun" "$@"; else bin/mpjrun "$@"; fi
}
order() { # ABBA: every second round the other build first
    if [ $(($1 % 2)) = 1 ]; then echo "before after"; else echo "after before"; fi
}

# 1. 4000 Allreduces of 400 KB (SparseMatmult A's size), and 20000 of one double, each call timed
: > "$OUT/calls.txt"; : > "$OUT/calls-small.txt"
for r in 1 2 3 4 5 6 7 8; do
    for b in $(order $r); do
        run $b -np 2 -cp "$classes" Calls 50000 4000 | sed "s/^/$r $b /" >> "$OUT/calls.txt"
        run $b -np 2 -cp "$classes" Calls 1 20000 | sed "s/^/$r $b /" >> "$OUT/calls-small.txt"
    done
done

# 1b. the same loops on the JNI binding over vader, and on BASE with C2 off (3 launches each)
JNI=(mpirun --allow-run-as-root -np 2 --mca btl self,vader --output-filename "$classes/out" java -Djava.library.path=mpj-jni/target/native
     -cp "mpj-jni/target/mpj-jni.jar:$classes")
: > "$OUT/calls-reference.txt"
for r in 1 2 3; do
    for loop in "50000 4000" "1 20000"; do
        rm -rf "$classes/out"; "${JNI[@]}" Calls $loop > /dev/null # each rank's lines in a file of its own: mpirun's merged output can split them
        cat "$classes"/out/1/rank.*/stdout | sed "s/^/$r jni-$loop /; s/ /_/2" >> "$OUT/calls-reference.txt"
        run before -np 2 --jvm-opt -XX:TieredStopAtLevel=1 -cp "$classes" Calls $loop | sed "s/^/$r c1only-$loop /; s/ /_/2" >> "$OUT/calls-reference.txt"
    done
done

# 2. what C2 compiles in each loop, one launch per build
for loop in "50000 4000 compilations.txt" "1 20000 compilations-small.txt"; do
    set -- $loop
    for b in before after; do
        rm -rf "$OUT/logs/$b"; mkdir -p "$OUT/logs/$b"
        run $b -np 2 --jvm-opt -XX:+UnlockDiagnosticVMOptions --jvm-opt -XX:+LogCompilation \
            --jvm-opt "-XX:LogFile=$OUT/logs/$b/r%p.log" -cp "$classes" Calls $1 $2 > /dev/null
    done
    python3 $D/summarize.py compilations "$OUT/logs" > "$OUT/$3"
    rm -rf "$OUT/logs" # 30 MB; the summary stays
done

# 3. the kernels whose misses are the library's warm-up, alone
: > "$OUT/kernels.txt"
for r in 1 2 3 4 5 6 7 8; do
    for b in $(order $r); do
        s=$(run $b -np 2 -jar jgf-kernels/target/jgf-kernels.jar SparseMatmult -size A | awk '/Kernel/ {print $2}')
        m=$(run $b -np 2 -jar jgf-kernels/target/jgf-kernels.jar MolDyn -size A | awk '/Run:/ {print $2}')
        echo "$r $b SparseMatmult-A $s" >> "$OUT/kernels.txt"
        echo "$r $b MolDyn-A $m" >> "$OUT/kernels.txt"
    done
done

# 4. the steady state: PingPong on both devices
bin/mpj-bench pingpong --libs ours --baseline "$BASE" --rounds 4 --out "$OUT/pingpong"

# 5. PingPong 1 B alone, more rounds (nio's 1 B moved both ways between step 4's rounds)
bin/mpj-bench pingpong --libs ours --baseline "$BASE" --rounds 8 --sizes 1 --out "$OUT/pingpong-1b"

# 6. trials after the change, not adopted: split-trials.txt (its header has the commands; harness/Warm.java
#    for the steady state), run by hand on 769f092
