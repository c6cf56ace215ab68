/// The priority of a constraint, from 1 to 1000; 1000 is required.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable, Comparable {
  public var rawValue: Float

  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  public static let required = UILayoutPriority(rawValue: 1000)
  public static let defaultHigh = UILayoutPriority(rawValue: 750)
  public static let dragThatCanResizeScene = UILayoutPriority(rawValue: 510)
  public static let sceneSizeStayPut = UILayoutPriority(rawValue: 500)
  public static let dragThatCannotResizeScene = UILayoutPriority(rawValue: 490)
  public static let defaultLow = UILayoutPriority(rawValue: 250)
  public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs.rawValue + rhs)
  }

  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs.rawValue - rhs)
  }
}
