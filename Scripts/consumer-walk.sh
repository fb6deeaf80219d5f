#!/usr/bin/env bash
# Walks the snapshot workflow of a user's own package, as the README describes it, with the example
# in Examples/HabitsLayouts (a package of its own that depends on this checkout by path):
#   1. its committed references pass under CI;
#   2. `crease snapshot verify` checks exactly the cases its tests declare;
#   3. recording on a copy: the first `swift test` records and says so, the second passes;
#   4. a forced change fails, writes artifacts and prints the accept command;
#   5. the printed accept command, run from the package's root, re-records exactly the failing cases;
#   6. prune removes an orphan and keeps every declared reference; a filter that matches nothing fails;
#   7. shards n = 2…8 (T15): sizes differ by at most one, they cover every case once, every shard's verify exits 0;
#   8. every Swift block of the README builds: its Package.swift lines are the manifest of a package whose
#      test target holds its test files, and each fragment of calls wrapped in a function.
# It works on a copy in a temporary folder and changes nothing in the checkout. `make test` runs it.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/crease-walk.XXXXXX")
pkg="$work/HabitsLayouts"
log="$work/walk.log"
step=""

fail() {
  echo "consumer walk: FAILED at step: $step — $*" >&2
  echo "--- last lines of $log ---" >&2
  tail -n 40 "$log" >&2 || true
  echo "(the copy is kept in $work)" >&2
  exit 1
}
begin() { step="$1"; echo "consumer walk: $step"; echo "=== $step" >>"$log"; }
# Runs a command in the copy, its output to the log; prints nothing. Returns its exit status.
run() { (cd "$pkg" && "$@") >>"$log" 2>&1; }
crease() { swift run --package-path "$pkg" crease "$@"; }

mkdir -p "$pkg"
(cd "$root/Examples/HabitsLayouts" && tar --exclude=.build --exclude=.swiftpm -cf - .) | (cd "$pkg" && tar -xf -)
# The copy depends on this checkout wherever it is.
sed -i "s|path: \"../..\"|path: \"$root\"|" "$pkg/Package.swift"
grep -q "path: \"$root\"" "$pkg/Package.swift" || fail "could not point the copy at $root"

begin "build the example package (it builds Crease as a dependency)"
run swift build --build-tests || fail "the example does not build"

begin "1. its committed references pass under CI (record mode never)"
run env CI=true swift test || fail "the committed references do not pass"

begin "2. crease snapshot verify checks exactly the declared cases"
out=$(cd "$pkg" && crease snapshot verify --report "$work/report" 2>>"$log") || fail "verify failed: $out"
echo "$out" >>"$log"
grep -q "^3 of 3 declared cases: 3 passed" <<<"$out" || fail "verify did not check exactly the 3 declared cases"
grep -q '"passed":\["routine-today__iphone__cover__L__light@1x.png","routine__galaxy-z-fold5__cover__AX5__dark@1x.png","routine__surface-duo__spread__L__light@1x.png"\]' "$work/report/index.html" \
  || fail "the report does not list exactly the package's 3 cases"

begin "3. recording on a copy: the first run records and says where, the second passes"
committed="$work/committed"
cp -R "$pkg/Snapshots" "$committed"
rm -rf "$pkg/Snapshots"
if run env -u CI swift test; then fail "a run that recorded references passed silently"; fi
[ "$(grep -c 'Recorded a new reference for' "$log")" -ge 3 ] || fail "the recordings were not announced"
[ -f "$pkg/Snapshots/suite.json" ] || fail "the suite file was not written"
run env -u CI swift test || fail "the second run did not pass"
for f in "$committed"/*.png; do
  name=$(basename "$f")
  (cd "$pkg" && crease diff "$f" "Snapshots/$name" --threshold 0 --include-aa) >>"$log" 2>&1 \
    || fail "the new recording of $name differs from the committed one"
done
cmp -s "$committed/suite.json" "$pkg/Snapshots/suite.json" || fail "the declared suite differs from the committed one"

begin "4. a forced change fails, writes artifacts and prints the accept command"
sed -i 's/"Morning pages"/"Morning pages, slowly"/' "$pkg/Fixtures/datasets/routine.json"
if run env CI=true swift test; then fail "a changed layout passed"; fi
grep -q "accept with: swift run crease snapshot record --filter " "$log" || fail "no accept command was printed"
grep "accept with: " "$log" | grep -qF "$pkg" && fail "an accept command names this machine's path (T16: paths from the package's root)"
diffs=$(ls "$pkg/.build/snapshot-artifacts/"*.diff.png 2>/dev/null | wc -l)
[ "$diffs" -eq 3 ] || fail "expected 3 diff images, found $diffs"
for f in "$pkg/.build/snapshot-artifacts/"*.actual.png; do
  expected="${f%.actual.png}.expected.png"
  status=0
  (cd "$pkg" && crease diff "$expected" "$f" --threshold 0) >>"$log" 2>&1 || status=$?
  [ "$status" -eq 1 ] || fail "the artifacts of $(basename "$f") do not show a difference (crease diff exit $status)"
done
status=0
out=$(cd "$pkg" && crease snapshot verify 2>>"$log") || status=$?
echo "$out" >>"$log"
[ "$status" -eq 1 ] || fail "verify of a changed layout exited $status, not 1"
accept=$(sed -n 's/^\(Accept\|Record\) [^(]*(re-records exactly the failing cases): //p' <<<"$out")
[ -n "$accept" ] || fail "verify printed no accept command"

begin "5. the printed accept command, run from the package's root, re-records exactly the failing cases"
out=$(cd "$pkg" && eval "$accept" 2>>"$log") || fail "the accept command failed: $accept"
echo "$out" >>"$log"
[ "$(grep -c '^recorded ' <<<"$out")" -eq 3 ] || fail "the accept command did not record exactly the 3 failing cases"
run env CI=true swift test || fail "the tests fail after accepting"
out=$(cd "$pkg" && crease snapshot verify 2>>"$log") || fail "verify fails after accepting"

begin "6. prune keeps every declared reference; a filter that matches nothing fails"
cp "$pkg/Snapshots/routine__surface-duo__spread__L__light@1x.png" "$pkg/Snapshots/stale.png"
out=$(cd "$pkg" && crease snapshot prune 2>>"$log") || fail "prune failed"
echo "$out" >>"$log"
[ ! -e "$pkg/Snapshots/stale.png" ] || fail "prune kept the orphan"
[ "$(ls "$pkg/Snapshots/"*.png | wc -l)" -eq 3 ] || fail "prune removed a declared reference"
status=0
(cd "$pkg" && crease snapshot verify --filter 'no-such-case*') >>"$log" 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "a filter that matches nothing exited $status, not 2"

begin "7. shards 2…8 are balanced, cover every case once, and each one's verify exits 0 (T15)"
bin="$(cd "$pkg" && swift build --show-bin-path 2>>"$log")/crease"
[ -x "$bin" ] || fail "no crease binary at $bin"
all=$(cd "$pkg" && "$bin" snapshot list 2>>"$log" | sort) || fail "snapshot list failed"
for n in 2 3 4 5 6 7 8; do
  sizes=() listed=""
  for i in $(seq 1 "$n"); do
    part=$(cd "$pkg" && "$bin" snapshot list --shard "$i/$n" 2>>"$log") || fail "snapshot list --shard $i/$n failed"
    sizes+=("$(grep -c . <<<"$part" || true)")
    listed+="$part"$'\n'
    (cd "$pkg" && env CI=true "$bin" snapshot verify --shard "$i/$n") >>"$log" 2>&1 || fail "snapshot verify --shard $i/$n exited non-zero"
  done
  max=$(printf '%s\n' "${sizes[@]}" | sort -n | tail -1) min=$(printf '%s\n' "${sizes[@]}" | sort -n | head -1)
  [ $((max - min)) -le 1 ] || fail "shards of $n have sizes ${sizes[*]}"
  [ "$(grep . <<<"$listed" | sort)" = "$all" ] || fail "the $n shards do not cover every case exactly once"
done

begin "8. every Swift block of the README builds, in a package made of the README's own manifest lines"
readme="$work/ReadmeBlocks"
mkdir -p "$readme/Tests/HabitsLayoutTests"
# Splits the README's swift blocks into block-<line>.swift files.
awk -v dir="$readme" '
  /^```swift$/ { inside = 1; file = dir "/block-" NR ".swift"; next }
  /^```/ && inside { inside = 0; close(file); next }
  inside { print > file }
' "$root/README.md"
manifest=""
blocks=0
for block in "$readme"/block-*.swift; do
  [ -e "$block" ] || fail "the README has no swift block"
  name=$(basename "$block" .swift)
  blocks=$((blocks + 1))
  if head -n 1 "$block" | grep -q '^// Package.swift'; then
    [ -z "$manifest" ] || fail "the README has two Package.swift blocks"
    manifest="$block"
  elif grep -q '^import ' "$block"; then
    cp "$block" "$readme/Tests/HabitsLayoutTests/$name.swift"
  else
    # A fragment of calls: the README's one import, the lines in a function.
    { echo "import FoldSnapshotTesting"; echo; echo "func readme_${name//-/_}() {"; cat "$block"; echo "}"; } \
      > "$readme/Tests/HabitsLayoutTests/$name.swift"
  fi
done
[ -n "$manifest" ] || fail "the README has no Package.swift block"
{
  echo "// swift-tools-version:6.0"
  echo "import PackageDescription"
  echo "let package = Package("
  echo "    name: \"ReadmeBlocks\","
  sed -e '1d' -e "s|path: \"[^\"]*\"|path: \"$root\"|" "$manifest"
  echo "    , swiftLanguageModes: [.v6]"
  echo ")"
} > "$readme/Package.swift"
echo "the $blocks swift blocks:" >>"$log"; head -n 400 "$readme"/Package.swift "$readme"/Tests/HabitsLayoutTests/*.swift >>"$log"
# The example's build folder already holds Crease built the same way: only the blocks compile.
(cd "$readme" && swift build --build-tests --scratch-path "$pkg/.build") >>"$log" 2>&1 || fail "a swift block of the README does not build"

rm -rf "$work"
echo "consumer walk: passed"
