import Foundation

/// A log message written as a string interpolation (Apple's `OSLogMessage`).
///
/// Interpolated values
/// are captured as closures and only evaluated when the message is logged, as on Apple platforms.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  let interpolation: OSLogInterpolation

  public init(stringInterpolation: OSLogInterpolation) {
    self.interpolation = stringInterpolation
  }

  public init(stringLiteral value: String) {
    var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
    interpolation.appendLiteral(value)
    self.interpolation = interpolation
  }

  /// The message's text with every value written out.
  package func render() -> String {
    interpolation.pieces.reduce(into: "") { text, piece in
      switch piece {
      case .literal(let literal): text += literal
      case .argument(let argument): text += argument.render()
      }
    }
  }

  /// The privacy of each interpolated value, in order, with the level `.auto` resolves to:
  /// public for numbers and Booleans, private for strings and objects (Apple's `OSLogPrivacy.auto`).
  package var argumentPrivacies: [OSLogPrivacy] {
    interpolation.pieces.compactMap {
      guard case .argument(let argument) = $0 else { return nil }
      if argument.privacy.level == .auto {
        return OSLogPrivacy(
          level: argument.isScalar ? .public : .private, mask: argument.privacy.mask)
      }
      return argument.privacy
    }
  }
}

/// The parts of an `OSLogMessage` as the compiler builds it from a string interpolation.
public struct OSLogInterpolation: StringInterpolationProtocol {
  struct Argument {
    let render: () -> String
    let privacy: OSLogPrivacy
    let isScalar: Bool
  }

  enum Piece {
    case literal(String)
    case argument(Argument)
  }

  var pieces: [Piece] = []

  public init(literalCapacity: Int, interpolationCount: Int) {
    pieces.reserveCapacity(interpolationCount * 2 + 1)
  }

  public mutating func appendLiteral(_ literal: String) {
    pieces.append(.literal(literal))
  }

  mutating func append(
    _ render: @escaping () -> String, privacy: OSLogPrivacy, isScalar: Bool
  ) {
    pieces.append(.argument(Argument(render: render, privacy: privacy, isScalar: isScalar)))
  }
}
