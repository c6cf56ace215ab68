import Bezel
import BezelScene
import Testing
import UIKit

/// Scenes that present a controller and show the keyboard once shown.
@MainActor
struct ScenePresentationTests {
  private func iPhone16() throws -> Device {
    try #require(DeviceCatalog.device(named: "iPhone 16"))
  }

  private static let sheetScene = """
    root:
      name: inbox
      presents:
        style: pageSheet
        detents: [medium, large]
        selectedDetent: medium
        controller:
          name: filters
          view:
            subviews:
              - type: textField
                name: search
            constraints:
              - search.top == safeArea.top + 16
              - search.leading == margins.leading
              - search.trailing == margins.trailing
    firstResponder: search
    """

  // iPhone 16 in portrait (393 × 852 at 3×, safe area 59 at the top and 34 at the bottom): a
  // sheet's largest detent is 852 − 59 − 10 − 34 = 749 (its top 10 below the safe area, the bottom
  // safe area outside the detent), the medium one half of it rounded to the pixel: 374.5 × 3 =
  // 1123.5 pixels, 1124, so 1124 / 3 points. The sheet is the detent plus the bottom inset, so its
  // top is at 852 − 34 − 1124 / 3.
  @Test func aPresentedSheetRestsAtItsSelectedDetent() throws {
    let scene = try Scene.parse(Self.sheetScene, file: "sheet.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    let host = instance.host(on: try iPhone16(), orientation: .portrait)
    let inbox = try #require(instance.controller(named: "inbox"))
    let filters = try #require(instance.controller(named: "filters"))
    #expect(inbox.presentedViewController === filters)
    #expect(filters.sheetPresentationController?.selectedDetentIdentifier == .medium)
    let frame = filters.view.convert(filters.view.bounds, to: host.window)
    let top: CGFloat = 852 - 34 - 1124 / 3
    #expect(abs(frame.minY - top) < 1e-9)
    #expect(frame.minX == 0 && frame.width == 393)
    #expect(abs(frame.maxY - 852) < 1e-9)
  }

  // The keyboard of an iPhone 16 with the predictive bar is 335 tall (measured on iOS 26
  // simulators), so it rises to 852 − 335 = 517.
  @Test func theFirstResponderShowsTheKeyboard() throws {
    let scene = try Scene.parse(Self.sheetScene, file: "sheet.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    let host = instance.host(on: try iPhone16(), orientation: .portrait)
    let search = try #require(instance.view(named: "search"))
    #expect(search.isFirstResponder)
    #expect(host.keyboardFrame == CGRect(x: 0, y: 517, width: 393, height: 335))
  }

  @Test func aSelectedDetentTheSheetLacksIsReported() {
    let text = """
      root:
        presents:
          detents: [large]
          selectedDetent: medium
          controller: {}
      """
    #expect(throws: SceneErrors.self) { try Scene.parse(text, file: "bad.yaml") }
  }

  @Test func aFirstResponderThatIsNoTextFieldIsReported() throws {
    let text = """
      root:
        view:
          subviews: [{name: panel}]
      firstResponder: panel
      """
    let scene = try Scene.parse(text, file: "bad.yaml")
    #expect(throws: SceneErrors.self) { try scene.makeScreen(0, idiom: .phone) }
  }

  @Test func viewsPinnedToTheKeyboardGuideRiseWithIt() throws {
    let text = """
      root:
        view:
          subviews:
            - {type: textField, name: field}
            - {name: bar}
          constraints:
            - field.top == safeArea.top
            - field.leading == leading
            - bar.leading == leading
            - bar.trailing == trailing
            - bar.height == 44
            - bar.bottom == keyboard.top
      firstResponder: field
      """
    let scene = try Scene.parse(text, file: "bar.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    _ = instance.host(on: try iPhone16(), orientation: .portrait)
    let bar = try #require(instance.view(named: "bar"))
    // The keyboard's top is at 517 (above), so the bar is 44 tall above it.
    #expect(bar.frame == CGRect(x: 0, y: 473, width: 393, height: 44))
  }
}
