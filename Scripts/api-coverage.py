#!/usr/bin/env python3
"""UIKit API coverage: which names of UIKit's public Swift API Bezel's `UIKit` module declares.

Reads the list docs/api/uikit-ios18.txt (names from Apple's documentation, see its header),
extracts the public symbols of the built UIKit module with `swift-symbolgraph-extract`, and marks
each listed name present, absent, or not possible on Linux (the rules below). It writes
docs/api-coverage.md (percentages per area and per type), docs/api/uikit-ios18-status.txt (every
name with its mark) and the table between the coverage markers at the end of README.md.

  Scripts/api-coverage.py            write the files (after `swift build`)
  Scripts/api-coverage.py --check    fail when fewer names are present than docs/api/coverage-floor.txt
                                     records (CI); coverage can only grow
Options: --modules DIR (default .build/debug/Modules), --triple TRIPLE (default: the host's).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "docs/api/uikit-ios18.txt")
STATUS = os.path.join(ROOT, "docs/api/uikit-ios18-status.txt")
FLOOR = os.path.join(ROOT, "docs/api/coverage-floor.txt")
REPORT = os.path.join(ROOT, "docs/api-coverage.md")
README = os.path.join(ROOT, "README.md")
BEGIN, END = "<!-- api-coverage:begin -->", "<!-- api-coverage:end -->"

# Not possible on Linux: API that exists only through the Objective-C runtime. A name these rules
# match counts as not possible only while Bezel lacks it.
NOT_POSSIBLE = [
    # Interface Builder's archives: storyboards and nibs are keyed archives of Objective-C objects
    # that only the Objective-C runtime decodes (Bezel's UINib reports that no nib loads).
    ("storyboards and segues (Interface Builder archives)",
     lambda kind, path, flags: re.search(r"[Ss]toryboard|[Ss]egue", path) is not None),
    # Objective-C message dispatch by name: declarations that take or return a `Selector`.
    ("Objective-C selectors (message dispatch by name)",
     lambda kind, path, flags: "selector" in flags),
    # Objective-C runtime introspection and KVC-only behaviour.
    ("Objective-C runtime introspection",
     lambda kind, path, flags: re.search(
         r"\.(responds\(to:\)|perform\(|value\(forUndefinedKey:\)|setValue\(_:forUndefinedKey:\))",
         path) is not None),
]

# Areas, by the name of the top-level type or global, first match wins (UIKit's header families).
AREAS = [
    ("Accessibility", r"^UIAccessib|^UIAccessibility|^UIGuidedAccess"),
    ("Nibs and storyboards", r"^UINib|^UIStoryboard"),
    ("App and scenes", r"^UIApplication|^UIScene|^UIWindowScene|^UIOpenURL|^UIBackgroundTask"
     r"|^UIStateRestor|^UIViewControllerRestoration|^UIUserActivity|^UIActivityItemsConfig"
     r"|^UILocalNotification|^UI(Mutable)?UserNotification|^UIRemoteNotification|^UIBackground(Task|Fetch|Refresh)"
     r"|^UI(Mutable)?ApplicationShortcut|^UIManagedDocument|^NSDataAsset|^UIObjectRestoration"),
    ("Auto Layout", r"^NSLayout|^UILayout|^UIKeyboardLayoutGuide|^UITrackingLayoutGuide"),
    ("Collection and table views", r"^UICollection|^NSCollectionLayout|^NSDiffable|^UITableView"
     r"|^UICellAccessory|^UICellConfiguration|^UIListSeparator|^UIListContent"),
    ("Configurations", r"Configuration$|^UIBackgroundConfiguration|^UIContentConfiguration"
     r"|^UIContentView|^UIConfigurationState|^UIConfigurationColorTransformer"),
    ("Text", r"^NSText|^NSAttributed|^NSParagraph|^NSMutableParagraph|^NSLayoutManager|^NSShadow"
     r"|^NSString|^NSStringDrawing|^NSTextTab|^NSAdaptiveImageGlyph|^UIFont|^UIText|^UILabel"
     r"|^UIKey(Input|board)|^UIPasteControl|^UIWritingTools|^UIFindInteraction|^UIFind"
     r"|^UIDictationPhrase|^UIReturnKeyType|^UIContentSizeCategory|^UILexicon|^UIInputView"
     r"|^NSLineBreak|^NSWritingDirection|^UIBaselineAdjustment|^UIDataDetectorTypes|^UILetterform"
     r"|Scribble|^UISearchTextField|^UISearchToken|^UISearchSuggestion|TextAttributesTransformer"
     r"|^UISimpleTextPrintFormatter|^UILookToDictate"),
    ("Gestures and events", r"GestureRecognizer|^UITouch|^UIEvent|^UIPress|^UIKeyCommand"
     r"|^UIResponder|^UIKey$|^UIKeyModifierFlags|^UIHover|^UIPencil|^UIPointer|^UIShape"
     r"|^UIBandSelection|^UIForceTouch|^UIPreviewInteraction"),
    ("Menus and actions", r"^UIMenu|^UIAction|^UICommand|^UIContextMenu|^UIDeferredMenu"
     r"|^UIKeyCommand|^UIEditMenu|^UIMenuElement|^UIMenuLeaf"),
    ("Bars", r"^UINavigation(Bar|Item)|^UITabBar|^UIToolbar|^UISearchBar|^UIBar|^UITab$"
     r"|^UITabGroup|^UISearchTab|^UITitlebar"),
    ("View controllers", r"ViewController|^UIPresentationController|^UIModal|^UIAdaptive"
     r"|^UIPopover|^UISheetPresentation|^UIContentContainer|^UITransition|^UIViewControllerTransition"
     r"|^UIPercentDriven|^UISearchController|^UIAlert|^UIActivity|^UIDocument|^UIZoomTransition"
     r"|^UIPageViewController|^UISplitViewController|^UIImagePicker|^UIVideoEditor|Controller"
     r"|^UISearchResultsUpdating|^UISearchDisplay|^UICloudSharing|^UIPreviewAction"
     r"|ConversationContext$"),
    ("Controls", r"^UIControl|^UIButton|^UISwitch|^UISlider|^UISegmentedControl|^UIStepper"
     r"|^UIPageControl|^UIDatePicker|^UIPickerView|^UIColorWell|^UIActivityIndicator"
     r"|^UIProgressView|^UIRefreshControl|^UICalendar|^UIColorPicker|^UIFontPicker"),
    ("Animation and haptics", r"Animat|^UIDynamic|Behavior$|^UITimingCurve|^UISpringTimingParameters"
     r"|^UICubicTimingParameters|^UIFeedbackGenerator|^UI\w*FeedbackGenerator|^UIMotionEffect"
     r"|^UIInterpolatingMotionEffect|^UIRegion|^UIGravity|^UICollision|^UIPush|^UIAttachment"
     r"|^UISnap|^UIFieldBehavior|^UIUpdateLink|^UIUpdateInfo|^UISymbolEffect"),
    ("Drawing, images and colors", r"^UIImage|^UIColor|^UIBezierPath|^UIGraphics|^UIRect|^UIGraphicsRenderer"
     r"|^UIPrint|^UIMarkup|^UIGraphicsImage|^UIGraphicsPDF|^UIDrawing|^UIDisplayGamut"),
    ("Drag, drop and pasteboard", r"^UIDrag|^UIDrop|^UIPaste|^UISpringLoaded|^UIItemProvider"
     r"|^NSItemProvider"),
    ("Traits and appearance", r"^UITrait|^UIUserInterface|^UIMutableTraits|^UIAppearance"
     r"|^UIContentSizeCategory|^UILegibilityWeight|^UIAccessibilityContrast|^UIDisplayGamut"
     r"|^UIImageDynamicRange|^UISceneCaptureState|^UIListEnvironment|^UITraitCollection"),
    ("Views and windows", r"^UIView|^UIWindow|^UIScreen|^UIStackView|^UIScrollView|^UIVisualEffect"
     r"|^UIBlurEffect|^UIVibrancyEffect|^UIImageView|^UIFocus|^UILargeContent|^UIInteraction"
     r"|^UIContextualAction|^UIStatusBar|^UIInterfaceOrientation|^UIDevice|^UIDeviceOrientation"
     r"|^UIEdgeInsets|^UIOffset|^NSDirectional|^UIAxis|^UIRectEdge|^NSRectAlignment"
     r"|^UISemanticContentAttribute|^UICornerConfiguration|^UIToolTip|^UIScrollEdge|^UIWebView"
     r"|^UIScrollType|^UICoordinateSpace|^UIDirectionalRectEdge|^UIFloatRange|^UICornerCurve"
     r"|^UIContentInsetsReference|^UIShadowProperties|^UIContentUnavailable|^UITargeted"
     r"|^UIPreview(Parameters|Target)|^UILocalizedIndexedCollation|^UIDataSource"),
]

STATUS_NAMES = ("present", "absent", "not possible")


def host_triple():
    out = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True).stdout
    return json.loads(out)["target"]["triple"]


def bezel_symbols(modules, triple):
    """The paths of the UIKit module's public symbols, without those declared unavailable."""
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", "UIKit", "-target", triple,
             "-I", modules, "-minimum-access-level", "public", "-output-dir", out],
            check=True)
        paths = set()
        for name in os.listdir(out):
            graph = json.load(open(os.path.join(out, name)))
            for symbol in graph["symbols"]:
                unavailable = any(
                    entry.get("isUnconditionallyUnavailable")
                    or (entry.get("domain") in ("*", "Linux") and entry.get("obsoleted"))
                    for entry in symbol.get("availability", []))
                if not unavailable:
                    paths.add(".".join(symbol["pathComponents"]))
        return paths


def listed_names():
    rows = []
    for line in open(LIST, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        parts = line.rstrip("\n").split("\t")
        rows.append((parts[0], parts[1], parts[2].split(",") if len(parts) > 2 else []))
    return rows


def top_name(path):
    # The top-level type or global: the path up to the first dot outside parentheses.
    depth = 0
    for index, char in enumerate(path):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "." and depth == 0:
            return path[:index]
    return path


def area_of(path):
    top = top_name(path)
    for area, pattern in AREAS:
        if re.search(pattern, top):
            return area
    return "Other"


def mark(rows, present):
    marked = []
    for kind, path, flags in rows:
        if path in present:
            status = "present"
        elif any(rule(kind, path, flags) for _, rule in NOT_POSSIBLE):
            status = "not possible"
        else:
            status = "absent"
        marked.append((kind, path, flags, status))
    return marked


def percent(counts):
    possible = counts["present"] + counts["absent"]
    return 100.0 * counts["present"] / possible if possible else 100.0


def tally(marked, key):
    groups = {}
    for kind, path, flags, status in marked:
        counts = groups.setdefault(key(path), {name: 0 for name in STATUS_NAMES})
        counts[status] += 1
    return groups


def table(groups, label):
    lines = [f"| {label} | present | absent | not possible | coverage |", "|---|---:|---:|---:|---:|"]
    for name in sorted(groups):
        counts = groups[name]
        lines.append(
            f"| {name} | {counts['present']} | {counts['absent']} | {counts['not possible']}"
            f" | {percent(counts):.1f}% |")
    return lines


def summary_table(marked):
    groups = tally(marked, area_of)
    total = {name: sum(g[name] for g in groups.values()) for name in STATUS_NAMES}
    lines = table(groups, "Area")
    lines.append(
        f"| **All** | **{total['present']}** | **{total['absent']}** | **{total['not possible']}**"
        f" | **{percent(total):.1f}%** |")
    return lines, total


def write(marked):
    lines, total = summary_table(marked)
    rules = [f"- {description}" for description, _ in NOT_POSSIBLE]
    report = [
        "# UIKit API coverage",
        "",
        "Which names of UIKit's public Swift API (iOS 18) Bezel's `UIKit` module declares. The names",
        "come from Apple's documentation (`docs/api/uikit-ios18.txt`, whose header gives the source);",
        "`Scripts/api-coverage.py` checks each against the module's symbol graph and writes this page",
        "and `docs/api/uikit-ios18-status.txt`, every name with its mark. Coverage is present names",
        "over present and absent ones; CI fails when it drops (`docs/api/coverage-floor.txt`).",
        "",
        "A name matches when Bezel declares the same path: the type path and the member's Swift name",
        "with its argument labels (`UIView.insertSubview(_:at:)`), a member under the type that",
        "declares it, as Apple's documentation lists it. The list is what a crawl of Apple's pages",
        "kept (about 9,800 of UIKit's names), so a few names are missing from it; Swift overloads",
        "that share a name count once.",
        "",
        "A name counts as not possible on Linux, while Bezel lacks it, when it needs the Objective-C",
        "runtime:",
        "",
        *rules,
        "",
        "A declared name counts as present whatever its behaviour; `docs/supported.md` says how far",
        "each area's behaviour goes.",
        "",
        "## Per area",
        "",
        *lines,
        "",
        "## Per type",
        "",
        *table(tally(marked, top_name), "Type or global"),
        "",
    ]
    open(REPORT, "w", encoding="utf-8").write("\n".join(report))
    with open(STATUS, "w", encoding="utf-8") as status:
        status.write("# Every name of docs/api/uikit-ios18.txt with its mark; written by "
                     "Scripts/api-coverage.py.\n# status<TAB>kind<TAB>path\n")
        for kind, path, flags, mark_name in marked:
            status.write(f"{mark_name}\t{kind}\t{path}\n")
    with open(FLOOR, "w", encoding="utf-8") as floor:
        floor.write("# Names present when the coverage was last written; CI fails below it.\n")
        floor.write(f"{total['present']}\n")
    readme = open(README, encoding="utf-8").read()
    if BEGIN in readme and END in readme:
        head, rest = readme.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        readme = head + BEGIN + "\n" + "\n".join(lines) + "\n" + END + tail
        open(README, "w", encoding="utf-8").write(readme)
    print(f"api-coverage: {total['present']} present, {total['absent']} absent, "
          f"{total['not possible']} not possible: {percent(total):.1f}%")


def check(marked):
    _, total = summary_table(marked)
    floor = int([l for l in open(FLOOR) if not l.startswith("#")][0])
    print(f"api-coverage: {total['present']} names present ({percent(total):.1f}%), floor {floor}")
    if total["present"] < floor:
        now = {path for _, path, _, status in marked if status == "present"}
        before = [line.rstrip("\n").split("\t")[2] for line in open(STATUS, encoding="utf-8")
                  if line.startswith("present\t")]
        lost = [path for path in before if path not in now]
        for path in lost[:50]:
            print(f"  no longer present: {path}")
        sys.exit(f"api-coverage: {total['present']} names present, fewer than the committed {floor}")
    if total["present"] > floor:
        print("api-coverage: coverage grew; run Scripts/api-coverage.py and commit its files")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--modules", default=os.path.join(ROOT, ".build/debug/Modules"))
    parser.add_argument("--triple")
    args = parser.parse_args()
    present = bezel_symbols(args.modules, args.triple or host_triple())
    marked = mark(listed_names(), present)
    check(marked) if args.check else write(marked)


main()
