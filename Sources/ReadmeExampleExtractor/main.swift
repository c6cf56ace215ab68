// Reads README.md, and the pages of docs/ that hold examples, and writes their Swift code blocks
// as functions of a test target, so that the examples are compiled and run as written (the
// `ReadmeExamples` build-tool plugin runs this whenever one of those files changes).
//
//     ReadmeExampleExtractor output.swift README.md [docs/page.md …]
//
// Pages are named in messages and in the generated code by their paths relative to the first
// file's folder (the package's root).
//
// Every ```swift block must follow a marker line naming its example:
//
//     <!-- example: name -->
//     <!-- example: name; given a, b; keeps c -->
//
// A block after `<!-- file: path -->` or `<!-- package: name, file: path -->` is instead a whole
// file of a user's package (a `Package.swift`, a test file): it is not an example here, and
// `Scripts/readme-package.sh` builds the packages from those files.
//
// Blocks with the same name are one example, their code run in order (a block that continues the
// one before it). The example becomes `ReadmeExamples.name(_:)`, taking a `ReadmeExampleContext`:
// `given` names are read from the context's properties before the code (what the README leaves
// out of a fragment), `keeps` names are stored into them after it (what a test checks). The
// code's `print` writes to the context. What the README says an example prints is its expected
// output: the lines of a plain ``` block after the example, introduced by a paragraph ending in
// "prints:", or else the trailing comments of its `print` lines (`print(x)  // 224.0`), one
// comment per call, the lines a call prints separated by ", ".

import Foundation

struct ExtractionError: Error {
  let line: Int
  let message: String
}

struct Example {
  var name: String
  /// The page's path relative to the package's root, and its path as given.
  var file = ""
  var path = ""
  var line: Int
  var given: [String] = []
  var keeps: [String] = []
  /// Each block's first line number and its lines.
  var blocks: [(line: Int, code: [String])] = []
  var printedBlock: [String]?
}

func isIdentifier(_ text: Substring) -> Bool {
  guard let first = text.first, first.isLetter || first == "_" else { return false }
  return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
}

func names(_ text: Substring, line: Int) throws -> [String] {
  let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  for name in names where !isIdentifier(Substring(name)) {
    throw ExtractionError(line: line, message: "'\(name)' is not a Swift name")
  }
  return names
}

/// Parses `<!-- example: name; given a, b; keeps c -->`.
func marker(_ text: String, line: Int) throws -> Example? {
  let trimmed = text.trimmingCharacters(in: .whitespaces)
  guard trimmed.hasPrefix("<!-- example:") else { return nil }
  guard trimmed.hasSuffix("-->") else {
    throw ExtractionError(line: line, message: "an example marker ends with '-->' on its line")
  }
  let inner = trimmed.dropFirst("<!-- example:".count).dropLast("-->".count)
  var parts = inner.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
  let name = parts.removeFirst()
  guard isIdentifier(Substring(name)) else {
    throw ExtractionError(line: line, message: "'\(name)' is not a Swift name for an example")
  }
  var example = Example(name: name, line: line + 1)
  for part in parts {
    if part.hasPrefix("given ") {
      example.given = try names(part.dropFirst("given ".count), line: line)
    } else if part.hasPrefix("keeps ") {
      example.keeps = try names(part.dropFirst("keeps ".count), line: line)
    } else {
      throw ExtractionError(line: line, message: "'\(part)' is neither 'given …' nor 'keeps …'")
    }
  }
  return example
}

/// The lines of the plain ``` block that a paragraph ending in "prints:" introduces right after
/// line `index`, if there is one.
func printedBlock(after index: Int, in lines: [String]) -> [String]? {
  var i = index
  while i < lines.count, lines[i].trimmingCharacters(in: .whitespaces).isEmpty { i += 1 }
  var paragraph: [String] = []
  while i < lines.count, !lines[i].trimmingCharacters(in: .whitespaces).isEmpty,
    !lines[i].hasPrefix("```")
  {
    paragraph.append(lines[i])
    i += 1
  }
  guard let last = paragraph.last, last.hasSuffix("prints:") else { return nil }
  while i < lines.count, lines[i].trimmingCharacters(in: .whitespaces).isEmpty { i += 1 }
  guard i < lines.count, lines[i] == "```" else { return nil }
  var printed: [String] = []
  i += 1
  while i < lines.count, lines[i] != "```" {
    printed.append(lines[i])
    i += 1
  }
  return printed
}

/// The comment after a `print` call on a line of code, if any.
func printComment(_ line: String) -> String? {
  guard let call = line.range(of: "print("),
    let comment = line.range(of: " // ", range: call.upperBound..<line.endIndex)
  else { return nil }
  return String(line[comment.upperBound...]).trimmingCharacters(in: .whitespaces)
}

func swiftLiteral(_ text: String) -> String {
  var escaped = ""
  for character in text.unicodeScalars {
    switch character {
    case "\\": escaped += "\\\\"
    case "\"": escaped += "\\\""
    case "\n": escaped += "\\n"
    case "\t": escaped += "\\t"
    default: escaped.unicodeScalars.append(character)
    }
  }
  return "\"" + escaped + "\""
}

func swiftArray(_ strings: [String]) -> String {
  "[" + strings.map(swiftLiteral).joined(separator: ", ") + "]"
}

/// The examples of one page, in order.
func examples(in text: String, file: String, path: String) throws -> [Example] {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var examples: [Example] = []
  var pending: Example?
  var index = 0
  while index < lines.count {
    let line = lines[index]
    if let found = try marker(line, line: index + 1) {
      pending = found
      index += 1
      continue
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if pending == nil, trimmed.hasPrefix("<!-- file:") || trimmed.hasPrefix("<!-- package:") {
      // The file's block, skipped whole.
      index += 1
      guard index < lines.count, lines[index].hasPrefix("```") else {
        throw ExtractionError(line: index, message: "a file marker must come right before a block")
      }
      index += 1
      while index < lines.count, lines[index] != "```" { index += 1 }
      index += 1
      continue
    }
    if line.hasPrefix("```swift") {
      guard var example = pending else {
        throw ExtractionError(
          line: index + 1,
          message: "a Swift block needs an '<!-- example: name -->' line right before it")
      }
      pending = nil
      let start = index + 1
      index += 1
      var code: [String] = []
      while index < lines.count, lines[index] != "```" {
        code.append(lines[index])
        index += 1
      }
      guard index < lines.count else {
        throw ExtractionError(line: start, message: "the Swift block is not closed")
      }
      index += 1
      let printed = printedBlock(after: index, in: lines)
      if let existing = examples.firstIndex(where: { $0.name == example.name }) {
        examples[existing].given += example.given
        examples[existing].keeps += example.keeps
        examples[existing].blocks.append((start + 1, code))
        examples[existing].printedBlock = printed ?? examples[existing].printedBlock
      } else {
        example.file = file
        example.path = path
        example.blocks = [(start + 1, code)]
        example.printedBlock = printed
        examples.append(example)
      }
      continue
    }
    if pending != nil, !line.trimmingCharacters(in: .whitespaces).isEmpty {
      throw ExtractionError(
        line: index + 1, message: "an example marker must come right before a ```swift block")
    }
    index += 1
  }
  if pending != nil {
    throw ExtractionError(line: lines.count, message: "an example marker with no block after it")
  }
  return examples
}

/// The test target's source for the examples of all pages.
func generate(_ examples: [Example]) -> String {
  var imports: Set<String> = []
  for example in examples {
    for block in example.blocks {
      for line in block.code where line.hasPrefix("import ") { imports.insert(line) }
    }
  }
  var out =
    "// Generated from README.md and docs/ by the ReadmeExamples plugin; edit those, not this.\n\n"
  out += imports.sorted().joined(separator: "\n") + "\n\n"
  out += "extension ReadmeExamples {\n"
  out += "  /// The examples' names, in order.\n"
  out += "  static let names = \(swiftArray(examples.map(\.name)))\n\n"
  out += "  /// Every example of the README, in order.\n"
  out += "  @MainActor static var all: [ReadmeExample] {\n    [\n"
  for example in examples {
    let comments = example.blocks.flatMap { $0.code.compactMap(printComment) }
    let expected: String
    if let printed = example.printedBlock {
      expected = ".lines(\(swiftLiteral(printed.joined(separator: "\n"))))"
    } else if !comments.isEmpty {
      expected = ".comments(\(swiftLiteral(comments.joined(separator: ", "))))"
    } else {
      expected = "nil"
    }
    out += "      ReadmeExample(\n"
    out += "        name: \(swiftLiteral(example.name)), file: \(swiftLiteral(example.file)),\n"
    out += "        line: \(example.line),\n"
    out += "        given: \(swiftArray(example.given)), printed: \(expected),\n"
    out += "        run: \(example.name)),\n"
  }
  out += "    ]\n  }\n"
  for example in examples {
    out += "\n  /// \(example.file), line \(example.line).\n"
    out += "  @MainActor static func \(example.name)(_ context: ReadmeExampleContext) throws {\n"
    out +=
      "    func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\") {\n"
    out += "      context.print(items, separator: separator, terminator: terminator)\n"
    out += "    }\n"
    for name in example.given { out += "    let \(name) = context.\(name)\n" }
    for block in example.blocks {
      out += "#sourceLocation(file: \(swiftLiteral(example.path)), line: \(block.line))\n"
      for line in block.code {
        out += (line.hasPrefix("import ") ? "" : line) + "\n"
      }
      out += "#sourceLocation()\n"
    }
    for name in example.keeps { out += "    context.\(name) = \(name)\n" }
    out += "  }\n"
  }
  out += "}\n"
  return out
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: ReadmeExampleExtractor output.swift README.md [docs/page.md …]\n".utf8))
  exit(64)
}
let root = URL(fileURLWithPath: arguments[2]).deletingLastPathComponent().standardizedFileURL.path
var all: [Example] = []
for path in arguments[2...] {
  let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
  let file =
    absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : absolute
  do {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    for example in try examples(in: text, file: file, path: path) {
      if let other = all.first(where: { $0.name == example.name }) {
        throw ExtractionError(
          line: example.line - 1,
          message: "'\(example.name)' is already an example of \(other.file), line \(other.line)")
      }
      all.append(example)
    }
  } catch let error as ExtractionError {
    FileHandle.standardError.write(Data("\(path):\(error.line): error: \(error.message)\n".utf8))
    exit(1)
  } catch {
    FileHandle.standardError.write(Data("\(path): error: \(error)\n".utf8))
    exit(1)
  }
}
do {
  try generate(all).write(toFile: arguments[1], atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("\(arguments[1]): error: \(error)\n".utf8))
  exit(1)
}
