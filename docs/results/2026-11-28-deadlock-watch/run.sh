#!/usr/bin/env bash
# What the deadlock watch costs a correct program: this build against BASE, a built checkout of b9d9ddc
# (the commit before it), side by side in mpj-bench's rounds. On a message's path: a count per frame sent
# and per frame received, a thread comparison per send, receive and probe, and per wait its entry and exit;
# a waiting thread that finds nothing to do counts its looks. Run from the project root of a built
# checkout; BASE=DIR; about 25 minutes.
set -euo pipefail
D=docs/results/2026-11-28-deadlock-watch
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
bench() { bin/mpj-bench compare --libs ours --baseline "$BASE" --np 2 "$@"; }
bench --tests PingPong --sizes 1,4M --rounds 8 --out "$T/a" && cp "$T/a/rounds.csv" $D/pingpong-8rounds-1.csv
bench --tests Allreduce,Bcast --sizes 8,64K --rounds 6 --out "$T/b" && cp "$T/b/rounds.csv" $D/collectives-6rounds.csv
bin/mpj-bench jgf --libs ours --baseline "$BASE" --np 2 --sizes A --sections 2,3 --rounds 5 --out "$T/j" && cp -r "$T/j" $D/jgf-a
sed -i "s|$BASE|BASE|g; s|$T/j|OUT|g" $D/jgf-a/jgf.json # no path of this machine in the results
# PingPong again, after the first run's spread: 6 rounds of 1 B (a slow period of the host), 8 and 12 rounds
bench --tests PingPong --sizes 1 --rounds 6 --out "$T/c" && cp "$T/c/rounds.csv" $D/pingpong-1b-6rounds-slow.csv
bench --tests PingPong --sizes 1,4M --rounds 8 --out "$T/d" && cp "$T/d/rounds.csv" $D/pingpong-8rounds-2.csv
bench --tests PingPong --sizes 1,4M --rounds 12 --out "$T/e" && cp "$T/e/rounds.csv" $D/pingpong-12rounds.csv
python3 docs/results/2026-11-28-error-recovery-cost/summarize.py $D > $D/summary.txt
python3 $D/ratios.py $D >> $D/summary.txt
