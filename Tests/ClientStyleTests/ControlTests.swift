import Testing
import UIKit

/// Cells and controls as layout libraries' tests set them up.
@MainActor
struct ControlTests {
  @Test func tableViewCellContentViewIsASubview() {
    let cell = UITableViewCell()
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentView.isDescendant(of: cell))
  }

  @Test func constraintsInsideAContentViewGoOnTheContentView() {
    let cell = UITableViewCell()
    let label = UILabel()
    cell.contentView.addSubview(label)
    label.pin.makeConstraints { make in
      make.edges(
        equalTo: cell.contentView, insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
    }
    #expect(cell.contentView.constraints.count == 4)
    #expect(cell.constraints.allSatisfy { !($0 is LayoutConstraint) })
  }

  @Test func buttonTitleIsKeptPerState() {
    let button = UIButton()
    button.setTitle("Tap", for: .normal)
    button.setTitle("Tapped", for: .highlighted)
    #expect(button.title(for: .normal) == "Tap")
    #expect(button.title(for: .highlighted) == "Tapped")
    #expect(button.currentTitle == "Tap")
  }

  @Test func buttonFallsBackToTheNormalTitle() {
    let button = UIButton()
    button.setTitle("Tap", for: .normal)
    // UIButton.h: a state without its own title uses the normal state's.
    #expect(button.title(for: .selected) == "Tap")
  }

  @Test func labelKeepsItsText() {
    let label = UILabel()
    #expect(label.text == nil)
    label.text = "Hello"
    #expect(label.text == "Hello")
  }

  @Test func collectionViewCellContentViewIsASubview() {
    let cell = UICollectionViewCell()
    #expect(cell.contentView.superview === cell)
  }

  @Test func backgroundColorComparesByValue() {
    let view = UIView()
    view.backgroundColor = .yellow
    #expect(view.backgroundColor == UIColor(red: 1, green: 1, blue: 0, alpha: 1))
    #expect(view.backgroundColor != .blue)
  }
}
