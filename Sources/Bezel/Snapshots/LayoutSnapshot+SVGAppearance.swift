import UIKit

extension LayoutSnapshot {
  /// One step of drawing the layer tree.
  private enum Step {
    /// A view: its own layer, or its subviews when its layers are not known.
    case view(Int)
    /// A layer of a view, by the view's index and the layer's index in its `layers`.
    case layer(view: Int, index: Int)
    /// The border of a layer, drawn above its content and sublayers.
    case border(view: Int, index: Int)
    /// The end of a group that began with `characters` characters of markup and ended there
    /// at `end` UTF-8 bytes of output: the group is taken out again when nothing was drawn in it.
    case close(characters: Int, end: Int)
  }

  /// Draws `<g class="appearance">`: every visible view's layers as the screen shows them,
  /// nested as the layer tree is (subviews and added layers in their stacking order), each layer
  /// a group in its own coordinates with its transform and opacity, clipped to the window.
  ///
  /// The group is empty when `options.showsAppearance` is off or no view's layers are known.
  func drawAppearance(_ svg: inout SVGWriter, _ options: SVGOptions, title: String) {
    svg.raw("<g class=\"appearance\">\n")
    defer { svg.raw("</g>\n") }
    guard options.showsAppearance, views.contains(where: { !$0.layers.isEmpty }) else { return }
    var painter = SVGLayerPainter(capacity: views.count * 160)
    paintLayers(&painter)
    guard !painter.svg.out.isEmpty else { return }
    var body = painter.svg.out
    if painter.idCount > 0 {
      // Ids named after the drawing's content: drawings inlined in one page differ in them, or
      // define the same things under the same names.
      let prefix = "bezel-" + Self.fingerprint(title + body)
      body = body.split(separator: SVGLayerPainter.idPlaceholder, omittingEmptySubsequences: false)
        .joined(separator: prefix)
    }
    // A nested viewport clips the layers to the window without an id.
    svg.raw("<svg x=\"0\" y=\"0\"")
    svg.attribute("width", max(0, windowSize.width))
    svg.attribute("height", max(0, windowSize.height))
    svg.raw(" overflow=\"hidden\">\n")
    svg.raw(body)
    svg.raw("</svg>\n")
  }

  private func paintLayers(_ painter: inout SVGLayerPainter) {
    var childViews = [[Int]](repeating: [], count: views.count)
    var roots: [Int] = []
    for (index, view) in views.enumerated() {
      // A parent comes before its children in the snapshot's order; any other is a root.
      if let parent = view.parent, parent >= 0, parent < index {
        childViews[parent].append(index)
      } else {
        roots.append(index)
      }
    }
    var layerChildren = [[[Int]]?](repeating: nil, count: views.count)
    // An explicit stack instead of recursion: a deep tree cannot overflow the call stack.
    var stack: [Step] = roots.reversed().map { .view($0) }
    while let step = stack.popLast() {
      switch step {
      case .close(let characters, let end):
        if painter.svg.out.utf8.count == end {
          painter.svg.out.removeLast(characters)
        } else {
          painter.svg.raw("</g>\n")
        }
      case .border(let view, let index):
        painter.border(views[view].layers[index])
      case .view(let index):
        let view = views[index]
        guard !view.isHidden else { continue }
        if view.layers.isEmpty {
          stack.append(contentsOf: childViews[index].reversed().map { .view($0) })
        } else {
          stack.append(.layer(view: index, index: 0))
        }
      case .layer(let view, let index):
        let layers = views[view].layers
        let layer = layers[index]
        guard !layer.isHidden, layer.opacity > 0, !layer.opacity.isNaN else { continue }
        if layerChildren[view] == nil { layerChildren[view] = Self.children(of: layers) }
        let children = layerChildren[view]?[index] ?? []
        var ordered: [Step] = []
        if index == 0 {
          // The added layers sit among the subviews' layers where they were added.
          var next = 0
          for (position, child) in childViews[view].enumerated() {
            while next < children.count, layers[children[next]].subviewsBelow <= position {
              ordered.append(.layer(view: view, index: children[next]))
              next += 1
            }
            ordered.append(.view(child))
          }
          ordered += children[next...].map { .layer(view: view, index: $0) }
        } else {
          ordered = children.map { .layer(view: view, index: $0) }
        }
        var tag = SVGWriter(capacity: 64)
        tag.raw("<g")
        if index == 0 { tag.attribute("data-view", text: views[view].name) }
        tag.transform(layer.transform)
        if layer.opacity < 1 { tag.attribute("opacity", layer.opacity) }
        tag.raw(">\n")
        painter.svg.raw(tag.out)
        stack.append(.close(characters: tag.out.count, end: painter.svg.out.utf8.count))
        stack.append(.border(view: view, index: index))
        // CALayer.h, `masksToBounds`: the layer is clipped to its bounds, with their rounded
        // corners, its shadow included (the background and border are inside them anyway).
        if layer.masksToBounds {
          let clip = painter.clip(layer)
          painter.svg.raw(clip)
          stack.append(.close(characters: clip.count, end: painter.svg.out.utf8.count))
        }
        painter.shadow(layer)
        painter.background(layer)
        switch layer.content {
        case .none: break
        case .gradient(let gradient): painter.gradient(gradient, in: layer)
        case .shape(let shape): painter.shape(shape)
        }
        // The view's text and images, in its own layer's content, below its sublayers.
        if index == 0 { painter.svg.content(of: views[view], at: layer.bounds.origin) }
        stack.append(contentsOf: ordered.reversed())
      }
    }
  }

  /// Each layer's sublayers' indices among `layers`, in order.
  private static func children(of layers: [LayerSnapshot]) -> [[Int]] {
    var children = [[Int]](repeating: [], count: layers.count)
    for (index, layer) in layers.enumerated() {
      if let parent = layer.parent, parent >= 0, parent < index {
        children[parent].append(index)
      }
    }
    return children
  }

  /// A 64-bit FNV-1a hash of `text`'s UTF-8 bytes in 16 hexadecimal digits: the same on every
  /// run and platform, unlike `Hasher`.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
