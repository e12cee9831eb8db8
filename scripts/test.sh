#!/usr/bin/env bash
# `npm test`: every quality gate, in the least wall time a 2-core CI machine allows.
#
# Run one after another, the steps left a core idle most of the time: the Chromium install waits on
# the network, the typecheck and lint use one core, and many tests wait on a browser or a server.
# So the steps that need nothing of each other run side by side: the typecheck and lint, the
# Chromium install, the build, and the docs' code blocks (tests/examples.test.ts needs neither the
# build nor a browser). The tests of the built site start once the build and Chromium are there,
# the longest first (each builds a site of its own or drives every page), so that no long test
# starts last; they share one server of the build. Each side step's lines carry its name; the
# script fails if any step fails, after every step has ended.
set -uo pipefail
cd "$(dirname "$0")/.."

declare -A pids=()
failed=()

# Runs a step in the background, its output prefixed with `[name] `.
side() {
  local name=$1
  shift
  ("$@" 2>&1 | sed -u "s/^/[$name] /") &
  pids[$name]=$!
}

# Waits for a side step and records its failure.
finish() {
  if ! wait "${pids[$1]}"; then
    failed+=("$1")
  fi
  unset "pids[$1]"
}

side checks bash -c 'npm run typecheck && npm run lint'
side chromium bash scripts/ensure-chromium.sh
side build npm run build:once
# At a lower priority: the docs' code blocks hardly wait, while the browser suites wait on pages
# and timers between bursts of work; so the blocks take the CPU those waits leave, instead of
# slowing the build that the browser suites wait for and the suites themselves.
side examples nice -n 10 npm run test:examples

finish chromium
finish build
if ((${#failed[@]} == 0)); then
  # The longest first; then the rest in name order.
  first=(tests/e2e/base-url.test.ts tests/e2e/run-in-page.test.ts tests/html-validate.test.ts
    tests/e2e/accessibility.test.ts tests/e2e/rendered-links.test.ts tests/search.test.ts
    tests/e2e/navigation.test.ts)
  rest=()
  for file in tests/*.test.ts tests/e2e/*.test.ts; do
    [[ $file == tests/examples.test.ts || " ${first[*]} " == *" $file "* ]] || rest+=("$file")
  done
  # One server of build/ for every test file (tests/support/serve.ts), which prints its origin.
  coproc server { exec node --import tsx tests/support/serve.ts; }
  server_pid=$server_PID
  if read -r -t 120 origin <&"${server[0]}" && [[ $origin == http://127.0.0.1:* ]]; then
    SHARED_BUILD_ORIGIN=$origin node --import tsx --test --test-concurrency=2 --test-reporter=spec \
      "${first[@]}" "${rest[@]}" || failed+=(site)
  else
    echo "npm test: the server of build/ did not start" >&2
    failed+=(site)
  fi
  kill "$server_pid" 2>/dev/null
  wait "$server_pid" 2>/dev/null
fi
for name in "${!pids[@]}"; do
  finish "$name"
done

if ((${#failed[@]})); then
  echo "npm test: failed: ${failed[*]}" >&2
  exit 1
fi
echo "npm test: every step passed"
