#!/usr/bin/env bash
# Issues 14 and 15 at p = 2 on one machine, this build (e7f7bca): JGF Sections 2 and 3 at size A and the
# coarse-grained kernels, every library and device alternating round by round, 5 rounds each; then size B
# in 3 rounds. From the project root of a built checkout, as root; about 35 minutes. The reports are
# written to run-jgf/, run-cgm/ and run-jgf-b/ here; summarize.py prints ours over the other libraries,
# each on its fastest device.
set -euo pipefail
D=docs/results/2026-11-28-goals-recheck
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
gcc -O2 -pthread -o "$T/lineprobe" docs/results/2026-11-28-pingpong-regimes/harness/lineprobe.c # the host's regime
"$T/lineprobe" > $D/line-probe-before.txt
bin/mpj-bench jgf --libs ours,mpjexpress,jni --np 2 --sizes A --sections 2,3 --rounds 5 --out $D/run-jgf
bin/mpj-bench cgm --libs ours,mpjexpress,jni --np 2 --n 1000000 --matrix 600 --rounds 5 --out $D/run-cgm
# size B, 3 rounds: run afterwards on 4d8a55a (the same library code but for the names in collective errors)
bin/mpj-bench jgf --libs ours,mpjexpress,jni --np 2 --sizes B --sections 2,3 --rounds 3 --out $D/run-jgf-b
"$T/lineprobe" > $D/line-probe-after.txt
python3 $D/summarize.py
