#!/usr/bin/env python3
"""Prints the system font's advance tables (Sources/UIKit/Text/SystemFontAdvances*.swift) from
advances measured on an iOS simulator.

Usage: system-font-advances.py FONT_METRICS_JSON

FONT_METRICS_JSON is the measurement file cited in the generated tables (an object with a
"fonts" array whose entries have an "id" such as "system-medium-12.0" and "advances" mapping
each printable ASCII character to its advance in points). The text design's units are the
12 pt advances (tracking is 0 at 12 pt); the display design's are the 28 pt advances (the
variable font's optical size is fully display from 28 pt) less the 28 units of tracking iOS
adds there. Units are rounded to 1/10000.
"""
import json
import sys

WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
DESIGNS = [("text", 12.0, 0), ("display", 28.0, 28)]


def shown(code):
    return "\u2420" if code == 0x20 else chr(code)


def number(value):
    text = f"{round(value, 4):.4f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


def table(advances, size, tracking):
    units = [advances[chr(code)] * 2048 / size - tracking for code in range(0x20, 0x7F)]
    lines = []
    per_line = 8 if all(number(u).lstrip("-").isdigit() for u in units) else 6
    for start in range(0, 95, per_line):
        chunk = units[start:start + per_line]
        comment = "".join(shown(code) for code in range(0x20 + start, 0x20 + start + len(chunk)))
        lines.append("    " + ", ".join(number(u) for u in chunk) + ",  // " + comment)
    return lines


def main():
    fonts = {font["id"]: font for font in json.load(open(sys.argv[1]))["fonts"]}
    for design, size, tracking in DESIGNS:
        for weight in WEIGHTS:
            font = fonts[f"system-{weight}-{size}"]
            print(f"  /// {weight} ({design} design, `{font['id']}`, {font['postScriptName']}).")
            print(f"  static let {weight}: [CGFloat] = [")
            print("\n".join(table(font["advances"], size, tracking)))
            print("  ]")
            print()


if __name__ == "__main__":
    main()
