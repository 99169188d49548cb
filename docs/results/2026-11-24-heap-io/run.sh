#!/usr/bin/env bash
# Heap I/O over NIO: large payloads move between the socket and the Java array through the foreign
# function API (JDK 22 or later) instead of through a direct buffer. PingPong at p = 2 on this build
# and on the previous commit (BASELINE: a built checkout of it), next to the JNI binding and the C twin
# over Open MPI, alternating round by round: once under JDK 25 (JDK25: its home) where heap I/O is on,
# once under the default JDK 17 where it is off (no regression). Then this build alone under JDK 25 at
# the sizes around the threshold, heap I/O on (default) and off (MPJ_NIO_HEAP=0), alternating.
# Argument: output directory.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
out="${1:-$root/results/heap-io}"
baseline="${BASELINE:?set BASELINE to a built checkout of the previous commit}"
jdk25="${JDK25:?set JDK25 to the home of a JDK 22 or later}"
mkdir -p "$out"
JAVA_HOME="$jdk25" "$root/bin/mpj-bench" pingpong --libs ours,jni,c --baseline "$baseline" --rounds 5 --out "$out/jdk25"
"$root/bin/mpj-bench" pingpong --libs ours,jni,c --baseline "$baseline" --rounds 5 --out "$out/jdk17"
for i in 1 2 3; do
  for heap in default 0; do  # default: 131072 bytes
    env MPJ_NIO_HEAP="${heap/default/131072}" JAVA_HOME="$jdk25" "$root/bin/mpj-bench" run --lib ours --dev nio --np 2 \
      --tests PingPong --sizes 64K,96K,128K,256K,1M,4M --reps 300 --out "$out/threshold-runs/$heap-$i" 2>&1 \
      | grep -E '^\[' | sed "s/^/heap=$heap round $i /"
  done
done | tee "$out/threshold.txt"
rm -rf "$out/threshold-runs"
