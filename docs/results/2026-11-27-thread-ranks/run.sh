#!/usr/bin/env bash
# mpjrun --dev threads against the process devices, MPJ Express (multicore: also threads of one JVM)
# and the JNI binding over Open MPI; p = 2 on this machine. From the project root of a built checkout.
set -euo pipefail
D=docs/results/2026-11-27-thread-ranks
bin/mpj-bench jgf --libs ours,mpjexpress,jni --np 2 --sizes A,B --sections 2,3 --rounds 5 --out $D/jgf-ab
bin/mpj-bench pingpong --libs ours,mpjexpress,jni --out $D/pingpong
bin/mpj-bench collectives --libs ours,mpjexpress --out $D/collectives
