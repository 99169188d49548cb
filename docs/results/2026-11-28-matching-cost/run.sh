#!/usr/bin/env bash
# What this session's hardening (dabb222..1d6c482) costs a correct program's messages: this build against
# BASE, a built checkout of 5d0fcc4, side by side in mpj-bench's rounds. On a message's path: a
# collective's receive compares call numbers before it takes a message (RecvRequest.takes), and a
# collective's wait counts its looks (Patience). Run from the project root of a built checkout; about 15 minutes.
set -euo pipefail
D=docs/results/2026-11-28-matching-cost
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
bench() { bin/mpj-bench compare --libs ours --baseline "$BASE" --np 2 "$@"; }
bench --tests Allreduce,Bcast --sizes 8,64K --rounds 6 --out "$T/a" && cp "$T/a/rounds.csv" $D/collectives-6rounds.csv
bench --tests PingPong --sizes 1 --rounds 8 --out "$T/b" && cp "$T/b/rounds.csv" $D/pingpong-8rounds.csv
bench --tests Allreduce --sizes 8 --rounds 8 --out "$T/c" && cp "$T/c/rounds.csv" $D/allreduce-8rounds.csv
bench --tests Allreduce --sizes 8 --rounds 10 --out "$T/d" && cp "$T/d/rounds.csv" $D/allreduce-10rounds.csv
python3 docs/results/2026-11-28-error-recovery-cost/summarize.py $D
