import ArgumentParser

/// `bezel`: lays scenes out on every device in the catalog and draws them.
///
/// Exit codes: 0 on success, 64 for a usage error, 65 for a scene file with problems, 1 when
/// `check` finds unsatisfiable or ambiguous constraints.
@main
struct BezelCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bezel",
    abstract: "Lay UIKit screens out on every iPhone, iPad and Apple TV, and draw them.",
    discussion: """
      With no subcommand, lays out the bundled example, "Bagel Times", on every device and \
      orientation and writes an HTML gallery to bezel-gallery/.
      """,
    subcommands: [
      ExampleCommand.self, LayoutCommand.self, GalleryCommand.self, CheckCommand.self,
      DevicesCommand.self,
    ],
    defaultSubcommand: ExampleCommand.self)
}
