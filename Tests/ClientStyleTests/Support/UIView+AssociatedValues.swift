import UIKit

// Associated-object keys: the address of each global is the key.
nonisolated(unsafe) private var debugNameKey: UInt8 = 0
nonisolated(unsafe) private var savedFrameKey: UInt8 = 0
@MainActor private var tagsKey = 0

extension UIView {
  /// A name for debugging output, copied in as the runtime copies strings.
  var debugName: String? {
    get { objc_getAssociatedObject(self, &debugNameKey) as? String }
    set {
      objc_setAssociatedObject(self, &debugNameKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
  }

  /// A frame saved for later, an optional value type.
  var savedFrame: CGRect? {
    get { objc_getAssociatedObject(self, &savedFrameKey) as? CGRect }
    set {
      objc_setAssociatedObject(self, &savedFrameKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// Tags by name, a dictionary value.
  var namedTags: [String: Int] {
    get { objc_getAssociatedObject(self, &tagsKey) as? [String: Int] ?? [:] }
    set { objc_setAssociatedObject(self, &tagsKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
  }
}
