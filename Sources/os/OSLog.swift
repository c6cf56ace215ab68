import Foundation

/// A log object: a subsystem and a category that messages are filed under.
///
/// On Apple platforms an `OSLog` is an `NSObject`; here it is a plain class with the same
/// initializers and queries. Every log is enabled for every level except `OSLog.disabled`, as in
/// a debug session where Xcode shows every level.
public final class OSLog: @unchecked Sendable {
  /// A category with a meaning to the system's tools (Apple's `OSLog.Category`).
  public struct Category: RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Signposts in this category show in Instruments' Points of Interest.
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }

  public let subsystem: String
  public let category: String
  let isDisabled: Bool

  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    self.isDisabled = false
  }

  public convenience init(subsystem: String, category: OSLog.Category) {
    self.init(subsystem: subsystem, category: category.rawValue)
  }

  private init(disabled: Bool) {
    self.subsystem = ""
    self.category = ""
    self.isDisabled = disabled
  }

  /// The log messages go to when no log is given.
  public static let `default` = OSLog(disabled: false)
  /// A log whose messages are dropped.
  public static let disabled = OSLog(disabled: true)

  public func isEnabled(type: OSLogType) -> Bool { !isDisabled }

  public var signpostsEnabled: Bool { !isDisabled }
}
