#!/usr/bin/env python3
"""Lay the benchmark feed out with Bezel, Taffy and Yoga in one run, and print the ratios.

Usage:
    python3 Scripts/compare-flexbox.py               # 1,000 cells, 3 passes of 7 rounds
    python3 Scripts/compare-flexbox.py --cells 100 --rounds 11 --passes 5
    python3 Scripts/compare-flexbox.py --markdown    # a table for docs/performance.md
    python3 Scripts/compare-flexbox.py --cache       # and simulated cache misses (valgrind)

The feed is bezel-bench's `layout-feed-N` screen (Sources/BezelLayoutBenchmarks/FeedScene.swift):
N cells in a column, each an avatar (48 x 48), a name (120 x 20) and a date (60 x 20) on one row
with a 60-point body under the name, a 16:9 image across the cell and three equal buttons 32
tall, 8 points apart and inside the cell's edges. Here it is written in flexbox for Taffy (Rust,
through the PyPI package stretchable) and Yoga (C++, through poga's C API), and each engine's
frames are checked against the same closed form as Bezel's (a cell is 148 + 0.5625 x (width - 16)
tall).

Timed as the goals compare them:
  - first layout: Bezel's whole first layout (creating the views, activating the constraints,
    solving, writing frames: bezel-bench's median_ms) against the engines' layout computation
    alone on a tree built beforehand;
  - relayout: the container from 375 to 414 points wide, laid out again (bezel-bench's
    relayout-feed-N against the same change in each engine).
Bezel's peak memory per constraint comes from bezel-bench (peak_bytes_per_constraint), and
bezel-bench's layout-feed-N also reports the first layout's phases (objects, constraints,
activation, solving, frames).

With --cache, each engine's first layout is also run under valgrind's cache simulation
(callgrind --cache-sim=yes) with a 32 KB level-1 data cache and a 2 MB last level, 64-byte
lines: data references, level-1 data misses and last-level misses per layout. For Taffy and Yoga
the count is inside their layout call (Taffy's compute call, Yoga's YGNodeCalculateLayout) on a
tree built beforehand; for Bezel it is the whole first layout (creating the views and
constraints, solving, writing frames), as the difference between bezel-bench's
first-layout-feed-1000 run with two repeats and with one (1,000 cells only). The simulation has
no prefetcher and no other process, so its counts compare the engines' working sets rather
than predict a machine's; they are the same on every run.
The two packages are installed into a virtual environment (.build/flexbox-venv by default) on the
first run. The machines this runs on are shared and noisy, and their speed drifts within minutes:
the engines run in alternation, one after another in each of --passes passes (each engine's
median of --rounds rounds a pass), and each ratio is the median of the passes' own ratios, so
that the two times of a ratio are always measured minutes apart at most; the range across
passes is printed beside it. Compare the ratios of one run.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ["stretchable==1.1.8", "poga==0.1.19"]
FIRST_WIDTH = 375
SECOND_WIDTH = 414


def cell_height(width):
    return 148 + 0.5625 * (width - 16)


# ---------------------------------------------------------------------------------------------
# The engines, each run inside the virtual environment as `--engine NAME` (this same script).


def taffy_rounds(cells, rounds, first_only):
    """First-layout and relayout times of Taffy's own computation, and the check."""
    import stretchable.node as native
    from stretchable import Node, Style

    # Time the native call alone, as Yoga's is: the package's Python bookkeeping after it
    # (reading every box back) is not the engine's work.
    timings = []
    compute = native.taffylib.node_compute_layout_with_measure

    def timed(*args):
        start = time.perf_counter()
        result = compute(*args)
        timings.append((time.perf_counter() - start) * 1e3)
        return result

    native.taffylib.node_compute_layout_with_measure = timed

    styles = {}

    def style(text):
        # Parsing a style is the package's Python work, not Taffy's: each text is parsed once.
        if text not in styles:
            styles[text] = Style.from_inline(text)
        return styles[text]

    def cell():
        avatar = Node(style=style("width: 48px; height: 48px; margin-right: 8px; flex-shrink: 0"))
        name = Node(style=style("width: 120px; height: 20px; flex-shrink: 1"))
        gap = Node(style=style("flex-grow: 1; min-width: 8px"))
        date = Node(style=style("width: 60px; height: 20px; flex-shrink: 0"))
        title = Node(name, gap, date, style=style("display: flex; flex-direction: row"))
        body = Node(style=style("height: 60px; margin-top: 4px"))
        text = Node(title, body, style=style("display: flex; flex-direction: column; flex-grow: 1"))
        header = Node(avatar, text, style=style("display: flex; flex-direction: row"))
        image = Node(style=style("width: 100%; aspect-ratio: 1.7777778; margin-top: 8px"))
        buttons = Node(
            *[Node(style=style("flex-grow: 1; flex-basis: 0; height: 32px")) for _ in range(3)],
            style=style("display: flex; flex-direction: row; gap: 8px; margin-top: 8px"))
        return Node(header, image, buttons, style=style(
            "display: flex; flex-direction: column; padding: 8px; flex-shrink: 0"))

    def column(width):
        return style(f"display: flex; flex-direction: column; width: {width}px")

    first, relayout, heights = [], [], []
    for _ in range(rounds):
        root = Node(*[cell() for _ in range(cells)], style=column(FIRST_WIDTH))
        root.compute_layout()
        first.append(timings[-1])
        heights.append((FIRST_WIDTH, root[0].get_box().height))
        if first_only:
            continue
        root.style = column(SECOND_WIDTH)
        root.compute_layout()
        relayout.append(timings[-1])
        heights.append((SECOND_WIDTH, root[0].get_box().height))
    return first, relayout, heights


def yoga_rounds(cells, rounds, first_only):
    """First-layout and relayout times of Yoga's computation, and the check."""
    from poga import YGDirection, YGEdge, YGFlexDirection
    from poga import libpoga_capi as yoga

    def node(width=None, height=None, row=False, grow=None, zero_basis=False, margins=(),
             padding=None, aspect=None, full_width=False, shrink=0):
        n = yoga.YGNodeNew()
        if width is not None:
            yoga.YGNodeStyleSetWidth(n, width)
        if full_width:
            yoga.YGNodeStyleSetWidthPercent(n, 100)
        if height is not None:
            yoga.YGNodeStyleSetHeight(n, height)
        yoga.YGNodeStyleSetFlexDirection(n, YGFlexDirection.Row if row else YGFlexDirection.Column)
        if grow is not None:
            yoga.YGNodeStyleSetFlexGrow(n, grow)
        if zero_basis:
            yoga.YGNodeStyleSetFlexBasis(n, 0)
        for edge, value in margins:
            yoga.YGNodeStyleSetMargin(n, edge, value)
        if padding is not None:
            yoga.YGNodeStyleSetPadding(n, YGEdge.All, padding)
        if aspect is not None:
            yoga.YGNodeStyleSetAspectRatio(n, aspect)
        yoga.YGNodeStyleSetFlexShrink(n, shrink)
        return n

    def children(parent, *kids):
        for index, kid in enumerate(kids):
            yoga.YGNodeInsertChild(parent, kid, index)
        return parent

    def cell():
        avatar = node(48, 48, margins=[(YGEdge.Right, 8)])
        title = children(node(row=True), node(120, 20, shrink=1), node(grow=1), node(60, 20))
        text = children(node(grow=1), title, node(height=60, margins=[(YGEdge.Top, 4)]))
        header = children(node(row=True), avatar, text)
        image = node(full_width=True, aspect=16 / 9, margins=[(YGEdge.Top, 8)])
        buttons = [node(height=32, grow=1, zero_basis=True,
                        margins=[(YGEdge.Left, 8)] if index else []) for index in range(3)]
        row = children(node(row=True, margins=[(YGEdge.Top, 8)]), *buttons)
        return children(node(padding=8), header, image, row)

    def layout(root):
        start = time.perf_counter()
        yoga.YGNodeCalculateLayout(root, float("nan"), float("nan"), YGDirection.LTR)
        return (time.perf_counter() - start) * 1e3

    first, relayout, heights = [], [], []
    for _ in range(rounds):
        root = node(width=FIRST_WIDTH)
        feed = [cell() for _ in range(cells)]
        children(root, *feed)
        first.append(layout(root))
        heights.append((FIRST_WIDTH, yoga.YGNodeLayoutGetHeight(feed[0])))
        if not first_only:
            yoga.YGNodeStyleSetWidth(root, SECOND_WIDTH)
            relayout.append(layout(root))
            heights.append((SECOND_WIDTH, yoga.YGNodeLayoutGetHeight(feed[0])))
        yoga.YGNodeFreeRecursive(root)
    return first, relayout, heights


def run_engine(name, cells, rounds, first_only=False):
    rounds_of = taffy_rounds if name == "taffy" else yoga_rounds
    first, relayout, heights = rounds_of(cells, rounds, first_only)
    # Yoga rounds frames to whole points; Taffy keeps fractions.
    tolerance = 1.0 if name == "yoga" else 1e-3
    worst = max(abs(height - cell_height(width)) for width, height in heights)
    print(json.dumps({
        "engine": name, "cells": cells, "rounds": rounds,
        "first_median_ms": statistics.median(first), "first_min_ms": min(first),
        "relayout_median_ms": statistics.median(relayout) if relayout else None,
        "relayout_min_ms": min(relayout) if relayout else None,
        "max_cell_height_error": worst, "correct": worst <= tolerance,
    }))


# ---------------------------------------------------------------------------------------------
# The comparison, run with the system's Python.


def venv_python(venv):
    python = os.path.join(venv, "bin", "python")
    if not os.path.exists(python):
        print(f"== creating {venv} and installing {' '.join(PACKAGES)}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        subprocess.run([python, "-m", "pip", "install", "-q"] + PACKAGES, check=True)
    return python


def engine(python, name, cells, rounds):
    out = subprocess.run(
        [python, os.path.abspath(__file__), "--engine", name, "--cells", str(cells),
         "--rounds", str(rounds)], check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def bezel(cells, rounds):
    exe = os.path.join(ROOT, ".build", "release", "bezel-bench")
    if not os.path.exists(exe):
        sys.exit("no release bezel-bench: swift build -c release --product bezel-bench")
    results = {}
    # One process per case, so that each reports its own peak memory.
    for case in (f"layout-feed-{cells}", f"relayout-feed-{cells}"):
        out = subprocess.run([exe, case, "--repeats", str(rounds)], check=True,
                             capture_output=True, text=True).stdout
        result = json.loads(out.strip().splitlines()[-1])
        if "error" in result:
            sys.exit(f"bezel-bench {case}: {result['error']}")
        results[case] = result
    return results[f"layout-feed-{cells}"], results[f"relayout-feed-{cells}"]


CACHES = ["--I1=32768,8,64", "--D1=32768,8,64", "--LL=2097152,16,64"]


def simulated_cache(command, function=None):
    """Data references and simulated misses of `command`: inside `function` when one is named
    (which `command` calls once), else the whole process."""
    import tempfile
    out = os.path.join(tempfile.mkdtemp(), "callgrind.out")
    toggle = [f"--toggle-collect={function}"] if function else []
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--cache-sim=yes", *CACHES, *toggle,
         f"--callgrind-out-file={out}"] + command,
        check=True, capture_output=True, text=True,
        env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1"))
    events, totals = None, None
    with open(out) as handle:
        for line in handle:
            if line.startswith("events:"):
                events = line.split()[1:]
            elif line.startswith(("summary:", "totals:")):
                totals = [int(value) for value in line.split()[1:]]
    counts = dict(zip(events, totals))
    if not counts.get("Ir"):
        sys.exit(f"valgrind counted nothing in {' '.join(command)}")
    return {
        "instructions": counts["Ir"],
        "data_references": counts["Dr"] + counts["Dw"],
        "l1_data_misses": counts["D1mr"] + counts["D1mw"],
        "last_level_misses": counts["ILmr"] + counts["DLmr"] + counts["DLmw"],
    }


def cache_figures(python, cells):
    import tempfile
    # valgrind 3.19 refuses the DWARF the Swift toolchain writes: run a copy without it.
    exe = os.path.join(tempfile.mkdtemp(), "bezel-bench")
    subprocess.run(["strip", "--strip-debug", "-o", exe,
                    os.path.join(ROOT, ".build", "release", "bezel-bench")], check=True)
    # Bezel: the whole process with two first layouts less the same with one. The case keeps
    # every feed to the end, so the difference is one first layout (the second), with nothing
    # torn down. A difference of processes does not depend on the optimizer's inlining and
    # symbol names, which a toggle on a Swift function would.
    case = [exe, f"first-layout-feed-{cells}", "--repeats"]
    one, two = simulated_cache(case + ["1"]), simulated_cache(case + ["2"])
    bezel = {key: two[key] - one[key] for key in one}
    engine_command = [os.path.abspath(__file__), "--cells", str(cells), "--rounds", "1",
                      "--first-only", "--engine"]
    return [
        ("Bezel", bezel),
        ("Taffy", simulated_cache([python] + engine_command + ["taffy"],
                                  "*__pyfunction_node_compute_layout_with_measure*")),
        ("Yoga", simulated_cache([python] + engine_command + ["yoga"], "YGNodeCalculateLayout")),
    ]


def print_cache(figures, cells, markdown):
    if markdown:
        print(f"\n| feed-{cells}, one first layout, simulated | instructions | data references "
              "| L1 data misses | last-level (2 MB) misses |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for name, f in figures:
            print(f"| {name} | {f['instructions']:,} | {f['data_references']:,} "
                  f"| {f['l1_data_misses']:,} | {f['last_level_misses']:,} |")
    else:
        print(f"  simulated caches, one first layout of feed-{cells} (32 KB L1d, 2 MB last level):")
        for name, f in figures:
            print(f"    {name}: {f['instructions']:,} instructions, "
                  f"{f['data_references']:,} data references, "
                  f"{f['l1_data_misses']:,} L1 data misses, "
                  f"{f['last_level_misses']:,} last-level misses")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cells", type=int, default=1000, choices=[100, 1000])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--passes", type=int, default=3,
                        help="run the three engines in turn this many times")
    parser.add_argument("--venv", default=os.path.join(ROOT, ".build", "flexbox-venv"))
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--cache", action="store_true",
                        help="also count simulated cache misses per layout (needs valgrind)")
    parser.add_argument("--engine", choices=["taffy", "yoga"], help=argparse.SUPPRESS)
    parser.add_argument("--first-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    if args.passes < 1:
        parser.error("--passes must be at least 1")
    if args.cache and args.cells != 1000:
        parser.error("--cache counts the 1,000-cell feed only")
    if args.engine:
        run_engine(args.engine, args.cells, args.rounds, args.first_only)
        return

    python = venv_python(args.venv)
    passes = []
    for _ in range(args.passes):
        first, relayout = bezel(args.cells, args.rounds)
        taffy = engine(python, "taffy", args.cells, args.rounds)
        yoga = engine(python, "yoga", args.cells, args.rounds)
        for peer in (taffy, yoga):
            if not peer["correct"]:
                sys.exit(f"{peer['engine']}: a cell is {peer['max_cell_height_error']} points "
                         "off")
        passes.append((first, relayout, taffy, yoga))

    def across(pick):
        return statistics.median(pick(*one) for one in passes)

    def ratios(pick_ours, pick_peer):
        values = [pick_ours(*one) / pick_peer(*one) for one in passes]
        return statistics.median(values), min(values), max(values)

    first_ms = across(lambda f, r, t, y: f["median_ms"])
    relayout_ms = across(lambda f, r, t, y: r["median_ms"])
    taffy_first = across(lambda f, r, t, y: t["first_median_ms"])
    taffy_relayout = across(lambda f, r, t, y: t["relayout_median_ms"])
    yoga_first = across(lambda f, r, t, y: y["first_median_ms"])
    yoga_relayout = across(lambda f, r, t, y: y["relayout_median_ms"])
    first_taffy = ratios(lambda f, r, t, y: f["median_ms"], lambda f, r, t, y: t["first_median_ms"])
    first_yoga = ratios(lambda f, r, t, y: f["median_ms"], lambda f, r, t, y: y["first_median_ms"])
    relayout_taffy = ratios(lambda f, r, t, y: r["median_ms"],
                            lambda f, r, t, y: t["relayout_median_ms"])
    relayout_yoga = ratios(lambda f, r, t, y: r["median_ms"],
                           lambda f, r, t, y: y["relayout_median_ms"])
    first = {key: across(lambda f, r, t, y, key=key: f[key])
             for key in passes[0][0] if key.startswith("phase_") or key.endswith("median_ms")}
    first["peak_bytes_per_constraint"] = passes[0][0].get("peak_bytes_per_constraint")
    first["peak_memory_above_start_bytes"] = passes[0][0].get("peak_memory_above_start_bytes")
    first["constraints"] = passes[0][0].get("constraints")

    rows = [
        ("first layout", first_ms, taffy_first, yoga_first, first_taffy, first_yoga,
         "Bezel <= Taffy (1.0)", first_taffy[0] <= 1),
        ("relayout after a width change", relayout_ms, taffy_relayout, yoga_relayout,
         relayout_taffy, relayout_yoga, "Bezel <= 1/5 of Taffy (0.2)", relayout_taffy[0] <= 0.2),
    ]

    def ratio_text(ratio):
        median, low, high = ratio
        return f"{median:.2f} ({low:.2f}–{high:.2f})" if len(passes) > 1 else f"{median:.2f}"

    per_constraint = first.get("peak_bytes_per_constraint")
    shape = f"medians of {args.rounds} rounds in each of {len(passes)} alternating passes"
    if args.markdown:
        print(f"| feed-{args.cells}, {shape} | Bezel ms | Taffy ms | Yoga ms "
              "| Bezel ÷ Taffy (range) | Bezel ÷ Yoga (range) | goal |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
        for name, ours, t, y, rt, ry, goal, met in rows:
            print(f"| {name} | {ours:.2f} | {t:.2f} | {y:.2f} | {ratio_text(rt)} "
                  f"| {ratio_text(ry)} | {goal}: {'met' if met else 'not met'} |")
    else:
        print(f"feed-{args.cells}, {shape}, one run")
        for name, ours, t, y, rt, ry, goal, met in rows:
            print(f"  {name}: Bezel {ours:.2f} ms, Taffy {t:.2f} ms, Yoga {y:.2f} ms; "
                  f"Bezel/Taffy {ratio_text(rt)}, Bezel/Yoga {ratio_text(ry)} "
                  f"({goal}: {'met' if met else 'not met'})")
        print(f"  Bezel's first layout: build {first['build_median_ms']:.2f} ms "
              f"(views and constraints), layout {first['layout_median_ms']:.2f} ms; phases: "
              f"objects {first['phase_objects_median_ms']:.2f}, "
              f"constraints {first['phase_constraints_median_ms']:.2f}, "
              f"activation {first['phase_activation_median_ms']:.2f}, "
              f"solving {first['phase_solving_median_ms']:.2f}, "
              f"frames {first['phase_frames_median_ms']:.2f} ms")
    if args.markdown:
        print(f"\n| Bezel's first layout, phases (ms) | objects | constraints | activation "
              "| solving | frames |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        print(f"| feed-{args.cells} | {first['phase_objects_median_ms']:.2f} "
              f"| {first['phase_constraints_median_ms']:.2f} "
              f"| {first['phase_activation_median_ms']:.2f} "
              f"| {first['phase_solving_median_ms']:.2f} "
              f"| {first['phase_frames_median_ms']:.2f} |")
    if args.cache:
        print_cache(cache_figures(python, args.cells), args.cells, args.markdown)
    if per_constraint is not None:
        line = (f"Bezel's peak memory: {per_constraint:.0f} bytes per constraint "
                f"({first['peak_memory_above_start_bytes'] / 1e6:.1f} MB above the start for "
                f"{first['constraints']} constraints; goal <= 400)")
        print(f"\n{line}" if args.markdown else f"  {line}")


if __name__ == "__main__":
    main()
