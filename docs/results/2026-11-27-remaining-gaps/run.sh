#!/usr/bin/env bash
# Where issue 14's last gaps come from, measured: (1) a large payload over nio on Java 17 (the copy
# between the Java array and a direct buffer on each side, against the chunk and socket-buffer sizes);
# (2) the library's methods compiled later (HotSpot's per-method CompileThresholdScaling) in a job's
# first Allreduces and JGF Section 2 A. Run as root from the project root of a built checkout
# (mvn -B -q install -DskipTests); about 15 minutes. Output: this folder's *.txt and *.csv.
set -euo pipefail
D=docs/results/2026-11-27-remaining-gaps
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# 1a. What one copy of 4 MiB costs here: heap array <-> direct buffer, in chunks of 64 KiB to 1 MiB
javac -d "$scratch" $D/harness/CopyCost.java
for c in 65536 262144 1048576; do java -cp "$scratch" CopyCost $c | tail -1; done > $D/copy-cost.txt

# 1b. PingPong over nio against Open MPI's TCP in C, alternating round by round, 5 rounds. The socket
#     buffers and the separate read/write chunk sizes need experiment.patch (system properties x.*),
#     built in a scratch copy; mpj.nio.chunk (MPJ_NIO_CHUNK) sets both chunk sizes in the product.
cp -a . "$scratch/tree"
(cd "$scratch/tree" && git apply "$OLDPWD/$D/experiment.patch" && mvn -B -q package -o -DskipTests -pl mpj-transport-nio)
pp() { bin/mpj-bench run --np 2 --tests PingPong --sizes 256K,1M,4M --reps 300 --out "$scratch/pp" "$@" > /dev/null 2>&1
       tail -n +2 "$scratch/pp/results.csv"; }
for r in 1 2 3 4 5; do
  for v in default chunk64k chunk1m write1m read1m sockbuf4m c-tcp; do
    case $v in
      default)   MPJ_JVM_OPTS= pp --lib ours --dev nio ;;
      chunk64k)  MPJ_NIO_CHUNK=65536 pp --lib ours --dev nio ;;
      chunk1m)   MPJ_NIO_CHUNK=1048576 pp --lib ours --dev nio ;;
      write1m)   (cd "$scratch/tree" && MPJ_JVM_OPTS=-Dx.wchunk=1048576 pp --lib ours --dev nio) ;;
      read1m)    (cd "$scratch/tree" && MPJ_JVM_OPTS=-Dx.rchunk=1048576 pp --lib ours --dev nio) ;;
      sockbuf4m) (cd "$scratch/tree" && MPJ_JVM_OPTS="-Dx.sndbuf=4194304 -Dx.rcvbuf=4194304" pp --lib ours --dev nio) ;;
      c-tcp)     pp --lib c --dev tcp ;;
    esac | sed "s/^/$v,$r,/"
  done
done > $D/pingpong-nio.csv

# 2a. A job's first 1000 Allreduces of one double: default, the interpreter only, and the library's
#     methods (io.mpj.*, mpi.*) compiled after 5, 20 times the usual counts; 3 rounds alternating
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$scratch" docs/results/2026-11-27-jit-footprint/harness/ColdAllreduce.java
scale() { echo "--jvm-opt -XX:CompileCommand=CompileThresholdScaling,io.mpj.*::*,$1 --jvm-opt -XX:CompileCommand=CompileThresholdScaling,mpi.*::*,$1"; }
for r in 1 2 3; do
  for v in default interpreter scale5 scale20; do
    case $v in
      default)     opts= ;;
      interpreter) opts="--jvm-opt -Xint" ;;
      scale5)      opts=$(scale 5.0) ;;
      scale20)     opts=$(scale 20.0) ;;
    esac
    echo "$v round $r $(bin/mpjrun -np 2 $opts -cp "$scratch" ColdAllreduce 1 1000 2>&1 | grep -v '^CompileCommand')"
  done
done > $D/cold-allreduce.txt

# 2b. JGF Section 2 size A: default, library scaled by 10, and scaled by 10 but for the reduction
#     operators and the pack/unpack loops (io.mpj.coll.op, io.mpj.buffer); 4 rounds alternating
C='--jvm-opt -XX:CompileCommand=CompileThresholdScaling'
S10="$C,io.mpj.*::*,10.0 $C,mpi.*::*,10.0"
bash docs/results/2026-11-27-typed-copies/ab.sh 4 all A "default=.:" "scale10=.:$S10" \
  "scale10-loops1=.:$S10 $C,io.mpj.coll.op.*::*,1.0 $C,io.mpj.buffer.*::*,1.0" > $D/jgf-a.txt
