#!/usr/bin/env bash
# The applications (JGF Section 3, the CGM kernels) on ours, MPJ Express and the JNI binding:
# on this machine at p = 1, 2 in 3 alternating rounds (the side-by-side goals), once at p = 4
# (validation; 4 ranks on 2 cores), and across emulated hosts (2 hosts x 2 slots, root) at p = 2, 4.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
out="${1:-$root/results/applications}"
bench="$root/bin/mpj-bench"
"$bench" jgf --sections 3 --sizes A,B --np 1,2 --rounds 3 --out "$out/jgf3"
"$bench" cgm --np 1,2 --rounds 3 --n 1000000,2000000 --matrix 600 --out "$out/cgm"
"$bench" jgf --sections 3 --sizes A --np 4 --out "$out/jgf3-p4"
"$bench" cgm --np 4 --n 250000 --matrix 300 --out "$out/cgm-p4"
"$root/bin/mpj-cluster" down >/dev/null 2>&1 || true
"$root/bin/mpj-cluster" up --nodes 2 --slots 2 >/dev/null
trap '"$root/bin/mpj-cluster" down >/dev/null' EXIT
"$bench" jgf --sections 3 --sizes A --np 2,4 --hostfile /run/mpj-cluster/hostfile --out "$out/jgf3-hosts"
"$bench" cgm --np 2,4 --n 250000 --matrix 300 --hostfile /run/mpj-cluster/hostfile --out "$out/cgm-hosts"
