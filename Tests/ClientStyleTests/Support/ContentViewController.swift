import UIKit

/// A view controller that makes its own view and lays out one subview in `viewDidLoad()`.
final class ContentViewController: UIViewController {
  let content = TestView(contentSize: CGSize(width: 100, height: 40))

  override func loadView() {
    view = TestView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
      content.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
    ])
  }
}
