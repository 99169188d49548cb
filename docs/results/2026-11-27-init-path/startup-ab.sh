#!/bin/bash
# startup-ab.sh ROUNDS NP... (from the project root of this build; BASE: a built checkout of the commit before)
# Launch to the last MPI.Init returned and to mpjrun's exit, ms, for: this build with its archive, BASE
# with its archive (each made by an untimed first job in its own MPJ_CDS_DIR), this build without one.
R=$1; shift
run(){ local dir=$1 np=$2 cds=$3 mode=$4; local t0=$(date +%s%3N)
  local out=$(cd $dir && MPJ_CDS=$mode MPJ_CDS_DIR=$cds bin/mpjrun -np $np -cp mpj-bench-suite/target/mpj-bench-suite.jar \
    io.mpj.bench.suite.BenchMain --library ours --device shm --startup 1 2>&1 | grep -o "init-done-ms=[0-9]*" | cut -d= -f2)
  local t1=$(date +%s%3N); echo "$((out-t0)) $((t1-t0))"; }
this=$PWD; cds=$(mktemp -d)
for np in "$@"; do run $this $np $cds/this on >/dev/null; run $BASE $np $cds/base on >/dev/null; done
for r in $(seq $R); do for np in "$@"; do
  echo "np $np round $r this $(run $this $np $cds/this on) base $(run $BASE $np $cds/base on) off $(run $this $np $cds/off off)"
done; done
rm -rf $cds
