import Foundation
import Testing
import UIKit

/// The accessibility UIKit gives its own views (UIAccessibility.h, UIAccessibilityConstants.h).
@MainActor
struct AccessibilityDefaultsTests {
  // UIAccessibilityConstants.h declares the traits as external constants; their values are one
  // bit each, button first (AXRuntime's table).
  @Test func traitsHaveApplesRawValues() {
    #expect(UIAccessibilityTraits.none.rawValue == 0)
    #expect(UIAccessibilityTraits.button.rawValue == 1)
    #expect(UIAccessibilityTraits.link.rawValue == 2)
    #expect(UIAccessibilityTraits.image.rawValue == 4)
    #expect(UIAccessibilityTraits.selected.rawValue == 8)
    #expect(UIAccessibilityTraits.staticText.rawValue == 64)
    #expect(UIAccessibilityTraits.notEnabled.rawValue == 256)
    #expect(UIAccessibilityTraits.header.rawValue == 65536)
    #expect(UIAccessibilityContainerType.semanticGroup.rawValue == 4)
    #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
    #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
  }

  @Test func plainViewIsNoElement() {
    let view = UIView()
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
    #expect(view.accessibilityTraits == .none)
  }

  @Test func labelIsStaticTextNamedByItsText() {
    let label = UILabel()
    label.text = "Email"
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Email")
    #expect(label.accessibilityTraits == .staticText)
  }

  @Test func buttonIsAButtonNamedByItsTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Sign up", for: .normal)
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Sign up")
    #expect(button.accessibilityTraits == .button)
  }

  @Test func disabledSelectedButtonAddsItsStateTraits() {
    let button = UIButton(type: .custom)
    button.isEnabled = false
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
  }

  @Test func imageViewIsAnImageButNoElement() {
    let imageView = UIImageView()
    #expect(!imageView.isAccessibilityElement)
    #expect(imageView.accessibilityTraits == .image)
  }

  @Test func textFieldValueIsItsTextElseItsPlaceholder() {
    let field = UITextField()
    field.placeholder = "Name"
    #expect(field.isAccessibilityElement)
    #expect(field.accessibilityValue == "Name")
    field.text = "Ada"
    #expect(field.accessibilityValue == "Ada")
  }

  @Test func valuesSetReplaceTheDefaults() {
    let label = UILabel()
    label.text = "1"
    label.accessibilityLabel = "One"
    label.accessibilityTraits = [.staticText, .header]
    label.isAccessibilityElement = false
    #expect(label.accessibilityLabel == "One")
    #expect(label.accessibilityTraits == [.staticText, .header])
    #expect(!label.isAccessibilityElement)
    #expect(label.accessibilityAttributedLabel?.string == "One")
  }

  @Test func attributedLabelAndLabelSetEachOther() {
    let view = UIView()
    view.accessibilityAttributedLabel = NSAttributedString(string: "Map")
    #expect(view.accessibilityLabel == "Map")
    view.accessibilityLabel = "Chart"
    #expect(view.accessibilityAttributedLabel?.string == "Chart")
  }

  /// A subclass overrides the getters, as on iOS, and reaches UIKit's defaults through `super`.
  final class PriceLabel: UILabel {
    override var accessibilityLabel: String? {
      get { super.accessibilityLabel.map { "Price: " + $0 } }
      set { super.accessibilityLabel = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
      get { super.accessibilityTraits.union(.updatesFrequently) }
      set { super.accessibilityTraits = newValue }
    }
  }

  @Test func subclassOverridesReachTheDefaultsThroughSuper() {
    let label = PriceLabel()
    label.text = "$3"
    #expect(label.accessibilityLabel == "Price: $3")
    #expect(label.accessibilityTraits == [.staticText, .updatesFrequently])
  }

  // UIAccessibility.h: the default frame is the view's frame in screen coordinates.
  @Test func accessibilityFrameIsTheFrameOnTheScreen() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
    window.addSubview(container)
    container.addSubview(view)
    #expect(view.accessibilityFrame == CGRect(x: 15, y: 26, width: 30, height: 40))
    #expect(view.accessibilityActivationPoint == CGPoint(x: 30, y: 46))
  }

  @Test func containerMethodsReadTheElements() {
    let view = UIView()
    let first = UIAccessibilityElement(accessibilityContainer: view)
    let second = UIAccessibilityElement(accessibilityContainer: view)
    view.accessibilityElements = [first, second]
    #expect(view.accessibilityElementCount() == 2)
    #expect(view.accessibilityElement(at: 1) as? UIAccessibilityElement === second)
    #expect(view.accessibilityElement(at: 2) == nil)
    #expect(view.index(ofAccessibilityElement: second) == 1)
    #expect(view.index(ofAccessibilityElement: UIView()) == NSNotFound)
  }

  // UIAccessibilityElement.h: the frame in container space follows the container.
  @Test func elementFrameFollowsItsContainer() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let container = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
    window.addSubview(container)
    let element = UIAccessibilityElement(accessibilityContainer: container)
    element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 20, height: 20)
    #expect(element.isAccessibilityElement)
    #expect(element.accessibilityFrame == CGRect(x: 60, y: 70, width: 20, height: 20))
    container.center.x += 100
    #expect(element.accessibilityFrame == CGRect(x: 160, y: 70, width: 20, height: 20))
  }

  @Test func customActionRunsItsHandler() {
    var ran = false
    let action = UIAccessibilityCustomAction(name: "Delete") { _ in
      ran = true
      return true
    }
    #expect(action.actionHandler?(action) == true)
    #expect(ran)
    #expect(action.name == "Delete")
  }

  @Test func statusQueriesAreOffByDefault() {
    #expect(!UIAccessibility.isVoiceOverRunning)
    #expect(!UIAccessibility.isReduceMotionEnabled)
    #expect(!UIAccessibility.isBoldTextEnabled)
  }
}
