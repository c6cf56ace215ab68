import Bezel
import Foundation
import Testing
import UIKit

/// A snapshot shows the software keyboard while it is up.
@MainActor
struct SnapshotKeyboardTests {
  private func hostWithField() -> (DeviceHost, UITextField) {
    let controller = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    controller.view.addSubview(field)
    return (DeviceHost(controller, on: DeviceCatalog.iPhone16), field)
  }

  // An iPhone 16's keyboard with the predictive bar is 335 tall (measured on iOS 26 simulators):
  // from 852 − 335 = 517 to the bottom of the 393-wide screen.
  @Test func aSnapshotHoldsTheKeyboardWhileItIsUp() {
    let (host, field) = hostWithField()
    #expect(LayoutSnapshot(host).keyboardFrame == nil)
    host.perform { _ = field.becomeFirstResponder() }
    host.finish()
    let snapshot = LayoutSnapshot(host)
    #expect(snapshot.keyboardFrame == CGRect(x: 0, y: 517, width: 393, height: 335))
    #expect(snapshot.svg().contains("class=\"keyboard\""))
  }

  @Test func theKeyboardFrameSurvivesJSON() throws {
    let (host, field) = hostWithField()
    host.perform { _ = field.becomeFirstResponder() }
    host.finish()
    let snapshot = LayoutSnapshot(host)
    let decoded = try JSONDecoder().decode(
      LayoutSnapshot.self, from: Data(snapshot.json().utf8))
    #expect(decoded.keyboardFrame == snapshot.keyboardFrame)
  }

  @Test func aSnapshotWithoutTheKeyboardDrawsNone() {
    let (host, _) = hostWithField()
    #expect(!LayoutSnapshot(host).svg().contains("keyboard"))
  }
}
