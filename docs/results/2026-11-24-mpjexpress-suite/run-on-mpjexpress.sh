#!/usr/bin/env bash
# Runs MPJ Express 0.44's own test suite on MPJ Express itself (multicore device, p = 2), with the
# classes MpjExpressSuiteTest compiled (mvn verify -pl mpj-it -am -Dtest=MpjExpressSuiteTest first).
# Prints one line per program: name, exit status, "ok" or what failed, by the test's own rules.
set -uo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
classes="$root/mpj-it/target/mpjexpress-suite/classes"
home="$("$root/bin/mpjexpress-home")"
out="${1:-${TMPDIR:-/tmp}/mpjexpress-suite-on-mpjexpress}"; mkdir -p "$out"
for t in $(cd "$classes" && find mpi -name '*.class' ! -name '*$*' | sed 's/\.class$//; s#/#.#g' | sort); do
  javap -cp "$classes" "$t" 2>/dev/null | grep -q "public $t(java.lang.String\[\])" || continue
  echo 500 | MPJ_HOME="$home" timeout 60 java -jar "$home/lib/starter.jar" -np 2 -dev multicore -cp "$classes" SuiteMain "$t" >"$out/$t.txt" 2>&1
  rc=$?
  returned=$(grep -o "SuiteMain: $t returned" "$out/$t.txt" | wc -l)
  if grep -qE 'ERROR|Error|FAIL|Fail|bad answer|[Ww]rong|incorrect|Exception|Throwable' "$out/$t.txt"; then v="printed a failure"
  elif [ "$rc" != 0 ]; then v="exit $rc"; elif [ "$returned" != 2 ]; then v="$returned of 2 ranks returned"; else v=ok; fi
  echo "$t $rc $v"
done
