#!/usr/bin/env bash
# Shared words through long buffers: this build against BASE (a built checkout of the commit before),
# from the project root of a built checkout. OUT: where the raw files go (this folder's copies were made
# with OUT=docs/results/2026-11-28-long-words). About 15 minutes.
set -euo pipefail
BASE=${BASE:?a built checkout of the commit before}
D=docs/results/2026-11-28-long-words
H=docs/results/2026-11-28-wait-inlining # its harness and summarize.py
OUT=$(mkdir -p "${OUT:-$D}" && cd "${OUT:-$D}" && pwd)
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" $H/harness/Calls.java $H/harness/Warm.java
run() { # build, then mpjrun's arguments
    local b=$1; shift
    if [ "$b" = before ]; then "$BASE/bin/mpjrun" "$@"; else bin/mpjrun "$@"; fi
}
order() { # ABBA
    if [ $(($1 % 2)) = 1 ]; then echo "before after"; else echo "after before"; fi
}

# 1. the loops of 2026-11-28-wait-inlining, the first 2000 calls interpreted (-Xint), and a warm call
: > "$OUT/calls.txt"; : > "$OUT/calls-small.txt"; : > "$OUT/calls-xint.txt"; : > "$OUT/warm.txt"
for r in 1 2 3 4 5 6 7 8; do
    for b in $(order $r); do
        run $b -np 2 -cp "$classes" Calls 50000 4000 | sed "s/^/$r $b /" >> "$OUT/calls.txt"
        run $b -np 2 -cp "$classes" Calls 1 20000 | sed "s/^/$r $b /" >> "$OUT/calls-small.txt"
        run $b -np 2 --jvm-opt -Xint -cp "$classes" Calls 1 2000 | sed "s/^/$r $b /" >> "$OUT/calls-xint.txt"
        run $b -np 2 -cp "$classes" Warm 1 200000 | sed "s/^/$r $b /" >> "$OUT/warm.txt"
    done
done

# 2. what C2 compiles, one launch per build and loop
for loop in "50000 4000 compilations.txt" "1 20000 compilations-small.txt"; do
    set -- $loop
    for b in before after; do
        rm -rf "$OUT/logs/$b"; mkdir -p "$OUT/logs/$b"
        run $b -np 2 --jvm-opt -XX:+UnlockDiagnosticVMOptions --jvm-opt -XX:+LogCompilation \
            --jvm-opt "-XX:LogFile=$OUT/logs/$b/r%p.log" -cp "$classes" Calls $1 $2 > /dev/null
    done
    python3 $H/summarize.py compilations "$OUT/logs" > "$OUT/$3"
    rm -rf "$OUT/logs"
done

# 3. the kernels alone
: > "$OUT/kernels.txt"
for r in 1 2 3 4 5 6 7 8; do
    for b in $(order $r); do
        s=$(run $b -np 2 -jar jgf-kernels/target/jgf-kernels.jar SparseMatmult -size A | awk '/Kernel/ {print $2}')
        m=$(run $b -np 2 -jar jgf-kernels/target/jgf-kernels.jar MolDyn -size A | awk '/Run:/ {print $2}')
        echo "$r $b SparseMatmult-A $s" >> "$OUT/kernels.txt"
        echo "$r $b MolDyn-A $m" >> "$OUT/kernels.txt"
    done
done

# 4. PingPong
bin/mpj-bench pingpong --libs ours --baseline "$BASE" --rounds 6 --out "$OUT/pingpong"

# 5. then the frame length too read through the ring's long buffer: BASE2 a built checkout of 609923b
if [ -n "${BASE2:-}" ]; then
    bin/mpj-bench pingpong --libs ours --baseline "$BASE2" --rounds 6 --out "$OUT/frame-length/pingpong"
    bin/mpj-bench pingpong --libs ours --baseline "$BASE2" --rounds 10 --sizes 1 --out "$OUT/frame-length/pingpong-1b"
fi
