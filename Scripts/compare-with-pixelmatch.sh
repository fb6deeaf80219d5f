#!/usr/bin/env bash
# Times Crease's comparison and pixelmatch's on the same image pairs, in one run on one machine,
# and prints the ratio. Not part of `make test`: it needs Node and a pixelmatch checkout.
#
#   PIXELMATCH_DIR=/path/to/pixelmatch Scripts/compare-with-pixelmatch.sh
#
# PIXELMATCH_DIR  a checkout of pixelmatch (tag v7.2.0 is the one T3 names)   required
# PNGJS_DIR       a checkout of pngjs (default: $PIXELMATCH_DIR/node_modules/pngjs)
# RUNS            timed runs per pair and side (default 30); ROUNDS: how often the table is made (1)
# CREASE          a release-built crease (default: built here with swift build -c release)
# PIN             the CPU both sides are pinned to with taskset, single-core (default 1; "" = no pin)
#
# Both sides decode first and time the comparison alone: pixelmatch(img1, img2, null, …) against
# `crease bench diff --json`. The mismatch counts must agree; a pair where they differ is flagged.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
: "${PIXELMATCH_DIR:?set PIXELMATCH_DIR to a pixelmatch checkout (v7.2.0)}"
command -v node >/dev/null || { echo "node is not installed; nothing to compare" >&2; exit 2; }
[ -f "$PIXELMATCH_DIR/index.js" ] || { echo "$PIXELMATCH_DIR has no index.js" >&2; exit 2; }
version="$(node -p "require('$PIXELMATCH_DIR/package.json').version")"
[ "$version" = "7.2.0" ] || echo "note: pixelmatch $version, not 7.2.0" >&2
RUNS="${RUNS:-30}"
ROUNDS="${ROUNDS:-1}"
PIN="${PIN-1}"
pin=()
if [ -n "$PIN" ] && command -v taskset >/dev/null; then pin=(taskset -c "$PIN"); fi

if [ -z "${CREASE:-}" ]; then
  (cd "$root" && swift build -c release --product crease >/dev/null)
  CREASE="$root/.build/release/crease"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fixtures="$root/../shared/conformance/pixelmatch"
[ -d "$fixtures" ] || { echo "compare-with-pixelmatch: $fixtures is absent (the conformance data beside the checkout)" >&2; exit 2; }
render() { (cd "$root" && "$CREASE" render --device surface-duo --posture spread --scenario "$1" --scale "$2" --output "$3" >/dev/null); }
render typical 1 "$work/typical-1x.png"
render typical 1 "$work/typical-1x-again.png"
render typical 3 "$work/typical-3x.png"
render one-habit 3 "$work/one-habit-3x.png"
PIXELMATCH_DIR="$PIXELMATCH_DIR" node "$here/pixelmatch-side.mjs" tile "$work/typical-3x.png" "$work/one-habit-3x.png" 4000 \
  "$work/big-a.png" "$work/big-b.png"

# name | a | b | threshold
pairs=(
  "4a/4b, threshold 0.05|$fixtures/4a.png|$fixtures/4b.png|0.05"
  "1a/1b|$fixtures/1a.png|$fixtures/1b.png|0.1"
  "identical 1114×720 renders (two files)|$work/typical-1x.png|$work/typical-1x-again.png|0.1"
  "differing 3× renders 3342×2160|$work/typical-3x.png|$work/one-habit-3x.png|0.1"
  "4000×4000 (3× renders tiled)|$work/big-a.png|$work/big-b.png|0.1"
)
field() { node -e "const o = JSON.parse(process.argv[1]); console.log(o[process.argv[2]])" "$1" "$2"; }
echo "pixelmatch $version on node $(node --version) against crease, comparison only, ${pin[*]:-unpinned}, median of $RUNS runs"
for round in $(seq 1 "$ROUNDS"); do
  printf '%-42s %12s %12s %8s  %s\n' "pair" "pixelmatch" "crease" "ratio" "mismatched (pixelmatch / crease)"
  for pair in "${pairs[@]}"; do
    IFS='|' read -r name a b threshold <<<"$pair"
    pm="$(PIXELMATCH_DIR="$PIXELMATCH_DIR" "${pin[@]}" node "$here/pixelmatch-side.mjs" time "$a" "$b" "$threshold" false "$RUNS")"
    cr="$("${pin[@]}" "$CREASE" bench diff "$a" "$b" --threshold "$threshold" --runs "$RUNS" --json)"
    pmRate="$(field "$pm" medianMPs)"; crRate="$(field "$cr" medianMPs)"
    pmCount="$(field "$pm" mismatched)"; crCount="$(field "$cr" mismatched)"
    flag=""; [ "$pmCount" = "$crCount" ] || flag="  COUNTS DIFFER"
    printf '%-42s %7.0f MP/s %7.0f MP/s %7.1f×  %s / %s%s\n' "$name" "$pmRate" "$crRate" \
      "$(node -p "$crRate / $pmRate")" "$pmCount" "$crCount" "$flag"
  done
done
