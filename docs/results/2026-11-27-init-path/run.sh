#!/bin/bash
# From the project root of a built checkout of this commit; BASE: a built checkout of the commit before
# (0b6ae0b). About 4 minutes.
set -e
D=docs/results/2026-11-27-init-path
T=docs/results/2026-11-27-training-job   # its startup-ab.sh and sum.py
: "${BASE:?set BASE to a built checkout of the commit before}"
# 1. launch to the last MPI.Init and to mpjrun's exit: this build, BASE, this build without its archive
$T/startup-ab.sh 5 2 4 8 > $D/startup-ab.txt
python3 $T/sum.py $D/startup-ab.txt
# 2. each rank's time in MPI.Init, p = 2, both builds alternating
classes=$(mktemp -d)
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d $classes $D/harness/InitTime.java && jar cf $classes/init.jar -C $classes InitTime.class
for r in 1 2 3 4 5; do for d in . $BASE; do
  echo "$([ $d = . ] && echo this || echo BASE) $(cd $d && bin/mpjrun -np 2 -cp $classes/init.jar InitTime | sort | tr '\n' ' ')"
done; done > $D/init-per-rank.txt
# 3. what a rank of each build loads of java.util.logging and the security providers
for d in . $BASE; do
  echo "# $([ $d = . ] && echo this || echo BASE)"
  (cd $d && bin/mpjrun -np 2 --jvm-opt -Xlog:class+load=info -cp $classes/init.jar InitTime) \
    | grep -cE '\] (java\.util\.logging\.|sun\.security\.(jca|provider)\.)' || true
done > $D/classes.txt
rm -rf $classes
