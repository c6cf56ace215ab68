/// The devices Bezel knows: every iPhone from the iPhone 5 to the iPhone 17 family and the
/// iPhone Air (with the iPod touch 7), every iPad from the first to the 13-inch M4 and later
/// (minis included), and Apple TV.
///
/// `all` lists iPhones, then iPads, then Apple TVs, each by release date, and devices released
/// together in Apple's announcement order; the order never depends on anything but this
/// source. Names are Apple's (and its simulators'), for example `"iPhone 14 Pro"` or
/// `"iPad Pro (11-inch) (4th generation)"`.
public enum DeviceCatalog {
  /// Every device, in the catalog's stable order.
  public static let all: [Device] = iPhones + iPads + appleTVs

  /// The device named `name`, compared without regard to case or repeated spaces, if any.
  public static func device(named name: String) -> Device? {
    let key = normalized(name)
    return all.first { normalized($0.name) == key }
  }

  private static func normalized(_ name: String) -> String {
    name.lowercased().split(separator: " ").joined(separator: " ")
  }
}
