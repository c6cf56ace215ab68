import Foundation

/// Key-value observation of a view's properties.
///
/// Linux's Foundation cannot observe Swift classes; UIKit's views report the changes of these
/// properties themselves:
///
/// - every view: `frame`, `bounds`, `center`, `transform`, `alpha`, `isHidden`;
/// - a scroll view (and so a table or collection view) also: `contentOffset`, `contentSize`,
///   `contentInset`, `adjustedContentInset`.
///
/// A change is reported whatever made it: the property's setter, another property that moves it
/// (the frame moves with the center, the bounds' size and the transform; the content offset is
/// the bounds origin), Auto Layout or autoresizing. The model: a notification is sent when the
/// value changes. (UIKit's automatic notification also fires when a setter stores the value
/// already there; Bezel sends nothing then.) Another key path compiles and gets an observation
/// that never fires, with a console message through `Diagnostics`.
extension _KeyValueCodingAndObserving where Self: UIView {
  /// Observes the property at `keyPath` until the returned observation is invalidated or
  /// deallocated (NSKeyValueObserving.h): `changeHandler` gets the view and the change, in
  /// UIKit's order (with `.prior`, before the change, then after it).
  @MainActor
  @discardableResult
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    startObservation(of: keyPath, as: viewKey(of: keyPath), options, changeHandler)
  }

  /// The view property `keyPath` names, or nil.
  @MainActor
  func viewKey(of keyPath: AnyKeyPath) -> ObservedKeys? {
    let keys: [(AnyKeyPath, ObservedKeys)] = [
      (\Self.frame, .frame), (\Self.bounds, .bounds), (\Self.center, .center),
      (\Self.transform, .transform), (\Self.alpha, .alpha), (\Self.isHidden, .isHidden),
    ]
    return keys.first { $0.0 == keyPath }?.1
  }

  /// Starts an observation of `keyPath`, the view property `key` (nil: unsupported).
  @MainActor
  func startObservation<Value>(
    of keyPath: KeyPath<Self, Value>, as key: ObservedKeys?, _ options: NSKeyValueObservingOptions,
    _ changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    guard let key else {
      KeyValueObservers.reportUnsupported(keyPath)
      return NSKeyValueObservation(key: [])
    }
    let observation = NSKeyValueObservation(key: key)
    // The old values of the changes under way, innermost last (a handler may change the
    // property again).
    var oldValues: [Value] = []
    observation.willChange = { [weak self] in
      guard let self else { return }
      let old = self[keyPath: keyPath]
      oldValues.append(old)
      guard options.contains(.prior) else { return }
      changeHandler(
        self,
        NSKeyValueObservedChange(
          newValue: nil, oldValue: options.contains(.old) ? old : nil, isPrior: true))
    }
    observation.didChange = { [weak self] in
      guard let self else { return }
      let old = oldValues.popLast()
      changeHandler(
        self,
        NSKeyValueObservedChange(
          newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
          oldValue: options.contains(.old) ? old : nil, isPrior: false))
    }
    let observers = keyValueObservers ?? KeyValueObservers()
    keyValueObservers = observers
    observers.add(observation)
    // NSKeyValueObservingOptionInitial: sent before the registration returns, with the new value
    // and never an old one.
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil,
          isPrior: false))
    }
    return observation
  }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
  /// Observes the property at `keyPath`: a view's, or `contentOffset`, `contentSize`,
  /// `contentInset` or `adjustedContentInset` (`UIView`'s `observe(_:options:changeHandler:)`).
  @MainActor
  @discardableResult
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let keys: [(AnyKeyPath, ObservedKeys)] = [
      (\Self.contentOffset, .contentOffset), (\Self.contentSize, .contentSize),
      (\Self.contentInset, .contentInset), (\Self.adjustedContentInset, .adjustedContentInset),
    ]
    let key = keys.first { $0.0 == keyPath }?.1 ?? viewKey(of: keyPath)
    return startObservation(of: keyPath, as: key, options, changeHandler)
  }
}

extension UIView {
  /// Runs `change`, a change of the view's `keys`, between their observers' notifications.
  @inline(__always)
  func notifyingObservers(of keys: @autoclosure () -> ObservedKeys, _ change: () -> Void) {
    guard let keyValueObservers else { return change() }
    keyValueObservers.notifying(keys(), change)
  }

  func setAlpha(_ alpha: CGFloat) {
    let opacity = Float(alpha)
    guard keyValueObservers != nil, opacity != storedLayer.opacity else {
      storedLayer.opacity = opacity
      return
    }
    notifyingObservers(of: .alpha) { storedLayer.opacity = opacity }
  }
}
