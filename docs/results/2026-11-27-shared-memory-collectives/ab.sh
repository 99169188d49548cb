#!/bin/bash
# ab.sh ROUNDS SECTION SIZE label=dir:opts ...  -> one line per round and label: kernel times
R=$1; SEC=$2; S=$3; shift 3
for r in $(seq $R); do
 for v in "$@"; do
  label=${v%%=*}; rest=${v#*=}; dir=${rest%%:*}; opts=${rest#*:}
  (cd $dir && bin/mpjrun -np 2 $opts -jar jgf-kernels/target/jgf-kernels.jar $SEC -size $S 2>&1) | grep -oE '[A-Za-z]+:(Run|Kernel):Size[ABC]\s+[0-9.]+' | awk -v l=$label -v r=$r -v s=$S '{split($1,a,":"); printf "%s %s %s-%s %s\n", l, r, a[1], s, $2}'
 done
done
