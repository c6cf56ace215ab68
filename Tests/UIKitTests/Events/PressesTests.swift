import Foundation
import Testing

@testable import UIKit

/// Presses of physical buttons and the responder chain (UIPress.h, UIResponder).
@MainActor
struct PressesTests {
  final class PressTarget: UIView {
    var heard: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      heard.append("began \(presses.first?.type.rawValue ?? -1)")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      heard.append("ended")
    }
  }

  // UIResponder: "The default implementation of this method forwards the message up the
  // responder chain."
  @Test func pressesGoUpTheResponderChain() {
    let target = PressTarget()
    let child = UIView()
    target.addSubview(child)
    let press = UIPress(type: .select, phase: .began)
    child.pressesBegan([press], with: UIPressesEvent(presses: [press]))
    child.pressesChanged([press], with: nil)
    child.pressesEnded([press], with: nil)
    #expect(target.heard == ["began 4", "ended"])
  }

  @Test func pressTypesHaveApplesRawValues() {
    #expect(UIPress.PressType.playPause.rawValue == 6)
    #expect(UIPress.PressType.pageUp.rawValue == 30)
    #expect(UIPress.PressType.tvRemoteFourColors.rawValue == 33)
    #expect(UIPress.Phase.cancelled.rawValue == 4)
    #expect(UIPressesEvent(presses: []).type == .presses)
  }

  final class PointerDelegate: NSObject, UIPointerInteractionDelegate {}

  @Test func pointerInteractionKeepsItsDelegateAndView() {
    let delegate = PointerDelegate()
    let interaction = UIPointerInteraction(delegate: delegate)
    let view = UIView()
    view.addInteraction(interaction)
    #expect(interaction.view === view)
    #expect(view.interactions.first === interaction)
    #expect(interaction.delegate === delegate)
    #expect(interaction.isEnabled)
    let region = UIPointerRegion(rect: view.bounds)
    #expect(
      delegate.pointerInteraction(
        interaction, regionFor: UIPointerRegionRequest(location: .zero), defaultRegion: region)
        === region)
    #expect(UIPointerStyle.hidden().isHidden)
  }
}
