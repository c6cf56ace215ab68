import Bezel
import UIKit

/// The Swift examples of the README and of docs/; the `ReadmeExamples` plugin generates their
/// code from those pages.
enum ReadmeExamples {}

/// One example of the README or a page of docs/: a Swift block, or blocks that continue one
/// another.
struct ReadmeExample {
  /// What the README says an example prints.
  enum Printed: Equatable {
    /// The lines of the output block the README shows after the example.
    case lines(String)
    /// The trailing comments of the example's `print` lines, separated by ", ".
    case comments(String)

    /// The same statement made of what an example printed.
    static func of(_ output: [String], like expected: Printed) -> Printed {
      switch expected {
      case .lines: .lines(output.joined(separator: "\n"))
      case .comments: .comments(output.joined(separator: ", "))
      }
    }
  }

  let name: String
  /// The page the example is on, relative to the package's root (`README.md`, `docs/solver.md`).
  let file: String
  /// The line of the page the example starts on.
  let line: Int
  /// The names the README's code takes as given, read from the context.
  let given: [String]
  let printed: Printed?
  let run: @MainActor (ReadmeExampleContext) throws -> Void
}

/// What an example runs with: what its code prints, the values the README's fragments take as
/// given, and the values a test checks after it.
@MainActor
final class ReadmeExampleContext {
  private var text = ""

  /// The lines printed so far.
  var output: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  func print(_ items: [Any], separator: String, terminator: String) {
    text += items.map { "\($0)" }.joined(separator: separator) + terminator
  }

  // Given.
  var settings: (any UITableViewDataSource)?
  var controller = UIViewController()

  // Kept.
  var cell: UITableViewCell?
  var host: DeviceHost?
}
