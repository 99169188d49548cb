#!/usr/bin/env bash
# Binding ranks to cores (mpjrun --bind-to core) and a short spin followed by yields (mpj.spin.us,
# mpj.yield.us) at p = 2 on this machine; every variant is set explicitly, and launches alternate
# variant by variant, round by round:
#   default     unbound, spin 2 ms, then 16 yields, then block (the defaults before 2026-11-24)
#   bound       --bind-to core (MPJ_BIND_TO=core), spin 2 ms
#   bound+yield bound, spin 50 µs, then yield until 2 ms, then block (mpjrun's default since)
#   yield       unbound, spin 50 µs, then yield until 2 ms, then block
# Then this build's defaults against the previous build (BASELINE: a checkout of the commit before,
# built with mvn package). Last, JGF at size A on every library with this build, as is and with C2 off
# in every JVM (JAVA_TOOL_OPTIONS=-XX:TieredStopAtLevel=1). Arguments: output directory, and
# all | jgf | micro | libs.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
out="${1:-$root/results/idle-binding}"
baseline="${BASELINE:?set BASELINE to a built checkout of the previous commit}"
jar="$root/jgf-kernels/target/jgf-kernels.jar"
mkdir -p "$out"
settings() {
  case "$1" in
    default) echo "MPJ_BIND_TO=none" ;;
    bound) echo "MPJ_BIND_TO=core" ;;
    bound+yield) echo "MPJ_BIND_TO=core MPJ_SPIN_US=50 MPJ_YIELD_US=2000" ;;
    yield) echo "MPJ_BIND_TO=none MPJ_SPIN_US=50 MPJ_YIELD_US=2000" ;;
  esac
}
variants="default bound bound+yield yield"
jgf() { # variant section size
  env $(settings "$1") "$root/bin/mpjrun" -np 2 -jar "$jar" "$2" -size "$3" \
    | grep -E ':(Kernel|Run):' | awk '{split($1, a, ":"); printf "%s=%s ", a[2], $2}'
}
part="${2:-all}"  # all, jgf, micro or libs
[ "$part" = micro ] || [ "$part" = libs ] || for size in A B; do
  rounds=4; [ "$size" = B ] && rounds=2
  for i in $(seq "$rounds"); do
    for v in $variants; do echo "$size $v $(jgf "$v" section2 "$size")$(jgf "$v" section3 "$size")"; done
  done
done | tee "$out/jgf.txt"
[ "$part" = jgf ] && exit 0
[ "$part" = libs ] || for i in 1 2 3; do
  for v in $variants; do
    env $(settings "$v") "$root/bin/mpj-bench" run --lib ours --dev shm --np 2 --tests PingPong,Allreduce \
      --sizes 1,64K,4M --out "$out/micro-runs/$v-$i" 2>&1 | grep -E '^\[' | sed "s/^/$v round $i /"
  done
done | tee "$out/micro.txt"
[ "$part" = libs ] || rm -rf "$out/micro-runs"
[ "$part" = libs ] || "$root/bin/mpj-bench" compare --libs ours --baseline "$baseline" --np 2 --tests PingPong,Allreduce --sizes 1,64K,4M --rounds 3 --out "$out/defaults"
[ "$part" = micro ] && exit 0
"$root/bin/mpj-bench" jgf --libs ours,mpjexpress,jni --np 2 --sizes A --sections 2,3 --rounds 3 --out "$out/jgf-libs"
JAVA_TOOL_OPTIONS=-XX:TieredStopAtLevel=1 "$root/bin/mpj-bench" jgf --libs ours,mpjexpress,jni --np 2 --sizes A --sections 2,3 --rounds 3 --out "$out/jgf-libs-c1"
