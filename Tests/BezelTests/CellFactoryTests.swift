import Bezel
import Testing
import UIKit

/// Cells of a subclass made through a registered factory.
@MainActor
struct CellFactoryTests {
  final class ArticleCell: UITableViewCell {
    var headline = "untitled"
  }

  final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
    }
  }

  @Test func dequeuedCellsAreOfTheFactorysSubclassWithTheirIdentifier() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let rows = Rows()
    table.bezelRegister(
      { ArticleCell(style: .subtitle, reuseIdentifier: $0) }, forCellReuseIdentifier: "article")
    table.dataSource = rows
    let diagnostics = Diagnostics.capturing { table.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    #expect(table.visibleCells.count == 3)
    #expect(table.visibleCells.allSatisfy { $0 is ArticleCell })
    #expect(table.visibleCells.allSatisfy { $0.reuseIdentifier == "article" })
  }
}

/// Collection view cells of a subclass made through a registered factory.
@MainActor
struct CollectionCellFactoryTests {
  final class TileCell: UICollectionViewCell {}

  final class Items: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 4 }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
  }

  @Test func dequeuedCellsAreOfTheFactorysSubclass() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let items = Items()
    collection.bezelRegister({ _ in TileCell(frame: .zero) }, forCellWithReuseIdentifier: "tile")
    collection.dataSource = items
    let diagnostics = Diagnostics.capturing { collection.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    #expect(collection.visibleCells.count == 4)
    #expect(collection.visibleCells.allSatisfy { $0 is TileCell })
  }
}
