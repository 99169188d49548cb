#!/usr/bin/env bash
# The commands behind this folder, from the project root of a built checkout (mvn -B -q install
# -DskipTests): parts 1-3 on c7a1149, part 4 and 5 on the commit that makes 100 000 calls the default
# JIT warm-up. As root (mpirun). p = 2 on the machine's 2 cores. About 10 minutes.
set -euo pipefail
D=docs/results/2026-11-28-pingpong-regimes
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$classes" docs/results/2026-11-28-out-of-line/harness/PingPongBlocks.java
gcc -O2 -pthread -o "$classes/lineprobe" $D/harness/lineprobe.c
out=$(mktemp -d)

# 1. mpj-bench's PingPong, ours over shm, one launch at a time, the machine's own line latency before each
for i in $(seq 1 10); do
  probe=$("$classes/lineprobe")
  bin/mpj-bench run --np 2 --lib ours --dev shm --tests PingPong --sizes 1,64K --reps 5000 --out "$out/b$i" > /dev/null 2>&1
  echo "probe $probe | $(awk -F, '$1=="ours" {printf "%s B median %s us; ", $6, $9}' "$out/b$i/results.csv")"
done > $D/bench-launches.txt

# 2. The same with ten times the JIT warm-up (100 000 calls)
for i in $(seq 1 8); do
  bin/mpj-bench run --np 2 --lib ours --dev shm --tests PingPong --sizes 1 --reps 5000 --jit-warmup 100000 --out "$out/w$i" > /dev/null 2>&1
  echo "$(awk -F, '$1=="ours" {printf "%s B median %s us", $6, $9}' "$out/w$i/results.csv")"
done > $D/bench-warmup100k.txt

# 3. A ping-pong without Barriers from MPI.Init (60 blocks of 2500 round trips), 8 launches
for i in $(seq 1 8); do bin/mpjrun -np 2 -cp "$classes" PingPongBlocks 60 2500; done > $D/no-barrier.txt

# 4. Part 1 again on the build that makes 100 000 calls the default JIT warm-up (the next commit)
for i in $(seq 1 10); do
  probe=$("$classes/lineprobe")
  bin/mpj-bench run --np 2 --lib ours --dev shm --tests PingPong --sizes 1,64K --reps 5000 --out "$out/n$i" > /dev/null 2>&1
  echo "probe $probe | $(awk -F, '$1=="ours" {printf "%s B median %s us; ", $6, $9}' "$out/n$i/results.csv")"
done > $D/bench-launches-after.txt

# 5. mpj-bench's PingPong preset on every library, 5 rounds, the line probe before and after
"$classes/lineprobe" > $D/pingpong-probes.txt
bin/mpj-bench pingpong --rounds 5 --out $D/pingpong
"$classes/lineprobe" >> $D/pingpong-probes.txt
