import Bezel
import SnapshotTesting
import UIKit

/// Strategies over several devices at once, for `assertSnapshots(of:as:)`, which records one
/// reference file per name.
public enum SnapshotDevices {
  /// Every iPhone and iPad of Bezel's catalog, in portrait.
  public static var catalog: [ViewImageConfig] {
    (DeviceCatalog.iPhones + DeviceCatalog.iPads).map { ViewImageConfig(device: $0) }
  }

  /// The strategies `make` gives each configuration, named after it.
  ///
  /// A name is the device, orientation and Split View share in lowercase letters, digits and
  /// hyphens (`iphone-se-1st-generation-portrait`).
  /// A name that two configurations share keeps the first.
  static func named<Value, Format>(
    _ configs: [ViewImageConfig], _ make: (ViewImageConfig) -> Snapshotting<Value, Format>
  ) -> [String: Snapshotting<Value, Format>] {
    var strategies: [String: Snapshotting<Value, Format>] = [:]
    for config in configs {
      let name = self.name(of: config)
      if strategies[name] == nil { strategies[name] = make(config) }
    }
    return strategies
  }

  /// A configuration's file-name part.
  public static func name(of config: ViewImageConfig) -> String {
    var text = config.device?.name ?? config.size.map { "\(Int($0.width))x\(Int($0.height))" }
    text = (text ?? "default") + " " + "\(config.orientation)"
    if let split = config.splitView { text! += " split \(split)" }
    return slug(text!)
  }

  /// `text` in lowercase ASCII letters and digits, other runs of characters as one hyphen.
  static func slug(_ text: String) -> String {
    var result = ""
    var pendingHyphen = false
    for scalar in text.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        if pendingHyphen && !result.isEmpty { result += "-" }
        pendingHyphen = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingHyphen = true
      }
    }
    return result
  }
}
