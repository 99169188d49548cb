#!/usr/bin/env bash
# [P4]'s experiments on the emulated cluster (root): p = 4 as 4 hosts x 1 rank and as 2 hosts x 2 ranks,
# on a 100 Mbit/s link and on the unlimited one; the three CGM kernels at three sizes each, on ours
# (both its device choices: shm between the ranks of a host with nio between hosts, and nio only).
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
out="${1:-$root/results/cgm-cluster}"
for rate in 100mbit unlimited; do
  for layout in "4 1" "2 2"; do
    set -- $layout
    "$root/bin/mpj-cluster" down >/dev/null 2>&1 || true
    if [ "$rate" = unlimited ]; then "$root/bin/mpj-cluster" up --nodes "$1" --slots "$2" >/dev/null
    else "$root/bin/mpj-cluster" up --nodes "$1" --slots "$2" --rate "$rate" >/dev/null; fi
    "$root/bin/mpj-bench" cgm --libs ours --np 4 --hostfile /run/mpj-cluster/hostfile \
      --n 250000,1000000,2000000 --matrix 300,600,1200 --out "$out/$rate-$1x$2"
  done
done
"$root/bin/mpj-cluster" down >/dev/null
