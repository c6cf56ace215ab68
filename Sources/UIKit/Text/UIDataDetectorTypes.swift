import Foundation

/// The kinds of data a text view turns into links (UIDataDetectors.h; Apple's raw values).
///
/// Nothing is detected on this platform: a text view stores the types it is given.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Phone numbers.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  /// URLs.
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  /// Addresses.
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  /// Events.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  /// Parcel tracking numbers.
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  /// Flight numbers.
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  /// Words the system can look up.
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  /// Amounts of money (iOS 16).
  public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
  /// Physical values: measurements, temperatures (iOS 16).
  public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
  /// Every kind.
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
