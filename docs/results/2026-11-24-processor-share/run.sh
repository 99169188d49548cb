#!/usr/bin/env bash
# Ranks sized to their share of the cores (mpjrun's default since 2026-11-24) against the JVM's own
# count (forced with --jvm-opt -XX:ActiveProcessorCount=2 on this 2-core machine): JGF Section 3 at
# p = 2 in alternating pairs, and the micro-benchmarks against the previous build (BASELINE: a
# checkout of the commit before, built with mvn package).
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
out="${1:-$root/results/processor-share}"
baseline="${BASELINE:?set BASELINE to a built checkout of the previous commit}"
jar="$root/jgf-kernels/target/jgf-kernels.jar"
mkdir -p "$out"
for size in A B; do
  for i in 1 2 3 4; do
    for variant in old new; do
      opt=(); [ "$variant" = old ] && opt=(--jvm-opt -XX:ActiveProcessorCount=2)
      echo "$size $variant $("$root/bin/mpjrun" -np 2 "${opt[@]}" -jar "$jar" section3 -size $size | grep ':Run:' | awk '{print $1, $2}' | tr '\n' ' ')"
    done
  done
done | tee "$out/pairs.txt"
"$root/bin/mpj-bench" compare --libs ours --baseline "$baseline" --np 2 --tests PingPong,Allreduce --sizes 1,64K,4M --rounds 3 --out "$out/micro"
"$root/bin/mpj-bench" compare --libs ours --baseline "$baseline" --np 2 --tests Allreduce,Bcast --sizes 8,1K --rounds 5 --out "$out/micro-small"
