#!/usr/bin/env bash
# The mpi API as a boundary for the JIT compiler (mpjrun's default since 2026-11-24) against inlining
# it into the program (MPJ_JIT_BOUNDARY=0), launch by launch alternating, p = 2 on this machine:
# the communicating JGF kernels at size C (3 pairs), then Sections 2 and 3 at sizes A (3 pairs) and
# B (2 pairs). Argument: output directory.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
out="${1:-$root/results/jit-boundary}"
jar="$root/jgf-kernels/target/jgf-kernels.jar"
mkdir -p "$out"
jgf() { # boundary (1 or 0), then the program's arguments
  local b="$1"; shift
  MPJ_JIT_BOUNDARY="$b" "$root/bin/mpjrun" -np 2 -jar "$jar" "$@" \
    | grep -E ':(Kernel|Run):' | awk '{split($1, a, ":"); printf "%s=%s ", a[2], $2}'
}
name() { [ "$1" = 1 ] && echo boundary || echo inlined; }
for i in 1 2 3; do
  for b in 0 1; do
    line=""
    for k in LUFact SparseMatmult SOR Crypt; do line+=$(jgf "$b" "$k" -size C); done
    echo "C $(name $b) $line"
  done
done | tee "$out/size-c.txt"
for size in A B; do
  rounds=3; [ "$size" = B ] && rounds=2
  for i in $(seq "$rounds"); do
    for b in 0 1; do echo "$size $(name $b) $(jgf "$b" section2 -size "$size")$(jgf "$b" section3 -size "$size")"; done
  done
done | tee "$out/sizes-ab.txt"
