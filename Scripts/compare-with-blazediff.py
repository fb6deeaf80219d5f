#!/usr/bin/env python3
"""Times crease diff beside BlazeDiff and pixelmatch on the same pairs, in one alternating run (issue 33).

Not part of `make test`: it needs the blazediff wheel (`pip install blazediff`), Node and a pixelmatch
checkout. Every figure is measured here, in this run; none is quoted.

  PIXELMATCH_DIR=/path/to/pixelmatch python3 Scripts/compare-with-blazediff.py [--runs 20] [--crease PATH]

For each pair it prints the median milliseconds of
  crease diff      `crease diff A B --json` as a process (start, decode, compare),
  BlazeDiff        `blazediff.compare(a, b, threshold=t)` in this Python process (decode and compare),
  crease kernel    `crease bench diff` pinned to one core: the comparison alone, decoding excluded,
  pixelmatch       pixelmatch v7.2.0 on Node, pinned to one core: the comparison alone,
and the counts (crease's must equal pixelmatch's; BlazeDiff's are its own). Then `crease diff --batch`
over the real pairs in ../shared/conformance/realpairs, with its total time, checked against
pixelmatch's count of every pair.
"""
import argparse, base64, json, os, shutil, statistics, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
conformance = os.path.join(os.path.dirname(root), "shared", "conformance")

def alternating_ms(fs, runs):
    """The median milliseconds of each function, timed in turn within each round (one warm-up each)."""
    for f in fs:
        f()
    times = [[] for _ in fs]
    for _ in range(runs):
        for k, f in enumerate(fs):
            start = time.perf_counter()
            f()
            times[k].append((time.perf_counter() - start) * 1000)
    return [statistics.median(t) for t in times]

def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=20)
    p.add_argument("--crease", default=os.path.join(root, ".build", "release", "crease"))
    args = p.parse_args()
    try:
        import blazediff
    except ImportError:
        sys.exit("blazediff is not installed (pip install blazediff); nothing to compare")
    pm_dir = os.environ.get("PIXELMATCH_DIR")
    if not pm_dir or not shutil.which("node"):
        sys.exit("set PIXELMATCH_DIR to a pixelmatch v7.2.0 checkout (with pngjs in its node_modules) and install node")
    crease = os.path.abspath(args.crease)
    if not os.path.exists(crease):
        sys.exit(f"{crease} does not exist: swift build -c release --product crease, or --crease PATH")
    pin = ["taskset", "-c", "1"] if shutil.which("taskset") else []
    fixtures = os.path.join(conformance, "pixelmatch")
    work = tempfile.mkdtemp()
    try:
        def render(scenario, scale, out):
            subprocess.run([crease, "render", "--device", "surface-duo", "--posture", "spread", "--scenario", scenario,
                            "--scale", str(scale), "--output", out], cwd=root, check=True, capture_output=True)
        render("typical", 1, f"{work}/typical-1x.png")
        render("typical", 1, f"{work}/typical-1x-again.png")
        render("typical", 3, f"{work}/typical-3x.png")
        render("one-habit", 3, f"{work}/one-habit-3x.png")
        subprocess.run(["node", f"{here}/pixelmatch-side.mjs", "tile", f"{work}/typical-3x.png", f"{work}/one-habit-3x.png", "4000",
                        f"{work}/big-a.png", f"{work}/big-b.png"], env={**os.environ, "PIXELMATCH_DIR": pm_dir}, check=True)
        pairs = [
            ("pixelmatch 4a/4b, t 0.05", f"{fixtures}/4a.png", f"{fixtures}/4b.png", 0.05),
            ("pixelmatch 1a/1b, t 0.05", f"{fixtures}/1a.png", f"{fixtures}/1b.png", 0.05),
            ("identical 1x renders", f"{work}/typical-1x.png", f"{work}/typical-1x-again.png", 0.1),
            ("differing 3x renders", f"{work}/typical-3x.png", f"{work}/one-habit-3x.png", 0.1),
            ("4000x4000 tiled", f"{work}/big-a.png", f"{work}/big-b.png", 0.1),
        ]
        print(f"median of {args.runs} runs, alternating; kernels pinned to one core ({' '.join(pin) or 'unpinned'})")
        # The floor of any process started from here: /bin/true (C, a few libraries), and crease itself
        # comparing two 1×1 PNGs (its start, nearly nothing decoded or compared).
        one = os.path.join(work, "one.png")
        with open(one, "wb") as f:
            f.write(base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="))
        floor, start = alternating_ms([lambda: subprocess.run(["/bin/true"]),
                                       lambda: subprocess.run([crease, "diff", one, one], capture_output=True)], args.runs * 3)
        print(f"a process from Python: /bin/true {floor:.1f} ms; crease diff of two 1x1 PNGs {start:.1f} ms")
        print(f"{'pair':28} {'crease diff':>12} {'BlazeDiff':>10} {'kernel':>8} {'pixelmatch':>11} {'kernel×pm':>9}  counts crease / pixelmatch / BlazeDiff")
        for name, a, b, t in pairs:
            out = {}
            def crease_diff():
                out["crease"] = json.loads(subprocess.run([crease, "diff", a, b, "--threshold", str(t), "--json"],
                                                          capture_output=True, text=True).stdout)
            def blaze():
                out["blaze"] = blazediff.compare(a, b, threshold=t)
            crease_ms, blaze_ms = alternating_ms([crease_diff, blaze], args.runs)
            kernel = json.loads(subprocess.run(pin + [crease, "bench", "diff", a, b, "--threshold", str(t), "--runs", str(args.runs), "--json"],
                                               capture_output=True, text=True, check=True).stdout)
            pm = json.loads(subprocess.run(pin + ["node", f"{here}/pixelmatch-side.mjs", "time", a, b, str(t), "false", str(args.runs)],
                                           capture_output=True, text=True, check=True, env={**os.environ, "PIXELMATCH_DIR": pm_dir}).stdout)
            flag = "" if out["crease"]["mismatched"] == pm["mismatched"] == kernel["mismatched"] else "  COUNTS DIFFER"
            print(f"{name:28} {crease_ms:10.1f}ms {blaze_ms:8.1f}ms {kernel['medianMs']:6.1f}ms {pm['medianMs']:9.1f}ms {pm['medianMs'] / kernel['medianMs']:8.1f}×"
                  f"  {out['crease']['mismatched']} / {pm['mismatched']} / {out['blaze'].diff_count}{flag}")
        real = os.path.join(conformance, "realpairs")
        listing = json.load(open(os.path.join(real, "pairs.json")))["pairs"]
        counted = [q for q in listing if q["expect"] == "count"]
        batch = os.path.join(work, "pairs.txt")
        with open(batch, "w") as f:
            f.writelines(f"{q['a']}\t{q['b']}\n" for q in counted)
        start = time.perf_counter()
        run = subprocess.run([crease, "diff", "--batch", batch], cwd=real, capture_output=True, text=True)
        total = (time.perf_counter() - start) * 1000
        lines = [json.loads(line) for line in run.stdout.splitlines()]
        # pixelmatch's count of each pair at its defaults (threshold 0.1, anti-aliased pixels ignored).
        differ = 0
        for q, line in zip(counted, lines):
            pm = json.loads(subprocess.run(["node", f"{here}/pixelmatch-side.mjs", "time", os.path.join(real, q["a"]), os.path.join(real, q["b"]),
                                            "0.1", "false", "1"], capture_output=True, text=True, check=True,
                                           env={**os.environ, "PIXELMATCH_DIR": pm_dir}).stdout)
            if pm["mismatched"] != line.get("mismatched"):
                differ += 1
                print(f"  {q['a']}: crease {line.get('mismatched')}, pixelmatch {pm['mismatched']}")
        print(f"crease diff --batch, {len(counted)} real pairs: {total:.0f} ms as one process ({run.stderr.strip()}); "
              f"{len(counted) - differ} of {len(counted)} counts equal pixelmatch's at its defaults")
    finally:
        shutil.rmtree(work)

if __name__ == "__main__":
    main()
