import PackagePlugin

/// Turns the Swift code blocks of the package's README.md into a source file of the target that
/// uses the plugin, so that the README's examples are compiled and run by `swift test`.
@main
struct ReadmeExamples: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let readme = context.package.directoryURL.appending(path: "README.md")
    let output = context.pluginWorkDirectoryURL.appending(path: "ReadmeExamples.swift")
    return [
      .buildCommand(
        displayName: "Extracting the Swift examples of README.md",
        executable: try context.tool(named: "ReadmeExampleExtractor").url,
        arguments: [readme.path, output.path],
        inputFiles: [readme],
        outputFiles: [output])
    ]
  }
}
