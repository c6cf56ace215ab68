import ArgumentParser
import Bezel

/// `bezel`: lays scenes out on every device in the catalog and draws them.
///
/// Exit statuses are those of `sysexits.h`, listed in `--help` (`exitStatuses`).
@main
struct BezelCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bezel",
    abstract: "Lay UIKit screens out on every iPhone, iPad and Apple TV, and draw them.",
    discussion: """
      With no subcommand, lays out the bundled example, "Bagel Times", on every device and \
      orientation and writes an HTML gallery to bezel-gallery/.

      """ + exitStatuses,
    version: BezelRelease.version,
    subcommands: [
      ExampleCommand.self, LayoutCommand.self, DiffCommand.self, GalleryCommand.self,
      CheckCommand.self,
      DevicesCommand.self, VersionCommand.self, GalleryWorkerCommand.self, CheckWorkerCommand.self,
    ],
    defaultSubcommand: ExampleCommand.self)
}

extension BezelCommand {
  /// The exit statuses, with their names in `sysexits.h`.
  static let exitStatuses = """
    EXIT STATUS
      0   success
      1   `check` found unsatisfiable or ambiguous constraints, `layout` unsatisfiable ones, \
    `diff` differing layouts
      64  usage error (EX_USAGE): an unknown option, device or screen, an empty -o, an output \
    that would overwrite the scene file
      65  the scene file has errors (EX_DATAERR)
      66  the scene file is missing or cannot be read (EX_NOINPUT)
      73  an output file or folder cannot be written (EX_CANTCREAT)
    """
}
