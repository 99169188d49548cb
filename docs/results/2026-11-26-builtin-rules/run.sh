#!/usr/bin/env bash
# The commands behind this folder, as root from the project root of a built checkout
# (mvn -B -q install -DskipTests); the replays take a minute, the confirmation about 20 minutes.
set -euo pipefail
D=docs/results/2026-11-26-builtin-rules
M=docs/results/2026-11-26-measured-choice
WC=docs/results/2026-11-26-williams-calibration
RULES=mpj-core/src/main/resources/io/mpj/coll/select/network-rules.txt
W=$(mktemp -d)
# 1. Candidates from the two default-bucket calibrations in the Williams order, each with the p = 16 rules
#    of the previous built-in rules (8 hosts x 2 slots, not measured again); the previous rules (commit
#    3d8f968) and no rules at all besides
git show 3d8f968:$RULES > $W/previous.txt
python3 $D/candidates.py $W $WC/default-bucket $WC/default-bucket-2 $W/previous.txt
C="table-a table-b table-a-as-run table-b-as-run agreed documented confirmed-twice"
for c in $C; do grep -E '^\S+\s+16\s' $W/previous.txt >> $W/$c.txt; done
printf '# primitive processes bytes algorithm\n' > $W/none.txt
# 2. Each candidate's choices timed as six confirmation runs timed every fixed algorithm (replay)
for R in $M/calibrate-3 $M/confirm-2 $WC/default-bucket $WC/default-bucket-2 $M/calibrate-16k $WC; do
  for p in 2 4 8; do
    if [ -f $R/confirm.csv ]; then awk -F, -v p=$p 'NR == 1 || $5 == p' $R/confirm.csv > $W/run-p$p.csv
    else cp $R/confirm-p$p.csv $W/run-p$p.csv; fi
  done
  for c in previous $C none; do
    echo "run ${R#docs/results/} rules $c: $(bin/mpj-model confirm --replay --in $W/run-p2.csv,$W/run-p4.csv,$W/run-p8.csv \
      --samples $R/confirm-samples-p2.csv.gz,$R/confirm-samples-p4.csv.gz,$R/confirm-samples-p8.csv.gz --table $W/$c.txt 2>/dev/null \
      | grep -o 'mean penalty.*' | head -1)"
  done
done > $D/replays.txt
# 3. The new rules live (this commit, no table installed): every algorithm and the library's own choice
#    (`table`: here the built-in rules) interleaved call by call, 50 rounds, as calibrate's confirmation.
#    live-table-a/: the same with network-rules.txt = $W/table-a.txt (a first try, hierarchical rules
#    left out; its holes are in the README)
live() {   # $1: output directory
  local V='bcast=binomial/linear/scatter_allgather/chain/hierarchical/table/table@2;reduce=binomial/linear/rabenseifner/hierarchical/table/table@2;allreduce=recursive_doubling/reduce_bcast/ring/hierarchical/table/table@2;gather=binomial/linear/table/table@2;scatter=binomial/linear/table/table@2;allgather=recursive_doubling/ring/bruck/gather_bcast/hierarchical/table/table@2;alltoall=pairwise/linear/bruck/table/table@2;reduce_scatter=reduce_scatterv/recursive_halving/ring/table/table@2;scan=recursive_doubling/linear/table/table@2'
  local H=$(bin/mpj-cluster up --nodes 8 --slots 1 --rate 1gbit | tail -1)
  mkdir -p $1
  for np in 2 4 8; do
    bin/mpjrun -np $np --hostfile "$H" -cp mpj-bench-suite/target/mpj-bench-suite.jar io.mpj.bench.suite.BenchMain \
      --library ours --device shm --tests Bcast,Reduce,Allreduce,Gather,Scatter,Allgather,Alltoall,Reduce_scatter,Scan \
      --sizes 0,16,256,4K,32K,64K,96K,1M --reps 50 --warmup 20 --jit-warmup 2000 --variants "$V" \
      --out $1/confirm-p$np.csv --samples $1/confirm-samples-p$np.csv
    gzip -9f $1/confirm-samples-p$np.csv
  done
  bin/mpj-cluster down
  bin/mpj-model confirm --in $1/confirm-p2.csv,$1/confirm-p4.csv,$1/confirm-p8.csv --table $RULES \
    --samples $1/confirm-samples-p2.csv.gz,$1/confirm-samples-p4.csv.gz,$1/confirm-samples-p8.csv.gz --out $1/confirmation.md
}
live $D/live
# and both live runs replayed with each candidate (as in 2)
for L in live-table-a live; do
  c=$D/$L/confirm
  for r in previous $C none; do
    echo "run $L rules $r: $(bin/mpj-model confirm --replay --in $c-p2.csv,$c-p4.csv,$c-p8.csv \
      --samples $c-samples-p2.csv.gz,$c-samples-p4.csv.gz,$c-samples-p8.csv.gz --table $W/$r.txt 2>/dev/null \
      | grep -o 'mean penalty.*' | head -1)"
  done
done >> $D/replays.txt
