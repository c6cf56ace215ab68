#!/usr/bin/env python3
"""Time a case in a debug and a release build of bezel-bench, alternating, and print the ratio.

Usage:
    python3 Scripts/compare-debug.py                        # churn-edges-10000, 5 rounds
    python3 Scripts/compare-debug.py --rounds 9 --case layout-feed-100
    python3 Scripts/compare-debug.py --markdown             # a table for docs/performance.md

A client's `swift test` builds Bezel unoptimised, so its layout tests run at a debug build's
speed; the goal is a debug build within 5 times the release build's time on the four-constraint
swap loop (`churn-edges-10000`). The two builds are the ones the README's commands make:

    swift build -c release --product bezel-bench   # .build/release/bezel-bench
    swift build --build-tests                      # .build/debug/bezel-bench, with the tests

Each round runs the release build, then the debug build, one process each (bezel-bench's own
repeats, its median_ms), so that a change in the machine's load falls on both. The machines this
runs on are shared and noisy: the minimums of the rounds are the steadier figure, and both are
printed.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOAL = 5.0


def run(exe, case):
    out = subprocess.run([exe, case], check=True, capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[0])["median_ms"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--case", default="churn-edges-10000")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--release", default=os.path.join(ROOT, ".build/release/bezel-bench"))
    parser.add_argument("--debug", default=os.path.join(ROOT, ".build/debug/bezel-bench"))
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    if args.rounds < 1:
        sys.exit("--rounds must be at least 1")
    for name, exe, command in [
        ("release", args.release, "swift build -c release --product bezel-bench"),
        ("debug", args.debug, "swift build --build-tests"),
    ]:
        if not os.access(exe, os.X_OK):
            sys.exit(f"no {name} bezel-bench at {exe}: {command}")

    release, debug = [], []
    for _ in range(args.rounds):
        release.append(run(args.release, args.case))
        debug.append(run(args.debug, args.case))

    rows = [
        ("median", statistics.median(release), statistics.median(debug)),
        ("minimum", min(release), min(debug)),
    ]
    if args.markdown:
        print(f"| {args.case}, {args.rounds} rounds | release ms | debug ms | debug ÷ release | goal |")
        print("| --- | ---: | ---: | ---: | --- |")
        for label, r, d in rows:
            verdict = "met" if d / r <= GOAL else "not met"
            print(f"| {label} | {r:.2f} | {d:.2f} | {d / r:.2f} | <= {GOAL:g}: {verdict} |")
    else:
        for label, r, d in rows:
            verdict = "met" if d / r <= GOAL else "not met"
            print(f"{args.case} {label}: release {r:.2f} ms, debug {d:.2f} ms, "
                  f"debug/release {d / r:.2f} (goal <= {GOAL:g}: {verdict})")
        print("release runs:", ", ".join(f"{x:.2f}" for x in release))
        print("debug runs:  ", ", ".join(f"{x:.2f}" for x in debug))


if __name__ == "__main__":
    main()
