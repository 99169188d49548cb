#!/usr/bin/env bash
# Issue 14's PingPong goals again on this build (2aea8fd): every library's PingPong at 1 B, 64 KiB and 4 MiB,
# p = 2, 5 alternating rounds, under Java 17 (the default JDK) and under JDK 25 (where the nio device moves
# large payloads in place, heap I/O). As root, from the project root of a built checkout; about 10 minutes.
set -euo pipefail
D=docs/results/2026-11-29-nio-large
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
gcc -O2 -pthread -o "$T/lineprobe" docs/results/2026-11-28-pingpong-regimes/harness/lineprobe.c # the host's regime
probe() { echo "$1 $("$T/lineprobe")" >> $D/line-probe.txt; } # ~55 ns one way normally, ~260 in the host's slow periods
rm -f $D/line-probe.txt
probe start
bin/mpj-bench pingpong --libs ours,jni,c --out $D/jdk17; probe jdk17
JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 bin/mpj-bench pingpong --libs ours,jni,c --out $D/jdk25; probe jdk25
