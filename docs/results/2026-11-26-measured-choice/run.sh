#!/usr/bin/env bash
# The commands behind this folder, as root from the project root of a built checkout of this commit
# (mvn -B -q install -DskipTests); BASE: a built checkout of 5e1cced, whose tune lets the model choose.
set -euo pipefail
D=docs/results/2026-11-26-measured-choice
N=docs/results/2026-11-26-network-tuning
BASE=${BASE:?a built checkout of 5e1cced}
W=$(mktemp -d)

# 1. A calibration by the measurement's choice, the median of 3 launches (8 emulated hosts x 1, 1 Gbit/s)
H=$(bin/mpj-cluster up --nodes 8 --slots 1 --rate 1gbit | tail -1)
bin/mpj-model calibrate --quick --launches 3 --hostfile "$H" --np 2,4,8 --out $W/calibrate-3 --install $W/calibrate-3/installed.txt
# (committed: its calibration.md, tables, CSVs and the confirmation's samples, gzipped, in $D/calibrate-3)
# A second confirmation of its table, in launches of its own (what calibrate's step 4 runs; confirm-2/)
V='bcast=binomial/linear/scatter_allgather/chain/hierarchical/table/table@2;reduce=binomial/linear/rabenseifner/hierarchical/table/table@2;allreduce=recursive_doubling/reduce_bcast/ring/hierarchical/table/table@2;gather=binomial/linear/table/table@2;scatter=binomial/linear/table/table@2;allgather=recursive_doubling/ring/bruck/gather_bcast/hierarchical/table/table@2;alltoall=pairwise/linear/bruck/table/table@2;reduce_scatter=reduce_scatterv/recursive_halving/ring/table/table@2;scan=recursive_doubling/linear/table/table@2'
for np in 2 4 8; do
  bin/mpjrun -np $np --hostfile "$H" --jvm-opt "-Dmpj.coll.tuning=$PWD/$D/calibrate-3/tuning.txt" -cp mpj-bench-suite/target/mpj-bench-suite.jar \
    io.mpj.bench.suite.BenchMain --library ours --device shm --tests Bcast,Reduce,Allreduce,Gather,Scatter,Allgather,Alltoall,Reduce_scatter,Scan \
    --sizes 0,16,256,4K,32K,64K,96K,1M --reps 50 --warmup 20 --jit-warmup 2000 --variants "$V" \
    --out $D/confirm-2/confirm-p$np.csv --samples $D/confirm-2/confirm-samples-p$np.csv
  gzip -9 $D/confirm-2/confirm-samples-p$np.csv
done
bin/mpj-cluster down
# The same calibration, one launch, on a link with a 16 KiB token bucket (calibrate-16k/)
H=$(bin/mpj-cluster up --nodes 8 --slots 1 --rate 1gbit --burst 16k | tail -1)
bin/mpj-model calibrate --quick --launches 1 --hostfile "$H" --np 2,4,8 --out $W/calibrate-16k --install $W/calibrate-16k/installed.txt
bin/mpj-cluster down
c=$D/confirm-2/confirm
bin/mpj-model confirm --in $c-p2.csv,$c-p4.csv,$c-p8.csv --samples $c-samples-p2.csv.gz,$c-samples-p4.csv.gz,$c-samples-p8.csv.gz \
  --table $D/calibrate-3/tuning.txt --out $D/confirm-2/confirmation.md

# 2. Cross-validation: tune on some launches, replay on another (confirm --replay: each point's choice
#    timed as the run timed that fixed algorithm). Launches with every algorithm timed: d0 the
#    2026-11-26 calibration's first step, d1-d3 the three confirmation runs of that day, d4-d6 the
#    launches of step 1 above. Runs with every call kept, to replay on: r0 that calibration's
#    confirmation, r1-r3 = d1-d3, r4 the confirmation of step 1 above, r5 confirm-2.
d[0]=$N/calibrate-2/results.csv
i=1; for t in old-table builtin-rules calibrated-table; do
  # without the table's own rows, which BASE's tune would take for an algorithm
  for p in 2 4 8; do grep -v '+table' $N/$t/confirm-p$p.csv > $W/$t-p$p.csv; done
  d[$i]=$W/$t-p2.csv,$W/$t-p4.csv,$W/$t-p8.csv
  r[$i]="--in $N/$t/confirm-p2.csv,$N/$t/confirm-p4.csv,$N/$t/confirm-p8.csv --samples $N/$t/confirm-samples-p2.csv.gz,$N/$t/confirm-samples-p4.csv.gz,$N/$t/confirm-samples-p8.csv.gz"
  i=$((i + 1))
done
r[0]="--in $N/calibrate-2/confirm.csv --samples $N/calibrate-2/confirm-samples-p2.csv.gz,$N/calibrate-2/confirm-samples-p4.csv.gz,$N/calibrate-2/confirm-samples-p8.csv.gz"
r[5]="--in $c-p2.csv,$c-p4.csv,$c-p8.csv --samples $c-samples-p2.csv.gz,$c-samples-p4.csv.gz,$c-samples-p8.csv.gz"
r[4]="--in $D/calibrate-3/confirm.csv --samples $D/calibrate-3/confirm-samples-p2.csv.gz,$D/calibrate-3/confirm-samples-p4.csv.gz,$D/calibrate-3/confirm-samples-p8.csv.gz"
replay() {  # $1 run index, $2 table: the mean penalty line
  bin/mpj-model confirm --replay ${r[$1]} --table "$2" --out $W/replay.md 2>&1 | grep -o 'mean penalty [^;]*'
}
tables() {  # $1 name, $2 comma-separated launches' CSVs: this commit's table and BASE's, from one fit
  bin/mpj-model fit --statistic median --in "$2" --out $W/$1.json 2>/dev/null
  bin/mpj-model tune --statistic median --model $W/$1.json --out $W/$1-measured.txt 2>/dev/null
  "$BASE"/bin/mpj-model tune --statistic median --model $W/$1.json --out $W/$1-model.txt 2>/dev/null
}
{
  echo "# tuned on -> replayed on: mean penalty (measurement's choice | model's choice)"
  for a in 0 1 2 3; do for b in 0 1 2 3; do   # one launch, two launches (median)
    [ $a -le $b ] || continue
    on=${d[$a]}; name=d$a; [ $a = $b ] || { on="$on,${d[$b]}"; name=d$a+d$b; }
    tables x "$on"
    for j in 0 1 2 3; do
      [ $j != $a ] && [ $j != $b ] || continue
      echo "$name -> r$j: $(replay $j $W/x-measured.txt) | $(replay $j $W/x-model.txt)"
    done
  done; done
  for j in 0 1 2 3; do   # three launches: all but the one replayed
    on=""; name=""; for a in 0 1 2 3; do [ $a = $j ] || { on="$on${on:+,}${d[$a]}"; name="$name${name:+ + }d$a"; }; done
    tables x "$on"
    echo "$name -> r$j: $(replay $j $W/x-measured.txt) | $(replay $j $W/x-model.txt)"
  done
  tables four "${d[0]},${d[1]},${d[2]},${d[3]}"
  for j in 4 5; do echo "d0 + d1 + d2 + d3 -> r$j: $(replay $j $W/four-measured.txt) | $(replay $j $W/four-model.txt)"; done
  printf '# none\n' > $W/none.txt
  for j in 0 1 2 3 4 5; do
    echo "r$j: no table (the defaults) $(replay $j $W/none.txt); built-in network rules $(replay $j mpj-core/src/main/resources/io/mpj/coll/select/network-rules.txt);" \
      "2026-11-26 calibration (model's choice, 1 launch) $(replay $j $N/calibrate-2/tuning.txt); calibrate-3 (measurement's, 3 launches) $(replay $j $D/calibrate-3/tuning.txt)"
  done
} > $D/cross-validation.txt
rm -r "$W"
