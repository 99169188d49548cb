#!/usr/bin/env bash
# The commands behind this folder, as root from the project root of a built checkout of this commit
# (mvn -B -q install -DskipTests). About 45 minutes.
set -euo pipefail
D=docs/results/2026-11-26-williams-calibration
K=docs/results/2026-11-26-measured-choice/calibrate-16k
W=$(mktemp -d)
# calibrate-16k's calibration again, its rounds now in the Williams order
H=$(bin/mpj-cluster up --nodes 8 --slots 1 --rate 1gbit --burst 16k | tail -1)
bin/mpj-model calibrate --quick --launches 1 --hostfile "$H" --np 2,4,8 --out $W/williams-calibration --install $W/williams-calibration/installed.txt
bin/mpj-cluster down
# (committed: calibration.md, confirm.csv, fresh.csv, results.csv/.json, tuning.txt, report/*.md and .csv,
#  the confirmation's samples gzipped)
# Replays: each table's choices timed as each confirmation timed the fixed algorithms
printf '# primitive processes bytes algorithm\n' > $W/none.txt
for R in $K $D; do
  for p in 2 4 8; do awk -F, -v p=$p 'NR == 1 || $5 == p' $R/confirm.csv > $W/run-p$p.csv; done
  for T in $D/tuning.txt $K/tuning.txt mpj-core/src/main/resources/io/mpj/coll/select/network-rules.txt $W/none.txt; do
    echo "run $R table $T: $(bin/mpj-model confirm --replay --in $W/run-p2.csv,$W/run-p4.csv,$W/run-p8.csv \
      --samples $R/confirm-samples-p2.csv.gz,$R/confirm-samples-p4.csv.gz,$R/confirm-samples-p8.csv.gz --table $T \
      | grep -o 'mean penalty [0-9.]*%, worst [0-9.]*%')"
  done
done
python3 $D/alternation.py $D/confirm-samples-p2.csv.gz > $D/alternation.txt
# The cross-link replays: the same loop with R over ../2026-11-26-measured-choice/calibrate-3 (its confirm.csv),
# ../2026-11-26-measured-choice/confirm-2 (its confirm-p2/p4/p8.csv as they are) and T adding calibrate-3/tuning.txt
# default-bucket/: the same calibration on the default token bucket
H=$(bin/mpj-cluster up --nodes 8 --slots 1 --rate 1gbit | tail -1)
bin/mpj-model calibrate --quick --launches 1 --hostfile "$H" --np 2,4,8 --out $W/default-bucket --install $W/default-bucket/installed.txt
bin/mpj-cluster down
# (its replays: the loop above with R = $D/default-bucket and T adding $D/default-bucket/tuning.txt)
# default-bucket-2/: the same again; then the rules both default-bucket tables wrote
H=$(bin/mpj-cluster up --nodes 8 --slots 1 --rate 1gbit | tail -1)
bin/mpj-model calibrate --quick --launches 1 --hostfile "$H" --np 2,4,8 --out $W/default-bucket-2 --install $W/default-bucket-2/installed.txt
bin/mpj-cluster down
python3 $D/agree.py $D/default-bucket/tuning.txt $D/default-bucket-2/tuning.txt > $D/agreement.txt
