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
