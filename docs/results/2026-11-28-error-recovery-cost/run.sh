#!/usr/bin/env bash
# What the collective error-recovery changes of 2026-11-28 (31ea7d0..b13c5df) cost a healthy program's
# messages: this build against BASE, a built checkout of 2b7e20f, side by side in mpj-bench's rounds.
# Run from the project root of a built checkout; about 15 minutes.
set -euo pipefail
D=docs/results/2026-11-28-error-recovery-cost
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
bench() { bin/mpj-bench compare --libs ours --baseline "$BASE" --np 2 "$@"; }
bench --tests PingPong,Allreduce,Bcast --sizes 1,64K --rounds 4 --out "$T/a" && cp "$T/a/rounds.csv" $D/three-tests-4rounds.csv
bench --tests Allreduce,PingPong --sizes 1,8 --rounds 8 --out "$T/b" && cp "$T/b/rounds.csv" $D/allreduce-pingpong-8rounds.csv
bench --tests PingPong --sizes 1 --rounds 10 --out "$T/c" && cp "$T/c/rounds.csv" $D/pingpong-10rounds.csv
python3 $D/summarize.py $D
