#!/bin/bash
# From the project root of a built checkout of this commit; BASE: a built checkout of the commit before
# (git clone ... && mvn -B -q package -DskipTests). About 5 minutes.
set -e
D=docs/results/2026-11-27-training-job
: "${BASE:?set BASE to a built checkout of the commit before}"
# 1. start-up, this build / BASE / no archive, alternating (twice; the first run had no "off" column)
$D/startup-ab.sh 5 2 4 8 > $D/startup-ab-2.txt
# 2. this build beside the JNI binding under mpirun
bin/mpj-bench startup --libs ours,jni --np 2,4,8 --rounds 3 --out $D/startup
# 3. the first job, which makes the archive: examples.Ring at p = 2 with an empty archive directory
for r in 1 2 3; do for d in . $BASE; do
  cds=$(mktemp -d); t0=$(date +%s%3N)
  (cd $d && MPJ_CDS_DIR=$cds bin/mpjrun -np 2 -cp mpj-examples/target/mpj-examples.jar examples.Ring 1 > /dev/null)
  echo "round $r $([ $d = . ] && echo this || echo BASE) first job $(( $(date +%s%3N) - t0 )) ms, archive $(stat -c %s $cds/*.jsa) bytes"
  rm -rf $cds
done; done > $D/first-job.txt
# 4. the library's classes the ranks of the next job load from elsewhere than the archive (both ranks)
for d in . $BASE; do
  cds=$(mktemp -d)
  (cd $d && MPJ_CDS_DIR=$cds bin/mpjrun -np 2 -cp mpj-examples/target/mpj-examples.jar examples.Ring 1 > /dev/null)
  echo "# $([ $d = . ] && echo this || echo BASE)"
  (cd $d && MPJ_CDS_DIR=$cds bin/mpjrun -np 2 --jvm-opt -Xlog:class+load=info -cp mpj-examples/target/mpj-examples.jar examples.Ring 1) > $cds/log
  echo "all classes: $(grep -cF '[class,load]' $cds/log), not from an archive (the JDK's or the library's): $(grep -F '[class,load]' $cds/log | grep -vc 'shared objects file')"
  grep -E '\[class,load\] (io\.mpj\.|mpi\.)' $cds/log | grep -v 'shared objects file' | sed -E 's/^\[[0-9.]+s\]//; s/0x[0-9a-f]+/0x../' | sort | uniq -c
  rm -rf $cds
done > $D/classes.txt
python3 $D/sum.py $D/startup-ab-*.txt
