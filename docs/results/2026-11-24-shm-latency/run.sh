#!/usr/bin/env bash
# The commands behind this directory, run from the project root after `mvn -B -q install -DskipTests`.
# BASE: a built checkout of the previous commit whose mpj-bench-suite/.../BenchMain.java is replaced by
# this commit's (both builds of the library timed by the same suite); OUT: where the results go.
set -euo pipefail
: "${BASE:?a built checkout of the previous commit}"
OUT=${OUT:-results/shm-latency}
artifact() { ls "$1"/"$2"/target/"$2"-*[0-9].jar; }
libs() { echo "$(artifact "$1" mpj-core):$(artifact "$1" mpj-transport-shm):$(artifact "$1" mpj-transport-nio):$(ls "$1"/mpj-core/target/mpj-core-*-tests.jar)"; }

# mpj-bench: the suite's PingPong (min method: each call between Barriers) and back to back (avg)
bin/mpj-bench pingpong --libs ours,c,jni --baseline "$BASE" --rounds 7 --out "$OUT/pingpong"
bin/mpj-bench pingpong --libs ours,c,jni --baseline "$BASE" --sizes 1 --method avg --reps 100000 --rounds 5 \
    --out "$OUT/pingpong-avg"
# 1 B again once the JIT compiler has surely finished (C2 compiles a method after about 15 000 calls)
bin/mpj-bench pingpong --libs ours,c,jni --baseline "$BASE" --sizes 1 --jit-warmup 50000 --rounds 7 --out "$OUT/pingpong-jit50k"

# No regression elsewhere: seven tests at four sizes, both devices, this build against the previous one
bin/mpj-bench compare --libs ours --baseline "$BASE" --np 2 --tests PingPong,Barrier,Bcast,Reduce,Allreduce,Allgather,Alltoall \
    --sizes 8,1K,64K,1M --rounds 5 --out "$OUT/compare"

# JGF Section 2 at p = 2: this build beside the JNI binding, then the previous build (two runs, not interleaved)
bin/mpj-bench jgf --libs ours,jni --np 2 --sizes A,B --sections 2 --rounds 3 --out "$OUT/jgf"
"$BASE"/bin/mpj-bench jgf --libs ours --np 2 --sizes A,B --sections 2 --rounds 3 --out "$OUT/jgf-previous"

# The breakdown (harness/): the floor without a library, the library's layers, its own work per message
h="$(dirname "$0")/harness"
mkdir -p "$OUT/classes"
javac -d "$OUT/classes" -cp "$(libs .)" "$h"/*.java
{
  for round in 1 2 3; do
    for mode in line tail; do
      f=/dev/shm/rawring-$$
      taskset -c 1 java -cp "$OUT/classes" RawRing 1 300000 "$f" "$mode" > /dev/null &
      taskset -c 0 java -cp "$OUT/classes" RawRing 0 300000 "$f" "$mode" | tail -n 1 | sed "s/^/floor $round: /"
      wait
      rm -f "$f"
    done
    for build in "$BASE" .; do
      name=$([ "$build" = . ] && echo this || echo previous)
      "$build"/bin/mpjrun -np 2 --jvm-opt -Dphases=api,engine,api,engine -cp "$OUT/classes" LayerPing | tail -n 2 \
          | sed "s/^/$name $round: /"
      java -cp "$(libs "$build"):$OUT/classes" Turnaround | tail -n 4 | sort -n | head -n 1 | sed "s/^/$name $round: turnaround /"
    done
  done
} | tee "$OUT/breakdown.txt"
