#!/usr/bin/env python3
"""Time kiwi (the PyPI package kiwisolver) and bezel-bench on the same systems, in one run.

Usage:
    python3 Scripts/compare-kiwi.py                  # every case
    python3 Scripts/compare-kiwi.py feed-10 chain-100
    python3 Scripts/compare-kiwi.py --timeout 120    # give kiwi at most 120 s a case
    python3 Scripts/compare-kiwi.py --markdown       # a table for docs/performance.md

bezel-bench writes each case's system as a bezel-constraint-system/1 file (--emit); this
script loads the same constraints, in the same order, into kiwisolver and times it the way
bezel-bench times Bezel:
  - chain-N, feed-M: make the variables and constraints, add them all, read every value;
  - edit-feed-100: W is a strong edit variable set to 375 before the constraints; then for each
    of the 50 widths, suggestValue + updateVariables, timed one by one (median);
  - churn-pair: on the churn base, each extra constraint added then removed (median per pair);
  - churn-accumulate: all extra constraints added, values read, then removed in order.
kiwi runs in a child process with a time limit, since it can take minutes and can abort.
Without kiwisolver installed (pip install kiwisolver), only Bezel's figures are printed.
Speed is reported as a ratio (kiwi time / Bezel time) from the same run, since the machines
this runs on are noisy.
"""

import argparse
import json
import multiprocessing as mp
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = ["chain-100", "chain-1000", "chain-5000", "feed-10", "feed-100", "feed-1000",
         "edit-feed-100", "churn-pair", "churn-accumulate"]
REPEATS = {"chain-100": 15, "chain-1000": 3, "chain-5000": 1, "feed-10": 25, "feed-100": 9,
           "feed-1000": 1, "edit-feed-100": 3, "churn-pair": 1, "churn-accumulate": 1}


def bezel_bench(args, capture=True):
    exe = os.path.join(ROOT, ".build", "release", "bezel-bench")
    return subprocess.run([exe] + args, check=True, capture_output=capture, text=True).stdout


def kiwi_objects(system, kw):
    variables = [kw.Variable(n) for n in system["variables"]]

    def make(c):
        op, strength, constant, flat = c
        terms = tuple(kw.Term(variables[int(flat[i])], flat[i + 1]) for i in range(0, len(flat), 2))
        return kw.Constraint(kw.Expression(terms, constant), op, float(strength))

    return variables, [make(c) for c in system["constraints"]], [make(c) for c in system.get("churn", [])]


def kiwi_solver(system, kw, edit=False):
    """A kiwi solver holding the system's constraints, with its edit variable first if asked."""
    variables, constraints, extra = kiwi_objects(system, kw)
    solver = kw.Solver()
    if edit:
        w = variables[system["edit"]["variable"]]
        solver.addEditVariable(w, "strong")
        solver.suggestValue(w, float(system["edit"]["initial"]))
    for c in constraints:
        solver.addConstraint(c)
    solver.updateVariables()
    return solver, variables, extra


def kiwi_case(name, path, repeats, queue):
    import gc
    import kiwisolver as kw
    with open(path) as f:
        system = json.load(f)
    result = {}
    if name.startswith(("chain", "feed")):
        times = []
        for _ in range(repeats):
            gc.collect()
            gc.disable()
            t0 = time.perf_counter()
            variables, constraints, _ = kiwi_objects(system, kw)
            solver = kw.Solver()
            for c in constraints:
                solver.addConstraint(c)
            solver.updateVariables()
            times.append(time.perf_counter() - t0)
            gc.enable()
        result["median_ms"] = statistics.median(times) * 1e3
    elif name == "edit-feed-100":
        per = []
        for _ in range(repeats):
            solver, variables, _ = kiwi_solver(system, kw, edit=True)
            w = variables[system["edit"]["variable"]]
            gc.disable()
            for value in system["suggestions"]:
                t0 = time.perf_counter()
                solver.suggestValue(w, value)
                solver.updateVariables()
                per.append(time.perf_counter() - t0)
            gc.enable()
        result["median_ms"] = statistics.median(per) * 1e3
    elif name == "churn-pair":
        per = []
        for _ in range(repeats):
            solver, _, extra = kiwi_solver(system, kw)
            gc.disable()
            for c in extra:
                t0 = time.perf_counter()
                solver.addConstraint(c)
                solver.removeConstraint(c)
                per.append(time.perf_counter() - t0)
            gc.enable()
        result["median_ms"] = statistics.median(per) * 1e3
    elif name == "churn-accumulate":
        solver, _, extra = kiwi_solver(system, kw)
        t0 = time.perf_counter()
        for c in extra:
            solver.addConstraint(c)
        solver.updateVariables()
        queue.put({"progress": "added", "add_ms": (time.perf_counter() - t0) * 1e3})
        for c in extra:
            solver.removeConstraint(c)
        solver.updateVariables()
        result["median_ms"] = (time.perf_counter() - t0) * 1e3
    queue.put(result)


def run_kiwi(name, path, repeats, timeout):
    queue = mp.Queue()
    child = mp.Process(target=kiwi_case, args=(name, path, repeats, queue))
    start = time.perf_counter()
    child.start()
    child.join(timeout)
    elapsed = time.perf_counter() - start
    messages = []
    while not queue.empty():
        messages.append(queue.get())
    if child.is_alive():
        child.kill()
        child.join()
        return {"status": "timeout", "note": f"over {timeout:.0f} s", "elapsed_ms": elapsed * 1e3}
    final = [m for m in messages if "median_ms" in m]
    if child.exitcode != 0 or not final:
        return {"status": "crashed", "note": f"exit code {child.exitcode}", "elapsed_ms": elapsed * 1e3}
    return {"status": "ok", **final[0]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="*", default=CASES)
    parser.add_argument("--timeout", type=float, default=900, help="seconds kiwi may take a case")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args()
    unknown = [c for c in args.cases if c not in CASES]
    if unknown:
        parser.error(f"unknown cases: {', '.join(unknown)}")

    subprocess.run(["swift", "build", "-c", "release", "--product", "bezel-bench"], cwd=ROOT,
                   check=True, stdout=subprocess.DEVNULL)
    try:
        import kiwisolver
        kiwi_version = kiwisolver.__version__
    except ImportError:
        kiwi_version = None
        print("kiwisolver is not installed (pip install kiwisolver): Bezel's figures only.",
              file=sys.stderr)

    machine = f"{platform.machine()} {platform.system()}, {os.cpu_count()} cores"
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        bezel_bench(["--emit", folder] + args.cases)
        for name in args.cases:
            bezel = json.loads(bezel_bench([name]).strip().splitlines()[-1])
            kiwi = None
            if kiwi_version:
                kiwi = run_kiwi(name, os.path.join(folder, f"{name}.json"), REPEATS[name], args.timeout)
            row = {"case": name, "bezel_ms": bezel["median_ms"], "bezel_max_abs_error": bezel.get("max_abs_error"),
                   "kiwi": kiwi}
            if kiwi and kiwi["status"] == "ok":
                row["ratio"] = kiwi["median_ms"] / bezel["median_ms"]
            rows.append(row)
            if not args.markdown:
                print(json.dumps(row), flush=True)
    if args.markdown:
        print(f"Measured {date.today().isoformat()} on {machine}; kiwisolver {kiwi_version}; "
              f"medians in milliseconds.\n")
        print("| case | Bezel | kiwi | kiwi ÷ Bezel |")
        print("|---|---:|---:|---:|")
        for r in rows:
            k = r["kiwi"]
            if k is None:
                kiwi_text, ratio = "n/a", "n/a"
            elif k["status"] == "ok":
                kiwi_text, ratio = f"{k['median_ms']:,.3f}", f"{r['ratio']:,.1f}×"
            elif k["status"] == "timeout":
                kiwi_text = f"still running after {k['elapsed_ms'] / 1e3:,.0f} s"
                ratio = f"> {k['elapsed_ms'] / r['bezel_ms']:,.0f}×"
            else:
                kiwi_text = f"crashed after {k['elapsed_ms'] / 1e3:,.0f} s ({k['note']})"
                ratio = "kiwi does not finish"
            print(f"| {r['case']} | {r['bezel_ms']:,.3f} | {kiwi_text} | {ratio} |")


if __name__ == "__main__":
    main()
