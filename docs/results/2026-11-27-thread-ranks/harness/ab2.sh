#!/bin/bash
# usage: ab2.sh ROUNDS SIZE "label|mpjrun args" ...   -> lines: label kernel seconds
# run from the project root
R=$1; S=$2; shift 2
for r in $(seq $R); do
  for k in ${KERNELS:-LUFact SparseMatmult SOR Crypt Series MolDyn MonteCarlo RayTracer}; do
    for cfg in "$@"; do
      label=${cfg%%|*}; opts=${cfg#*|}
      t=$(bin/mpjrun -np ${NP:-2} $opts -jar jgf-kernels/target/jgf-kernels.jar $k -size $S 2>&1 | grep -E "Section[23]:$k:(Kernel|Run)" | head -1 | awk '{print $2}')
      echo "$label $k $t"
    done
  done
done
