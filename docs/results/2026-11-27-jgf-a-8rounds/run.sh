#!/usr/bin/env bash
# JGF Section 2 size A at p = 2 on every library and device, 8 rounds alternating; from the project root
# of a built checkout (eca9046), as root. About 12 minutes. The output went to a scratch directory (OUT
# in jgf.json) and was copied to run/.
set -euo pipefail
D=docs/results/2026-11-27-jgf-a-8rounds
bin/mpj-bench jgf --libs ours,mpjexpress,jni --np 2 --sizes A --sections 2 --rounds 8 --out $D/run
python3 $D/summarize.py
