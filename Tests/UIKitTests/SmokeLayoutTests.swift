import Testing
import UIKit

@MainActor
struct SmokeLayoutTests {
  @Test func edgesPinnedWithInsets() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 30, width: 290, height: 40))
    container.semanticContentAttribute = .forceRightToLeft
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 30, width: 290, height: 40))
  }
}
