import Foundation
import Testing

@testable import UIKit

/// No nib loads on Linux: UIKit's exception for a nib it cannot load, through `Diagnostics`,
/// and no objects.
@MainActor
struct NibLoadingTests {
  @Test func instantiatingANamedNibReportsItAndGivesNoObjects() {
    let nib = UINib(nibName: "ProfileCell", bundle: nil)
    var objects: [Any] = [0]
    let messages = UIKitDiagnostics.capturing { objects = nib.instantiate(withOwner: nil) }
    #expect(objects.isEmpty)
    #expect(messages.count == 1)
    #expect(messages.first?.kind == .exception(name: "NSInternalInconsistencyException"))
    // UIKit: "Could not load NIB in bundle: 'NSBundle </…> (loaded)' with name 'ProfileCell'".
    #expect(messages.first?.text.hasPrefix("Could not load NIB in bundle: 'NSBundle <") == true)
    #expect(messages.first?.text.hasSuffix("> (loaded)' with name 'ProfileCell'") == true)
  }

  @Test func makingANibReportsNothingUntilItIsInstantiated() {
    let messages = UIKitDiagnostics.capturing { _ = UINib(nibName: "Header", bundle: .main) }
    #expect(messages.isEmpty)
  }

  @Test func nibFromDataReportsAndGivesNoObjects() {
    let nib = UINib(data: Data([1, 2, 3]), bundle: nil)
    var objects: [Any] = [0]
    let messages = UIKitDiagnostics.capturing {
      objects = nib.instantiate(withOwner: nil, options: [.externalObjects: [String: Any]()])
    }
    #expect(objects.isEmpty)
    #expect(messages.count == 1)
  }

  @Test func bundleLoadNibNamedReportsAndGivesNoObjects() {
    var objects: [Any]? = nil
    let messages = UIKitDiagnostics.capturing {
      objects = Bundle.main.loadNibNamed("MainView", owner: nil)
    }
    #expect(objects?.isEmpty == true)
    #expect(messages.first?.text.hasSuffix("with name 'MainView'") == true)
  }

  @Test func externalObjectsKeyHasApplesValue() {
    #expect(UINib.OptionsKey.externalObjects.rawValue == "UINibExternalObjects")
  }

  @Test func controllerWithANibNameReportsItAndLoadsAPlainView() {
    let controller = UIViewController(nibName: "Settings", bundle: nil)
    var view: UIView?
    let messages = UIKitDiagnostics.capturing { view = controller.view }
    #expect(view != nil)
    #expect(view?.subviews.isEmpty == true)
    #expect(messages.first?.text.hasSuffix("with name 'Settings'") == true)
    #expect(controller.nibName == "Settings")
    #expect(controller.nibBundle == nil)
  }

  @Test func controllerWithoutANibNameLoadsItsViewSilently() {
    let controller = UIViewController()
    let messages = UIKitDiagnostics.capturing { _ = controller.view }
    #expect(messages.isEmpty)
    #expect(controller.nibName == nil)
  }

  @Test func awakeFromNibOverridesChainToSuper() {
    final class Cell: UIView {
      var awoke = false
      override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
      }
    }
    let cell = Cell()
    cell.awakeFromNib()
    #expect(cell.awoke)
  }

  @Test func registeringANibForTableCellsReportsItAndLeavesNoClassRegistered() {
    let table = UITableView()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let messages = UIKitDiagnostics.capturing {
      table.register(UINib(nibName: "RowCell", bundle: nil), forCellReuseIdentifier: "row")
    }
    #expect(messages.first?.text.hasSuffix("with name 'RowCell'") == true)
    // The class registration is replaced: nothing is left to dequeue.
    let dequeueMessages = UIKitDiagnostics.capturing {
      _ = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
    }
    #expect(!dequeueMessages.isEmpty)
  }

  @Test func registeringANibForCollectionCellsReportsIt() {
    let collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let messages = UIKitDiagnostics.capturing {
      collection.register(
        UINib(nibName: "ItemCell", bundle: nil), forCellWithReuseIdentifier: "item")
    }
    #expect(messages.first?.text.hasSuffix("with name 'ItemCell'") == true)
  }
}
