#!/usr/bin/env bash
# The commands behind this folder, as root from the project root of a built checkout
# (mvn -B -q install -DskipTests); about 40 minutes.
set -euo pipefail
D=docs/results/2026-11-26-predict-16
A=docs/results/2026-11-26-williams-calibration/default-bucket   # the fits' p = 2, 4, 8 (8 hosts x 1)
# p = 16 with one rank per host, as A's p = 2, 4, 8: 16 emulated hosts (16 JVMs on 2 cores). calibrate's
# first step (every algorithm and the default selection, interleaved call by call, no table), with 20
# timed calls per size instead of 50 to fit the session (the median of 20 against A's median of 50)
V='bcast=binomial/linear/scatter_allgather/chain/hierarchical/table;reduce=binomial/linear/rabenseifner/hierarchical/table;allreduce=recursive_doubling/reduce_bcast/ring/hierarchical/table;gather=binomial/linear/table;scatter=binomial/linear/table;allgather=recursive_doubling/ring/bruck/gather_bcast/hierarchical/table;alltoall=pairwise/linear/bruck/table;reduce_scatter=reduce_scatterv/recursive_halving/ring/table;scan=recursive_doubling/linear/table'
W=$(mktemp -d)
printf '# no rules: the built-in defaults\n' > $W/empty.txt
H=$(bin/mpj-cluster up --nodes 16 --slots 1 --rate 1gbit | tail -1)
timeout 2700 bin/mpjrun -np 16 --hostfile "$H" --jvm-opt -Dmpj.coll.tuning=$W/empty.txt \
  -cp mpj-bench-suite/target/mpj-bench-suite.jar io.mpj.bench.suite.BenchMain --library ours --device shm \
  --tests PingPong,Reduce-null,Bcast,Reduce,Allreduce,Gather,Scatter,Allgather,Alltoall,Reduce_scatter,Scan \
  --sizes 0,16,256,4K,32K,64K,96K,1M --reps 20 --warmup 20 --jit-warmup 2000 --variants "$V" --out $W/p16.csv
bin/mpj-cluster down
# the default selection's rows (shm+table under the empty table) as the default series, as calibrate does
awk -F, 'BEGIN{OFS=","} $2 == "shm+table" {$2 = "shm"} 1' $W/p16.csv > $D/measured-p16.csv
{ cat $A/results.csv; tail -n +2 $D/measured-p16.csv; } > $W/results.csv
bin/mpj-model predict --in $W/results.csv --fit-np 2,4,8 --statistic median --out $D/prediction.md
# A table for p = 16 from that measurement (fitted and tuned by the median call, as calibrate does), and
# the library with it against every fixed algorithm at p = 16, interleaved call by call, 20 rounds
bin/mpj-model fit --in $D/measured-p16.csv --out $W/model.json --statistic median
bin/mpj-model tune --model $W/model.json --out $D/tuning-p16.txt --statistic median
V2=$(echo "$V" | sed 's|/table|/table/table@2|g')
H=$(bin/mpj-cluster up --nodes 16 --slots 1 --rate 1gbit | tail -1)
timeout 2700 bin/mpjrun -np 16 --hostfile "$H" --jvm-opt -Dmpj.coll.tuning=$PWD/$D/tuning-p16.txt \
  -cp mpj-bench-suite/target/mpj-bench-suite.jar io.mpj.bench.suite.BenchMain --library ours --device shm \
  --tests Bcast,Reduce,Allreduce,Gather,Scatter,Allgather,Alltoall,Reduce_scatter,Scan \
  --sizes 0,16,256,4K,32K,64K,96K,1M --reps 20 --warmup 20 --jit-warmup 2000 --variants "$V2" \
  --out $D/confirm-p16.csv --samples $D/confirm-samples-p16.csv
gzip -9f $D/confirm-samples-p16.csv
bin/mpj-cluster down
bin/mpj-model confirm --in $D/confirm-p16.csv --table $D/tuning-p16.txt --samples $D/confirm-samples-p16.csv.gz \
  --out $D/confirmation-p16.md
