import Bezel
import BezelScene
import Testing
import UIKit

/// Collection views in scene files: compositional sections and list configurations, and the
/// located errors of their bad values.
@MainActor
struct SceneCollectionTests {
  private func iPhone16() throws -> Device {
    try #require(DeviceCatalog.device(named: "iPhone 16"))
  }

  private static let photos = """
    root:
      view:
        type: collection
        name: photos
        semanticContentAttribute: DIRECTION
        contentInsetAdjustmentBehavior: always
        sections:
          - items: 8
            itemSize: {width: {fractionalWidth: 0.25}, height: {fractionalHeight: 1}}
            groupSize: {width: {fractionalWidth: 1}, height: {fractionalWidth: 0.25}}
          - items: 3
            groupSize: {width: {fractionalWidth: 0.8}, height: 100}
            interGroupSpacing: 10
            orthogonalScrolling: continuous
            header: {height: 44, pinned: true}
    """

  // The adjusted content inset covers the safe area (`always`), so the sections' insets, counted
  // from it, add nothing. On an iPhone 16 (393 wide, no side insets in portrait) the photos are
  // 393 / 4 = 98.25
  // square, each value then at its nearest pixel of the 3× screen: 98.25 is 294.75 pixels, so
  // 295 (P = 295 / 3). Photo 5 (second row, second column) is P square at P, P left to right,
  // mirrored to 393 − 2P right to left. The header of section 1 follows the two rows at 196.5,
  // 589.5 pixels, so 590 (590 / 3), across the width, 44 tall.
  @Test(arguments: ["forceLeftToRight", "forceRightToLeft"])
  func aCompositionalCollectionLaysOutItsSections(direction: String) throws {
    let scene = try Scene.parse(
      Self.photos.replacingOccurrences(of: "DIRECTION", with: direction), file: "photos.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    let host = DeviceHost(instance.rootViewController, on: try iPhone16())
    let collection = try #require(instance.view(named: "photos") as? UICollectionView)
    let layout = collection.collectionViewLayout
    let pixel: CGFloat = 295.0 / 3
    let x = direction == "forceLeftToRight" ? pixel : 393 - (pixel + pixel)
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: x, y: pixel, width: pixel, height: pixel))
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?
        .frame == CGRect(x: 0, y: 590.0 / 3, width: 393, height: 44))
    #expect(collection.numberOfItems(inSection: 1) == 3)
    withExtendedLifetime(host) {}
  }

  // An inset grouped list of three items: list cells titled Item 1…3, between the root view's
  // 16-point margins (393 − 32 = 361 wide), under a header titled "Section 1".
  @Test func aListCollectionShowsItsItems() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          type: collection
          name: settings
          list: {appearance: insetGrouped, headerMode: supplementary}
          items: 3
      """, file: "list.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    let host = DeviceHost(instance.rootViewController, on: try iPhone16())
    let collection = try #require(instance.view(named: "settings") as? UICollectionView)
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
    let content = cell.contentConfiguration as? UIListContentConfiguration
    #expect(content?.text == "Item 3")
    #expect(cell.frame.minX == 16 && cell.frame.width == 361)
    let header = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.minX == 16)
    withExtendedLifetime(host) {}
  }

  // The drawing of a list scene shows its cells, titled by the scene's data source.
  @Test func theDrawingShowsTheCells() throws {
    let scene = try Scene.parse(
      "root: {view: {type: collection, list: {appearance: plain}, items: 2}}", file: "list.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    let host = DeviceHost(instance.rootViewController, on: try iPhone16())
    let drawing = LayoutSnapshot(host).svg()
    #expect(drawing.contains("Item 1") && drawing.contains("Item 2"))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var scene: String
    var message: String
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "unknown list appearance",
      scene: "root:\n  view:\n    type: collection\n    list: {appearance: ‸insetGroupd}\n",
      message: "unknown list appearance 'insetGroupd'; did you mean 'insetGrouped'?"),
    Case(
      name: "unknown section key",
      scene: "root:\n  view:\n    type: collection\n    sections:\n      - ‸itemSise: {}\n",
      message: "unknown key 'itemSise' for a section; did you mean 'itemSize'?"),
    Case(
      name: "unknown orthogonal behaviour",
      scene: "root:\n  view:\n    type: collection\n    sections:\n"
        + "      - {orthogonalScrolling: ‸sideways}\n",
      message: "unknown orthogonal scrolling behaviour 'sideways'"),
    Case(
      name: "negative item count",
      scene: "root:\n  view:\n    type: collection\n    items: ‸-1\n",
      message: "-1 is out of range"),
  ]

  @Test(arguments: cases)
  func aBadValueIsReportedWhereItIsWritten(_ fixture: Case) throws {
    let marked = MarkedText(fixture.scene)
    let error = #expect(throws: SceneErrors.self) {
      try Scene.parse(marked.text, file: "case.yaml")
    }
    let diagnostic = try #require(error?.diagnostics.first)
    #expect(
      MarkedText.Position(line: diagnostic.line, column: diagnostic.column) == marked.marks.first,
      "\(diagnostic)")
    #expect(diagnostic.message.contains(fixture.message), "\(diagnostic)")
  }
}
