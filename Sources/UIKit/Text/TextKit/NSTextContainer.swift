import Foundation

/// The region text is laid out in (NSTextContainer.h): a rectangle of `size` less its
/// `exclusionPaths`, line fragments inset by `lineFragmentPadding` on each side.
///
/// Not main-actor isolated, as in UIKit: text containers are used on any thread. A width or
/// height of `CGFloat.greatestFiniteMagnitude` (or anything from 10⁷ points), or of zero (a new
/// container's, or a text view's before its first layout) or less, is unlimited; a container too
/// narrow for its padding lays its text out unwrapped.
open class NSTextContainer: NSObject {
  /// The container's size; setting it invalidates its layout manager's layout.
  open var size: CGSize {
    didSet { if size != oldValue { geometryDidChange() } }
  }
  /// The space inside each line fragment's ends: 5 points by default (NSTextContainer.h).
  open var lineFragmentPadding: CGFloat = 5 {
    didSet { if lineFragmentPadding != oldValue { geometryDidChange() } }
  }
  /// The most lines laid out; 0, the default, for no limit.
  open var maximumNumberOfLines: Int = 0 {
    didSet { if maximumNumberOfLines != oldValue { geometryDidChange() } }
  }
  /// How the last line is broken when `maximumNumberOfLines` cuts the text: word wrapping by
  /// default; `.byCharWrapping` also breaks every line between characters.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
    didSet { if lineBreakMode != oldValue { geometryDidChange() } }
  }
  /// Regions text flows around, in the container's coordinates.
  ///
  /// A line fragment the layout manager proposes is cut where a path's filled region reaches
  /// into its height (`lineFragmentRect(forProposedRect:at:writingDirection:remaining:)`; the
  /// model is in `UIBezierPath+BandCoverage.swift`).
  open var exclusionPaths: [UIBezierPath] = [] {
    didSet {
      geometryDidChange()
      exclusionPathsObserver?()
    }
  }
  /// Called after `exclusionPaths` changed: a text view's content size follows its container's.
  var exclusionPathsObserver: (() -> Void)?
  /// Whether the container's width follows its text view's bounds less the text container
  /// inset (set on a text view's own container).
  open var widthTracksTextView = false
  /// Whether the container's height follows its text view's bounds less the text container
  /// inset.
  open var heightTracksTextView = false

  /// The layout manager the container belongs to.
  open internal(set) weak var layoutManager: NSLayoutManager?
  /// The TextKit 2 layout manager the container belongs to, when it has one (iOS 15).
  open internal(set) weak var textLayoutManager: NSTextLayoutManager?

  /// Creates a container of `size`.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// Creates a container of zero size.
  public override convenience init() {
    self.init(size: .zero)
  }

  /// Whether the container is a plain rectangle: no exclusion paths.
  open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

  /// The direction lines run in: horizontal, the only orientation of iOS text.
  open var layoutOrientation: NSLayoutManager.TextLayoutOrientation { .horizontal }

  /// Replaces the container's layout manager with `newLayoutManager`, keeping the text storage
  /// and this container.
  open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
    guard let old = layoutManager, old !== newLayoutManager else {
      newLayoutManager.addTextContainer(self)
      return
    }
    let storage = old.textStorage
    if let index = old.textContainers.firstIndex(where: { $0 === self }) {
      old.removeTextContainer(at: index)
    }
    storage?.removeLayoutManager(old)
    storage?.addLayoutManager(newLayoutManager)
    newLayoutManager.addTextContainer(self)
  }

  /// The line fragment for `proposedRect`: the first part of it, in the writing direction
  /// (from the left for left to right, from the right for right to left), that lies inside the
  /// container and outside every exclusion path over its whole height.
  ///
  /// `remainingRect` receives the rest of the proposed rectangle beyond the exclusion that ends
  /// the fragment, for the line's next fragment, or an empty rectangle when there is none
  /// (NSTextContainer.h). A proposed rectangle the paths cover entirely gives `.zero`.
  @discardableResult
  open func lineFragmentRect(
    forProposedRect proposedRect: CGRect, at characterIndex: Int,
    writingDirection baseWritingDirection: NSWritingDirection,
    remaining remainingRect: UnsafeMutablePointer<CGRect>?
  ) -> CGRect {
    remainingRect?.pointee = .zero
    let rect = proposedRect.intersection(layoutBounds)
    guard !rect.isNull else { return .zero }
    guard !exclusionPaths.isEmpty else { return rect }
    let split = fragment(of: rect, rightToLeft: baseWritingDirection == .rightToLeft)
    remainingRect?.pointee = split.remaining
    return split.fragment
  }

  /// The region line fragments are cut to: the container's rectangle, with a dimension the
  /// layout treats as unlimited (`TextKitLayout.isUnlimited`: zero or less, or from 10⁷ points)
  /// reaching without end, so that paths cut a zero-size container's lines as they cut an
  /// unlimited one's.
  var layoutBounds: CGRect {
    CGRect(
      x: 0, y: 0,
      width: TextKitLayout.isUnlimited(size.width) ? .greatestFiniteMagnitude : size.width,
      height: TextKitLayout.isUnlimited(size.height) ? .greatestFiniteMagnitude : size.height)
  }

  private func geometryDidChange() {
    layoutManager?.textContainerChangedGeometry(self)
    textLayoutManager?.invalidateLayout(for: textLayoutManager?.documentRange)
  }
}

extension NSLayoutManager {
  /// The direction lines run in (`NSTextLayoutOrientation`; Apple's raw values).
  public enum TextLayoutOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}
