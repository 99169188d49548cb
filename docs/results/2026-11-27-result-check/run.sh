#!/usr/bin/env bash
# From the project root of a built checkout (cc78944), as root on a machine with Open MPI and MPJ Express
# (bin/test-all installs them). About 2 minutes.
set -euo pipefail
here=docs/results/2026-11-27-result-check
out=$(mktemp -d)
bin/mpj-bench compare --libs ours,mpjexpress,jni,c --np 2,3,4 --sizes 1,7,1K,65537,1M --reps 3 --warmup 1 \
  --jit-warmup 2 --timeout 600 --out "$out"
cp "$out"/{results.csv,results.json,report.md} "$here/"
grep -h "wrong result on" "$out"/runs/*.log | sed 's/^\[[^]]*\] //' | sort -u > "$here/wrong-results.txt"
# The same at offset 1 (build 94ee528): MPJ Express's runs end in an exception (multicore) or hang (niodev).
out=$(mktemp -d)
bin/mpj-bench compare --libs ours,mpjexpress,jni,c --np 2,3,4 --sizes 1,7,1K,65537,1M --offset 1 --reps 3 --warmup 1 \
  --jit-warmup 2 --timeout 90 --out "$out" || true
cp "$out"/{results.csv,results.json} "$here/offset1/"
for f in "$out"/runs/mpjexpress-*-p*.log; do
  echo "## $(basename "$f" .log)"
  grep -h "wrong result on\|Exception\|out of bounds\|timed out" "$f" | sed 's/^\[[^]]*\] //' | grep -v "^\s*at " | sort -u
done > "$here/offset1/mpjexpress.txt"
# Across the emulated cluster (build 0336385).
bin/mpj-cluster up --nodes 3 --slots 2
out=$(mktemp -d)
bin/mpj-bench compare --hostfile /run/mpj-cluster/hostfile --libs ours,mpjexpress,jni,c --np 2,6 --sizes 1,7,1K,65537 \
  --reps 3 --warmup 1 --jit-warmup 2 --timeout 120 --out "$out"
bin/mpj-cluster down
cp "$out"/{results.csv,results.json} "$here/hosts/"
