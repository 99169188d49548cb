#!/usr/bin/env bash
# The commands behind this folder, as root from the project root of a built checkout
# (mvn -B -q install -DskipTests). Every run: 8 emulated hosts x 1 slot at 1 Gbit/s, p = 2, 4, 8.
set -euo pipefail
D=docs/results/2026-11-26-network-tuning
H=$(bin/mpj-cluster up --nodes 8 --slots 1 --rate 1gbit | tail -1)
# Two calibrations (the first before the selector kept the table's binding, see the README)
bin/mpj-model calibrate --quick --hostfile "$H" --np 2,4,8 --out $D/calibrate-1 --install $D/calibrate-1/installed.txt
bin/mpj-model calibrate --quick --hostfile "$H" --np 2,4,8 --out $D/calibrate-2 --install $D/calibrate-2/installed.txt
# A table against every algorithm, interleaved, 50 rounds (what calibrate's step 4 runs): TABLE is
# the 2026-11-23 table (old-table/) or none (builtin-rules/: the built-in network rules of this commit)
confirm() {   # $1: output directory, $2: the table's -D option or nothing
  local V='bcast=binomial/linear/scatter_allgather/chain/hierarchical/table/table@2;reduce=binomial/linear/rabenseifner/hierarchical/table/table@2;allreduce=recursive_doubling/reduce_bcast/ring/hierarchical/table/table@2;gather=binomial/linear/table/table@2;scatter=binomial/linear/table/table@2;allgather=recursive_doubling/ring/bruck/gather_bcast/hierarchical/table/table@2;alltoall=pairwise/linear/bruck/table/table@2;reduce_scatter=reduce_scatterv/recursive_halving/ring/table/table@2;scan=recursive_doubling/linear/table/table@2'
  for np in 2 4 8; do
    bin/mpjrun -np $np --hostfile "$H" ${2:+--jvm-opt "$2"} -cp mpj-bench-suite/target/mpj-bench-suite.jar io.mpj.bench.suite.BenchMain \
      --library ours --device shm --tests Bcast,Reduce,Allreduce,Gather,Scatter,Allgather,Alltoall,Reduce_scatter,Scan \
      --sizes 0,16,256,4K,32K,64K,96K,1M --reps 50 --warmup 20 --jit-warmup 2000 --variants "$V" \
      --out "$1/confirm-p$np.csv" --samples "$1/confirm-samples-p$np.csv"
    gzip -9 "$1/confirm-samples-p$np.csv"
  done
}
confirm $D/old-table -Dmpj.coll.tuning=$PWD/docs/results/2026-11-23-network-model/calibrate-8x1-1gbit/tuning.txt
confirm $D/builtin-rules
for t in old-table builtin-rules; do
  table=docs/results/2026-11-23-network-model/calibrate-8x1-1gbit/tuning.txt
  [ $t = builtin-rules ] && table=mpj-core/src/main/resources/io/mpj/coll/select/network-rules.txt
  c=$D/$t/confirm
  bin/mpj-model confirm --in $c-p2.csv,$c-p4.csv,$c-p8.csv --table $table \
    --samples $c-samples-p2.csv.gz,$c-samples-p4.csv.gz,$c-samples-p8.csv.gz --out $D/$t/confirmation.md
done
bin/mpj-cluster down
