import ArgumentParser
import Bezel

/// `bezel version`: the release, as `bezel --version` prints it.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "version", abstract: "Print the release of Bezel, as --version does.")

  func run() {
    print(BezelRelease.version)
  }
}
