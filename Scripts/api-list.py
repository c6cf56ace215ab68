#!/usr/bin/env python3
"""Writes the list of UIKit's public Swift API (docs/api/uikit-ios18.txt) from a copy of Apple's
UIKit documentation pages in Markdown, one page a symbol, as the public repository
theAppLaunchers/apple-docs-for-rag keeps them (UIKit/md, commit df89f1451e3d, April 2025: the
iOS 18.4 documentation).

Only names are kept: each symbol's kind, its path (type path and member name as the page titles
it) and flags read from the page (deprecated; selector when its declaration takes or returns an
Objective-C `Selector`). Symbols not available on iOS are left out.

usage: Scripts/api-list.py DOCS_MD_DIR > docs/api/uikit-ios18.txt
"""
import os
import re
import sys

KINDS = {
    "Class": "class", "Structure": "struct", "Enumeration": "enum", "Protocol": "protocol",
    "Type Alias": "typealias", "Case": "case", "Instance Property": "property",
    "Instance Method": "method", "Type Property": "type-property", "Type Method": "type-method",
    "Initializer": "init", "Instance Subscript": "subscript", "Associated Type": "associatedtype",
    "Function": "func", "Global Variable": "var", "Macro": "macro",
}


def read(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    crumbs, kind, title, platforms, source = [], None, None, "", []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("- ") and kind is None and title is None:
            crumbs.append(line[2:].strip())
        elif kind is None and line.strip() in KINDS:
            kind = KINDS[line.strip()]
        elif line.startswith("# ") and title is None:
            title = line[2:].strip()
        elif title and not platforms and line.strip() and not line.startswith("```"):
            if "iOS" in line or "OS" in line or "Catalyst" in line:
                platforms = line.strip()
        if line.startswith("``` source") and not source:
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                source.append(lines[i])
                i += 1
        if line.startswith("## "):
            break
        i += 1
    return crumbs, kind, title, platforms, "\n".join(source)


def clean(name):
    name = name.replace("\\_", "_").replace("\\*", "*").strip()
    return re.sub(r"\s+Deprecated$", "", name).strip()


def main():
    root = sys.argv[1]
    rows = {}
    for file in sorted(os.listdir(root)):
        if not file.endswith(".md"):
            continue
        crumbs, kind, title, platforms, source = read(os.path.join(root, file))
        if kind is None or title is None or "iOS" not in platforms:
            continue
        crumbs = [clean(c) for c in crumbs]
        if not crumbs or crumbs[0] != "UIKit":
            continue
        title = clean(title)
        parent = crumbs[-2] if len(crumbs) >= 3 else ""
        # Pages about topics, not symbols, put an article's title in the trail.
        if " " in parent:
            continue
        if parent and not title.startswith(parent + "."):
            path = parent + "." + title
        else:
            path = title
        flags = []
        if "Deprecated" in platforms:
            flags.append("deprecated")
        if re.search(r"\bSelector\b", source):
            flags.append("selector")
        rows[path] = (kind, ",".join(flags))
    print("# UIKit's public Swift API on iOS, as Apple's documentation lists it: names only.")
    print("# Source: developer.apple.com/documentation/uikit (the iOS 18.4 documentation), as kept in")
    print("# github.com/theAppLaunchers/apple-docs-for-rag, commit df89f1451e3d (UIKit/md, April")
    print("# 2025), a partial crawl of UIKit's pages; written by Scripts/api-list.py.")
    print("# kind<TAB>path<TAB>flags (deprecated; selector: its declaration uses Selector)")
    for path in sorted(rows):
        kind, flags = rows[path]
        print(f"{kind}\t{path}\t{flags}".rstrip("\t"))


main()
