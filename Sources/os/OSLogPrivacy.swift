/// How an interpolated value is treated in a log message (Apple's `OSLogPrivacy`).
///
/// On a device, private values are redacted in the persisted log unless a debugger is attached.
/// Here messages go to the test run's standard error or to a handler, the situation of an
/// attached debugger, so every value is shown; the privacy is kept on each argument so that a
/// handler that wants to redact can.
public struct OSLogPrivacy: Equatable, Sendable {
  public enum Mask: Equatable, Sendable {
    /// The value is replaced by a hash of it.
    case hash
    case none
  }

  package enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }

  package let level: Level
  package let mask: Mask

  package init(level: Level, mask: Mask) {
    self.level = level
    self.mask = mask
  }

  public static let auto = OSLogPrivacy(level: .auto, mask: .none)
  public static let `public` = OSLogPrivacy(level: .public, mask: .none)
  public static let `private` = OSLogPrivacy(level: .private, mask: .none)
  public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
  public static func `private`(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .private, mask: mask)
  }
  public static func sensitive(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .sensitive, mask: mask)
  }
}
