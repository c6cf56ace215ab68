import Foundation

/// A placeholder in a menu, replaced by the elements its provider gives when the menu shows.
///
/// "While the element may be stored and re-used across menus, its block is called only once,
/// when the element is first encountered in a menu"; an `uncached` element's "block is called
/// every time the element is displayed" (UIDeferredMenuElement.h). Until the provider calls
/// its completion the placeholder shows as loading: Bezel's menus list it as the element
/// itself.
///
/// Apple's class cannot be subclassed (its only initializers are the two providers'), so
/// Bezel's is final.
@MainActor @preconcurrency
public final class UIDeferredMenuElement: UIMenuElement {
  /// The provider's completion: the elements that replace the placeholder.
  public typealias Completion = ([UIMenuElement]) -> Void

  let provider: (@escaping Completion) -> Void
  let isCached: Bool
  /// The elements the provider gave, once it called its completion (cached elements only).
  var providedElements: [UIMenuElement]?
  /// Whether a cached element's provider was called.
  var wasProviderCalled = false

  /// An element that asks `elementProvider` for its elements the first time a menu shows it.
  public convenience init(_ elementProvider: @escaping (@escaping Completion) -> Void) {
    self.init(provider: elementProvider, isCached: true)
  }

  init(provider: @escaping (@escaping Completion) -> Void, isCached: Bool) {
    self.provider = provider
    self.isCached = isCached
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// An element that asks `elementProvider` for its elements each time a menu shows it.
  public class func uncached(
    _ elementProvider: @escaping (@escaping Completion) -> Void
  ) -> Self {
    Self(provider: elementProvider, isCached: false)
  }

  public override func copy(with zone: NSZone? = nil) -> Any {
    Self(provider: provider, isCached: isCached)
  }

  /// The elements that show in its place: the provider's, when it has called its completion
  /// (during this call or, cached, an earlier one); else the placeholder itself.
  func elementsForDisplay() -> [UIMenuElement] {
    if isCached {
      if !wasProviderCalled {
        wasProviderCalled = true
        provider { [weak self] elements in self?.providedElements = elements }
      }
      return providedElements ?? [self]
    }
    var provided: [UIMenuElement]?
    provider { elements in provided = elements }
    return provided ?? [self]
  }
}

extension UIMenu {
  /// The menu as it shows: each deferred element replaced by what its provider gives, in
  /// submenus too.
  package func resolvingDeferredElements() -> UIMenu {
    let resolved = children.flatMap { child -> [UIMenuElement] in
      if let deferred = child as? UIDeferredMenuElement { return deferred.elementsForDisplay() }
      if let menu = child as? UIMenu { return [menu.resolvingDeferredElements()] }
      return [child]
    }
    return replacingChildren(resolved)
  }
}
