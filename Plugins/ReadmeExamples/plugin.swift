import Foundation
import PackagePlugin

/// Turns the Swift code blocks of the package's README.md, and of the pages of docs/ that hold
/// examples (an `<!-- example: name -->` line), into a source file of the target that uses the
/// plugin, so that their examples are compiled and run by `swift test`.
@main
struct ReadmeExamples: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let readme = root.appending(path: "README.md")
    let docs = root.appending(path: "docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    let pages = try names.filter { $0.hasSuffix(".md") }.sorted().map {
      docs.appending(path: $0)
    }.filter { page in
      try String(contentsOf: page, encoding: .utf8).contains("<!-- example:")
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "ReadmeExamples.swift")
    return [
      .buildCommand(
        displayName: "Extracting the Swift examples of README.md and docs/",
        executable: try context.tool(named: "ReadmeExampleExtractor").url,
        arguments: [output.path, readme.path] + pages.map(\.path),
        inputFiles: [readme] + pages,
        outputFiles: [output])
    ]
  }
}
