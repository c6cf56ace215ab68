import Foundation

// Nibs. A compiled nib is a keyed archive of Objective-C objects, which Linux cannot decode, and
// Swift packages ship none; so no nib ever loads in Bezel. Each load reports UIKit's exception
// for a nib it cannot find (UINibLoading.h; the text as iOS prints it, for example "Could not
// load NIB in bundle: 'NSBundle </…/App.app> (loaded)' with name 'MainView'") and gives no
// objects, where iOS would stop the app.

/// An object that wraps the contents of a nib file; in Bezel it never holds any (see above).
@MainActor @preconcurrency
open class UINib: NSObject {
  /// Keys of the options dictionary given to `instantiate(withOwner:options:)`.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The key of a dictionary of objects the nib refers to by identifier.
    public static let externalObjects = OptionsKey("UINibExternalObjects")
  }

  /// Where the nib's content was to come from.
  private enum Source {
    case named(String, Bundle)
    case data(Int)
  }

  private let source: Source

  /// A nib named `name` in `bundle`, or in the main bundle when `bundle` is nil.
  ///
  /// Like UIKit, nothing is read until the nib is instantiated.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    source = .named(name, bundleOrNil ?? .main)
    super.init()
  }

  /// A nib made from the nib file's `data`.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    source = .data(data.count)
    super.init()
  }

  /// The nib's top-level objects; in Bezel none, with UIKit's exception reported.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    reportUnloadable()
    return []
  }

  /// Reports that this nib cannot be loaded.
  func reportUnloadable() {
    switch source {
    case .named(let name, let bundle):
      UINib.reportUnloadable(named: name, in: bundle)
    case .data(let count):
      // A model: UIKit's message for undecodable nib data is unpublished.
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "Could not load NIB from data (\(count) bytes): nib archives cannot be decoded on Linux")
    }
  }

  /// Reports that the nib `name` in `bundle` cannot be loaded.
  static func reportUnloadable(named name: String, in bundle: Bundle) {
    UIKitDiagnostics.raise(
      "NSInternalInconsistencyException",
      "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'"
    )
  }
}

extension Bundle {
  /// The top-level objects of the nib `name` in this bundle; in Bezel none, with UIKit's
  /// exception reported (`UINib.swift`).
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    UINib.reportUnloadable(named: name, in: self)
    return []
  }
}
