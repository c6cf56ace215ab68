import Testing

@testable import UIKit

/// Menus, their elements and deferred elements, as UIMenu.h and UIDeferredMenuElement.h have
/// them.
@MainActor
struct MenuTests {
  @Test func optionsHaveApplesRawValues() {
    #expect(UIMenu.Options.displayInline.rawValue == 1 << 0)
    #expect(UIMenu.Options.destructive.rawValue == 1 << 1)
    #expect(UIMenu.Options.singleSelection.rawValue == 1 << 5)
    #expect(UIMenu.Options.displayAsPalette.rawValue == 1 << 7)
    #expect(UIMenu.ElementSize.automatic.rawValue == -1)
  }

  @Test func replacingChildrenCopiesTheMenuWithNewChildren() {
    let old = UIAction(title: "Old") { _ in }
    let new = UIAction(title: "New") { _ in }
    let menu = UIMenu(
      title: "Sort", identifier: .init("sort"), options: .singleSelection, children: [old])
    let copy = menu.replacingChildren([new])
    #expect(copy !== menu)
    #expect(copy.title == "Sort")
    #expect(copy.identifier == menu.identifier)
    #expect(copy.options == .singleSelection)
    #expect(copy.children.map(\.title) == ["New"])
    #expect(menu.children.map(\.title) == ["Old"])
  }

  @Test func selectedElementsAreTheOnActionsOfTheMenuAndItsSubmenus() {
    let a = UIAction(title: "A", state: .on) { _ in }
    let b = UIAction(title: "B") { _ in }
    let c = UIAction(title: "C", state: .on) { _ in }
    let menu = UIMenu(children: [a, UIMenu(title: "More", children: [b, c])])
    #expect(menu.selectedElements.map(\.title) == ["A", "C"])
  }

  // A cached deferred element's provider "is called only once, when the element is first
  // encountered in a menu"; an uncached one's "every time the element is displayed".
  @Test func aDeferredElementsProviderRunsOnceUnlessUncached() {
    var cachedCalls = 0
    var uncachedCalls = 0
    let cached = UIDeferredMenuElement { completion in
      cachedCalls += 1
      completion([UIAction(title: "Loaded") { _ in }])
    }
    let uncached = UIDeferredMenuElement.uncached { completion in
      uncachedCalls += 1
      completion([UIAction(title: "Fresh \(uncachedCalls)") { _ in }])
    }
    let menu = UIMenu(children: [cached, uncached])
    let first = menu.resolvingDeferredElements()
    let second = menu.resolvingDeferredElements()
    #expect(first.children.map(\.title) == ["Loaded", "Fresh 1"])
    #expect(second.children.map(\.title) == ["Loaded", "Fresh 2"])
    #expect(cachedCalls == 1)
    #expect(uncachedCalls == 2)
  }

  // Until its provider calls the completion, the placeholder stays in the menu.
  @Test func aDeferredElementNotYetProvidedStaysAPlaceholder() {
    var pending: (([UIMenuElement]) -> Void)?
    let deferred = UIDeferredMenuElement { completion in pending = completion }
    let menu = UIMenu(children: [deferred])
    #expect(menu.resolvingDeferredElements().children.first === deferred)
    pending?([UIAction(title: "Late") { _ in }])
    #expect(menu.resolvingDeferredElements().children.map(\.title) == ["Late"])
  }
}
