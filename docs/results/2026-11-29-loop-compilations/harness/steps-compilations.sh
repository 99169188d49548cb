#!/usr/bin/env bash
# usage, from the project root of a built checkout: steps-compilations.sh H OUT [jvm options...]
# One launch of steps.sh's loop (ours over shm) with each rank's JIT compilations recorded by JFR; prints
# those that start in each rank's loop (loop_compilations.py). OUT keeps the recordings.
set -euo pipefail
H=$1; out=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$out"; mkdir -p "$out/jfr"
jo=(); for x in "$@"; do jo+=(--jvm-opt "$x"); done
bin/mpjrun -np 2 --tag-output --jvm-opt -Dctx=true --jvm-opt "-XX:StartFlightRecording=filename=$out/jfr/,settings=$here/compilations.jfc" \
  ${jo[@]+"${jo[@]}"} -cp "$H:jgf-kernels/target/jgf-kernels.jar" CtxSteps > "$out/out.txt" 2>/dev/null
for f in "$out"/jfr/*.jfr; do jfr print --json --events jdk.Compilation,jdk.JVMInformation "$f" > "$f.json"; done
python3 "$here/loop_compilations.py" "$out/jfr" "steps:$out/out.txt" "${TOP:-12}"
