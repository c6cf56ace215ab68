import Bezel
import Foundation
import Testing
import UIKit

/// A sign-in form whose button stays above the keyboard through `keyboardLayoutGuide`.
///
/// The email and password fields hang from the safe area's top; the button is 50 tall, between
/// the layout margins, 16 above the keyboard guide. A root view narrower than 414 has side
/// margins of 16, so the button is 16 from each side and the screen's width less 32 wide.
@MainActor
struct SignInFormTests {
  final class SignInController: UIViewController {
    let email = UITextField()
    let password = UITextField()
    let signIn = UIButton(type: .system)

    override func viewDidLoad() {
      super.viewDidLoad()
      password.isSecureTextEntry = true
      signIn.setTitle("Sign In", for: .normal)
      for item in [email, password, signIn] as [UIView] {
        item.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(item)
      }
      let margins = view.layoutMarginsGuide
      NSLayoutConstraint.activate([
        email.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        email.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        email.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        email.heightAnchor.constraint(equalToConstant: 44),
        password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
        password.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        password.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        password.heightAnchor.constraint(equalToConstant: 44),
        signIn.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        signIn.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        signIn.heightAnchor.constraint(equalToConstant: 50),
        signIn.bottomAnchor.constraint(
          equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
      ])
    }
  }

  struct Case: Sendable, CustomStringConvertible {
    var device: Device
    var down: CGRect
    var up: CGRect
    var description: String { device.name }
  }

  nonisolated static let cases: [Case] = [
    // iPhone 16 (393 × 852): guide top 852 − 34 = 818 down, 852 − 335 = 517 up; the button's
    // top is 16 + 50 = 66 above it: 752 and 451.
    Case(
      device: DeviceCatalog.iPhone16, down: CGRect(x: 16, y: 752, width: 361, height: 50),
      up: CGRect(x: 16, y: 451, width: 361, height: 50)),
    // iPhone SE (3rd generation, 375 × 667): guide top 667 down, 667 − 260 = 407 up: 601 and
    // 341.
    Case(
      device: DeviceCatalog.iPhoneSE3, down: CGRect(x: 16, y: 601, width: 343, height: 50),
      up: CGRect(x: 16, y: 341, width: 343, height: 50)),
  ]

  @Test(arguments: cases, [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func theButtonStaysAboveTheKeyboard(test: Case, direction: UIUserInterfaceLayoutDirection) {
    let form = SignInController()
    let host = DeviceHost(
      form, on: test.device, traits: HostTraits(layoutDirection: direction))
    #expect(form.signIn.frame == test.down)
    host.perform { _ = form.email.becomeFirstResponder() }
    host.finish()
    #expect(form.signIn.frame == test.up)
    // Moving to the password field keeps the keyboard, and the button, up.
    host.perform { _ = form.password.becomeFirstResponder() }
    host.finish()
    #expect(form.signIn.frame == test.up)
    host.perform { _ = form.password.resignFirstResponder() }
    host.finish()
    #expect(form.signIn.frame == test.down)
  }
}
