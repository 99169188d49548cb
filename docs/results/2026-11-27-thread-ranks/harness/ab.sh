#!/bin/bash
# usage: ab.sh ROUNDS SIZE "label|opts" ...   -> lines: label kernel seconds
# run from the project root
R=$1; S=$2; shift 2
for r in $(seq $R); do
  for k in ${KERNELS:-LUFact SparseMatmult SOR Crypt MolDyn}; do
    for cfg in "$@"; do
      label=${cfg%%|*}; opts=${cfg#*|}; args=()
      for o in $opts; do args+=(--jvm-opt "$o"); done
      t=$(bin/mpjrun -np 2 "${args[@]}" -jar jgf-kernels/target/jgf-kernels.jar $k -size $S 2>&1 | grep -E "Section[23]:$k:(Kernel|Total|Run)" | head -1 | awk '{print $2}')
      echo "$label $k $t"
    done
  done
done
