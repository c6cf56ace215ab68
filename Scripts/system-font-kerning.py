#!/usr/bin/env python3
"""Writes the system font's kerning tables (Sources/UIKit/Text/Kerning/) from Apple's fonts.

Usage: system-font-kerning.py FONT_DIR

FONT_DIR holds the static SF Pro fonts named below, as bundled in the public repositories that
the generated files cite. Each table is the `kern` feature of the font's GPOS table (pair
adjustment lookups, glyph pairs first, then classes), read with fontTools, for every pair of
printable ASCII characters; only nonzero pairs are written.
"""
import sys
from pathlib import Path

from fontTools.ttLib import TTFont

CHARS = [chr(c) for c in range(0x20, 0x7F)]
EXTREMES = {"ultraLight", "thin", "light", "black"}
ROOT = Path(__file__).resolve().parent.parent / "Sources/UIKit/Text/Kerning"

# (Swift file suffix, enum name, documentation, [(weight, font file, provenance)])
TABLES = [
    ("SFProText", "SFProText",
     "Kerning of the system font's text design from iOS 14 on.\n"
     "  ///\n"
     "  /// Apple's static SF Pro Text fonts, version 17.0d11e1 (2021-08-02), as bundled in the public repository Gusalimi/dotfiles\n"
     "  /// (`fonts/SF-Pro-Text-*.otf`, commit 572811e2b017), the build of the advances.",
     [("ultraLight", "SF-Pro-Text-Ultralight.otf", "17.0d11e1"),
      ("thin", "SF-Pro-Text-Thin.otf", "17.0d11e1"),
      ("light", "SF-Pro-Text-Light.otf", "17.0d11e1"),
      ("regular", "SF-Pro-Text-Regular.otf", "17.0d11e1"),
      ("medium", "SF-Pro-Text-Medium.otf", "17.0d11e1"),
      ("semibold", "SF-Pro-Text-Semibold.otf", "17.0d11e1"),
      ("bold", "SF-Pro-Text-Bold.otf", "17.0d11e1"),
      ("heavy", "SF-Pro-Text-Heavy.otf", "17.0d11e1"),
      ("black", "SF-Pro-Text-Black.otf", "17.0d11e1")]),
    ("SFProDisplay", "SFProDisplay",
     "Kerning of the system font's display design from iOS 14 on.\n"
     "  ///\n"
     "  /// Apple's static SF Pro Display fonts, version 17.0d11e1 (2021-08-02), as bundled in the public repository\n"
     "  /// Gusalimi/dotfiles (`fonts/SF-Pro-Display-*.otf`, commit 572811e2b017).",
     [("ultraLight", "SF-Pro-Display-Ultralight.otf", "17.0d11e1"),
      ("thin", "SF-Pro-Display-Thin.otf", "17.0d11e1"),
      ("light", "SF-Pro-Display-Light.otf", "17.0d11e1"),
      ("regular", "SF-Pro-Display-Regular.otf", "17.0d11e1"),
      ("medium", "SF-Pro-Display-Medium.otf", "17.0d11e1"),
      ("semibold", "SF-Pro-Display-Semibold.otf", "17.0d11e1"),
      ("bold", "SF-Pro-Display-Bold.otf", "17.0d11e1"),
      ("heavy", "SF-Pro-Display-Heavy.otf", "17.0d11e1"),
      ("black", "SF-Pro-Display-Black.otf", "17.0d11e1")]),
    ("SFProTextItalic", "SFProTextItalic",
     "Kerning of the system font's italic, text design, from iOS 14 on.\n"
     "  ///\n"
     "  /// Apple's static SF Pro Text Regular Italic font, version 17.0d11e1, as bundled in the public\n"
     "  /// repository Gusalimi/dotfiles (`fonts/SF-Pro-Text-RegularItalic.otf`, commit 572811e2b017),\n"
     "  /// whose advances are exactly those an iOS 26.1 simulator measures for `.SFUI-RegularItalic`.",
     [("regular", "SF-Pro-Text-RegularItalic.otf", "17.0d11e1")]),
    ("SFProDisplayItalic", "SFProDisplayItalic",
     "Kerning of the system font's italic, display design, from iOS 14 on.\n"
     "  ///\n"
     "  /// Apple's static SF Pro Display Regular Italic font, version 17.0d11e1, as bundled in the\n"
     "  /// public repository Gusalimi/dotfiles (`fonts/SF-Pro-Display-RegularItalic.otf`, commit\n"
     "  /// 572811e2b017).",
     [("regular", "SF-Pro-Display-RegularItalic.otf", "17.0d11e1")]),
    ("SFUIText", "SFUIText",
     "Kerning of iOS 9 to 13's system font, its text design.\n"
     "  ///\n"
     "  /// The fonts of its advances (`SystemFontAdvances.SFUIText`): SF Pro Text 14.0d1e3 (ekodrive/ideal\n"
     "  /// `assets/fonts/SFProText-*.otf`, commit 3fb9d043a070) for light, regular, medium and bold;\n"
     "  /// 13.0d1e33 for semibold (thisisdajaaa/karosa-native `assets/fonts/SF-Pro-Text-Semibold.otf`,\n"
     "  /// commit ac700ee2ab77) and heavy (supernovaw/japanese-words `assets/fonts/SFProText-Heavy.ttf`,\n"
     "  /// commit 3ff65f645844). 13.0d1e33's regular has exactly 14.0d1e3's pairs.",
     [("light", "T14-Light.otf", "14.0d1e3"),
      ("regular", "T14-Regular.otf", "14.0d1e3"),
      ("medium", "T14-Medium.otf", "14.0d1e3"),
      ("semibold", "T13-Semibold.otf", "13.0d1e33"),
      ("bold", "T14-Bold.otf", "14.0d1e3"),
      ("heavy", "T13-Heavy.ttf", "13.0d1e33")]),
    ("SFUIDisplay", "SFUIDisplay",
     "Kerning of iOS 9 to 13's system font from 20 pt, its display design.\n"
     "  ///\n"
     "  /// The fonts of its advances (`SystemFontAdvances.SFUIDisplay`): SF Pro Display 13.0d3e20 for regular and bold\n"
     "  /// (Tanitych/twesco.org `fonts/SFProDisplay-*.otf`, commit a522c77c1ef1), 15.0d4e20 for light\n"
     "  /// and medium (AleksandraBogutska/Absolut `fonts/SF-Pro-Display-*.otf`, commit\n"
     "  /// 98747760f8b0), whose regular has exactly 13.0d3e20's pairs. No semibold or heavy file of\n"
     "  /// that time was found: those weights interpolate between the measured ones.",
     [("light", "D15-Light.otf", "15.0d4e20"),
      ("regular", "D13-Regular.otf", "13.0d3e20"),
      ("medium", "D15-Medium.otf", "15.0d4e20"),
      ("bold", "D13-Bold.otf", "13.0d3e20")]),
]


def kern_pairs(path):
    """The nonzero `kern` adjustments of the font's first glyph, in font units, by pair."""
    font = TTFont(path)
    cmap = font.getBestCmap()
    glyph = {ch: cmap.get(ord(ch)) for ch in CHARS}
    gpos = font["GPOS"].table
    records = gpos.FeatureList.FeatureRecord
    scripts = {record.ScriptTag: record.Script for record in gpos.ScriptList.ScriptRecord}
    script = scripts.get("latn") or scripts["DFLT"]
    lookups = sorted({
        index
        for feature in script.DefaultLangSys.FeatureIndex
        if records[feature].FeatureTag == "kern"
        for index in records[feature].Feature.LookupListIndex
    })
    total = {}
    for lookup_index in lookups:
        lookup = gpos.LookupList.Lookup[lookup_index]
        resolved = {}  # Within one lookup, the first subtable that matches a pair decides it.
        for subtable in lookup.SubTable:
            kind = lookup.LookupType
            if kind == 9:
                kind, subtable = subtable.ExtensionLookupType, subtable.ExtSubTable
            if kind != 2:
                continue
            coverage = subtable.Coverage.glyphs
            for first in CHARS:
                first_glyph = glyph[first]
                if first_glyph not in coverage:
                    continue
                for second in CHARS:
                    second_glyph = glyph[second]
                    if (first, second) in resolved or second_glyph is None:
                        continue
                    if subtable.Format == 1:
                        pair_set = subtable.PairSet[coverage.index(first_glyph)]
                        for record in pair_set.PairValueRecord:
                            if record.SecondGlyph == second_glyph:
                                value = record.Value1
                                resolved[(first, second)] = getattr(value, "XAdvance", 0) or 0
                    else:
                        class1 = subtable.ClassDef1.classDefs.get(first_glyph, 0)
                        class2 = subtable.ClassDef2.classDefs.get(second_glyph, 0)
                        value = subtable.Class1Record[class1].Class2Record[class2].Value1
                        resolved[(first, second)] = getattr(value, "XAdvance", 0) or 0
        for pair, value in resolved.items():
            total[pair] = total.get(pair, 0) + value
    return {pair: value for pair, value in total.items() if value}


def shown(character):
    return "\u2420" if character == " " else character


def table_lines(pairs):
    """The table's text (see `SystemFontKerning`): first characters with the same row share a
    line, second characters with the same value share an entry, `AÀ vwy:-150`."""
    rows = {}
    for first in CHARS:
        row = tuple((second, pairs[(first, second)]) for second in CHARS if (first, second) in pairs)
        if row:
            rows.setdefault(row, []).append(first)
    lines = []
    for row, firsts in rows.items():
        by_value = {}
        for second, value in row:
            by_value.setdefault(value, []).append(second)
        entries = [
            "".join(shown(c) for c in seconds) + f":{value:+d}"
            for value, seconds in sorted(by_value.items(), key=lambda item: (item[1][0], item[0]))
        ]
        head = "".join(shown(c) for c in firsts)
        line = head
        for entry in entries:
            if len(line) + 1 + len(entry) > 88:
                lines.append(line)
                line = head
            line += " " + entry
        lines.append(line)
    return lines


def main():
    font_dir = Path(sys.argv[1])
    for suffix, name, documentation, weights in TABLES:
        out = [
            "import Foundation",
            "",
            "extension SystemFontKerning {",
            f"  /// {documentation}",
            "  ///",
            "  /// Generated by `Scripts/system-font-kerning.py` from the fonts' GPOS `kern` feature; see",
            "  /// `SystemFontKerning` for the format.",
            f"  enum {name} {{",
        ]
        # The named weights outside regular to heavy go to a second file, to keep files short.
        common = [entry for entry in weights if entry[0] not in EXTREMES]
        extremes = [entry for entry in weights if entry[0] in EXTREMES]
        out += tables(common, font_dir)
        out += ["  }", "}", ""]
        (ROOT / f"SystemFontKerning+{suffix}.swift").write_text("\n".join(out))
        if extremes:
            more = [
                "import Foundation",
                "",
                f"extension SystemFontKerning.{name} {{",
            ]
            more += [line[2:] if line else line for line in tables(extremes, font_dir)]
            more += ["}", ""]
            (ROOT / f"SystemFontKerning+{suffix}Extremes.swift").write_text("\n".join(more))


def tables(weights, font_dir):
    out = []
    for index, (weight, file, version) in enumerate(weights):
        if index:
            out.append("")
        out.append(f"    /// {weight[0].upper() + weight[1:]} ({version}).")
        out.append(f'    static let {weight} = #"""')
        out += ["      " + line for line in table_lines(kern_pairs(font_dir / file))]
        out.append('      """#')
    return out


if __name__ == "__main__":
    main()
