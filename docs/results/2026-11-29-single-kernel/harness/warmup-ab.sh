#!/usr/bin/env bash
# usage: warmup-ab.sh BASE NEW ROUNDS WHAT SIZE
# JGF WHAT at SIZE, p = 2, in fresh JVMs: ours over shm from the built trees BASE (the commit before) and
# NEW, by default and with MPJ_WARMUP=300, and the JNI binding over vader (from NEW), alternating round by
# round; each line gives the SparseMatmult (or every) kernel's time and the launch-to-exit wall time (s).
set -euo pipefail
base=$1; new=$2; rounds=$3; what=$4; size=$5
run() { local dir=$1; shift; (cd "$dir" && "$@" 2>&1); }
for r in $(seq "$rounds"); do
  for v in default base-warmup300 new-warmup300 jni; do
    s=$(date +%s.%N)
    case $v in
      default) o=$(run "$new" bin/mpjrun -np 2 --dev shm -jar jgf-kernels/target/jgf-kernels.jar "$what" -size "$size");;
      base-warmup300) o=$(MPJ_WARMUP=300 run "$base" bin/mpjrun -np 2 --dev shm -jar jgf-kernels/target/jgf-kernels.jar "$what" -size "$size");;
      new-warmup300) o=$(MPJ_WARMUP=300 run "$new" bin/mpjrun -np 2 --dev shm -jar jgf-kernels/target/jgf-kernels.jar "$what" -size "$size");;
      jni) o=$(run "$new" mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native \
            -cp mpj-jni/target/mpj-jni.jar:jgf-kernels/target/jgf-kernels.jar jgf.Main "$what" -size "$size");;
    esac
    e=$(date +%s.%N)
    echo "round $r $v wall $(echo "$e - $s" | bc) $(echo "$o" | grep ':Kernel:' | awk '{split($1,k,":"); printf "%s %s ", k[2], $2}')"
  done
done
