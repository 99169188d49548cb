#!/usr/bin/env bash
# Kernels run alone, launches alternating: ours and BASE over --dev threads, the JNI binding over vader.
# From the project root of a built checkout: kernels.sh BASE ROUNDS KERNEL:SIZE...; prints "round kernel size library seconds".
set -uo pipefail
BASE=$1; R=$2; shift 2
J=jgf-kernels/target/jgf-kernels.jar
for r in $(seq 1 "$R"); do
  for ks in "$@"; do
    k=${ks%:*}; size=${ks#*:}
    for lib in ours baseline jni; do
      case $lib in
        ours) out=$(bin/mpjrun -np 2 --dev threads -jar $J "$k" -size "$size" 2>&1) ;;
        baseline) out=$("$BASE"/bin/mpjrun -np 2 --dev threads -jar "$BASE/$J" "$k" -size "$size" 2>&1) ;;
        jni) out=$(mpirun --allow-run-as-root --oversubscribe -np 2 --mca btl self,vader java -Djava.library.path=mpj-jni/target/native \
                     -cp "mpj-jni/target/mpj-jni.jar:$J" jgf.Main "$k" -size "$size" 2>&1) ;;
      esac
      t=$(echo "$out" | grep -E ":(Kernel|Run):Size$size" | awk '{print $2}')
      echo "$r $k $size $lib ${t:-FAILED}"
    done
  done
done
