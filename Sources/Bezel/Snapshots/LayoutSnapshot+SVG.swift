import UIKit

extension LayoutSnapshot {
  /// The snapshot drawn as SVG, in points at 1:1, the same bytes for the same snapshot and
  /// options.
  ///
  /// The root element is `<svg xmlns=… class="bezel-layout" viewBox=… width=… height=…>`; its
  /// viewBox covers the screen, `options.margin` around it, and the legend below it. Inside, in
  /// drawing order:
  /// - `<g class="screen">`: the screen's face, with its rounded corners where known;
  /// - `<g class="appearance">`: the views as they look, when `options.showsAppearance` is on:
  ///   each visible view's layer and the layers added to it, nested as the layer tree is, with
  ///   their backgrounds, borders, rounded corners, opacity, clipping, shadows, gradients and
  ///   shapes, clipped to the window (see `LayerSnapshot`), and the views' text in their own
  ///   colours, fonts and alignment, images and symbols as placeholders of their size and the
  ///   bars' titles and items (`ViewSnapshot.text`, `marks`);
  /// - `<g class="system">`: the status bar (time and battery) and the home indicator, with the
  ///   appearance;
  /// - `<g class="overlay overlay-safe-area">`: the unsafe area, outside the root view's safe
  ///   area, shaded;
  /// - `<g class="views">`: one `<rect>` per visible view, then their labels (names shortened
  ///   with "…" to fit, left out where a view is too small or its label would overlap another);
  ///   views, guides and insets are clipped to the window, a view wholly outside it drawn
  ///   empty;
  /// - `<g class="overlay overlay-margins">` and `<g class="overlay overlay-readable">`: the
  ///   layout margins and readable content guides, dashed, for the views `options.guides`
  ///   chooses;
  /// - `<g class="overlay overlay-scroll-insets">`: each visible scroll view's
  ///   `adjustedContentInset`, shaded inside its frame;
  /// - `<g class="device">`: the sensor housing and, with a margin, the screen's outline (and
  ///   the window's, when it is narrower than the screen in Split View);
  /// - `<g class="legend">`: the device and traits, and a key to the colours.
  ///
  /// With `options.showsWireframe` off, the overlays and the views' rectangles and names are
  /// left out (their groups empty): the drawing looks like the screen. Each group appears
  /// exactly once, even when empty. There is no `<style>` element: styles are
  /// presentation attributes, so many drawings can share one page. The only `id` attributes are
  /// those of the appearance's clip paths, filters and gradients, which start with `bezel-` and a
  /// fingerprint of the drawing, so that drawings in one page do not use each other's.
  public func svg(_ options: SVGOptions = .init()) -> String {
    var svg = SVGWriter(capacity: 2048 + views.count * 260)
    let margin = max(0, options.margin.isFinite ? options.margin : 0)
    let legend = SVGLegend(snapshot: self, options: options)
    let width = screenSize.width + 2 * margin
    let height = screenSize.height + 2 * margin + legend.height
    svg.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bezel-layout\" viewBox=\"")
    svg.number(-margin)
    svg.raw(" ")
    svg.number(-margin)
    svg.raw(" ")
    svg.number(width)
    svg.raw(" ")
    svg.number(height)
    svg.raw("\"")
    svg.attribute("width", width)
    svg.attribute("height", height)
    svg.attribute("font-family", text: "-apple-system, Helvetica, Arial, sans-serif")
    svg.attribute("font-size", options.fontSize)
    svg.attribute("data-device", text: deviceName)
    svg.attribute("data-idiom", text: SnapshotNames.name(of: idiom))
    svg.attribute("data-orientation", text: SnapshotNames.name(of: orientation))
    svg.attribute("data-layout-direction", text: SnapshotNames.name(of: layoutDirection))
    svg.raw(" role=\"img\">\n<title>")
    svg.escaped(legend.title)
    svg.raw("</title>\n")

    let screen = CGRect(origin: .zero, size: screenSize)
    let radius = min(cornerRadius ?? 0, screenSize.width / 2, screenSize.height / 2)
    svg.raw("<g class=\"screen\">\n")
    svg.rect(screen, cornerAttributes(radius) + " fill=\"#ffffff\"")
    svg.raw("</g>\n")

    drawAppearance(&svg, options, title: legend.title)
    drawSystem(&svg, options)
    let wireframe = options.showsWireframe
    drawSafeArea(&svg, wireframe)
    drawViews(&svg, options)
    drawGuides(&svg, options)
    drawScrollInsets(&svg, wireframe)
    drawDevice(&svg, screen: screen, radius: options.margin > 0 ? radius : nil)
    legend.draw(&svg)
    svg.raw("</svg>\n")
    return svg.out
  }

  /// The part of `rect` inside the window; an empty rectangle at the nearest point of the window
  /// when there is none.
  func clipped(_ rect: CGRect) -> CGRect {
    let minX = min(max(rect.minX, 0), windowSize.width)
    let minY = min(max(rect.minY, 0), windowSize.height)
    let maxX = max(min(rect.maxX, windowSize.width), minX)
    let maxY = max(min(rect.maxY, windowSize.height), minY)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The rounded corners' attributes for a radius, empty for square corners.
  func cornerAttributes(_ radius: CGFloat) -> String {
    guard radius > 0 else { return "" }
    let value = SnapshotNumber.string(radius)
    return " rx=\"\(value)\" ry=\"\(value)\""
  }

  private func drawSafeArea(_ svg: inout SVGWriter, _ wireframe: Bool) {
    svg.raw("<g class=\"overlay overlay-safe-area\" fill=\"#ff3b30\" fill-opacity=\"0.16\">\n")
    defer { svg.raw("</g>\n") }
    guard wireframe else { return }
    let outer = rootView?.frame ?? CGRect(origin: .zero, size: windowSize)
    let inner = rootView?.safeAreaFrame ?? outer
    if inner != outer {
      svg.raw("<path fill-rule=\"evenodd\" d=\"")
      svg.rectPath(outer)
      svg.raw(" ")
      svg.rectPath(inner)
      svg.raw("\"/>\n")
    }
  }

  private static let viewColors = ["#0a84ff", "#5e5ce6", "#30b0c7", "#ff2d55", "#a2845e"]

  private func drawViews(_ svg: inout SVGWriter, _ options: SVGOptions) {
    svg.raw("<g class=\"views\" fill-opacity=\"0.04\" stroke-width=\"1\">\n")
    for view in views where !view.isHidden && options.showsWireframe {
      let color = Self.viewColors[max(0, view.depth) % Self.viewColors.count]
      svg.rect(clipped(view.frame), " fill=\"\(color)\" stroke=\"\(color)\"")
    }
    drawTexts(&svg, options)
    if options.showsLabels, options.showsWireframe {
      svg.raw("<g class=\"labels\" fill=\"#1c1c1e\" fill-opacity=\"1\" stroke=\"none\">\n")
      var placer = LabelPlacer(fontSize: options.fontSize)
      if let housing = sensorHousingFrame { placer.avoid(housing) }
      for view in views where !view.isHidden {
        guard let label = placer.place(view.name, in: clipped(view.frame)) else { continue }
        svg.text(label.text, x: label.x, y: label.y)
      }
      svg.raw("</g>\n")
    }
    svg.raw("</g>\n")
  }

  /// The text and images of the views the appearance did not draw (all of them when it is
  /// off), each clipped to its view by a nested `<svg>`.
  private func drawTexts(_ svg: inout SVGWriter, _ options: SVGOptions) {
    svg.raw("<g class=\"texts\" fill=\"#3a3a3c\" fill-opacity=\"0.9\" stroke=\"none\" ")
    svg.raw("font-family=\"\(SVGWriter.fontFamily)\">\n")
    for view in views where !view.isHidden {
      guard view.text != nil || !view.marks.isEmpty else { continue }
      if options.showsAppearance, !view.layers.isEmpty { continue }
      let frame = clipped(view.frame)
      guard frame.width > 0, frame.height > 0 else { continue }
      svg.raw("<svg")
      svg.attribute("x", frame.minX)
      svg.attribute("y", frame.minY)
      svg.attribute("width", frame.width)
      svg.attribute("height", frame.height)
      svg.raw(" overflow=\"hidden\">\n")
      // Positions are inside the nested viewport, which starts at the clipped frame's origin.
      svg.content(
        of: view,
        at: CGPoint(x: view.frame.minX - frame.minX, y: view.frame.minY - frame.minY))
      svg.raw("</svg>\n")
    }
    svg.raw("</g>\n")
  }

  private func drawGuides(_ svg: inout SVGWriter, _ options: SVGOptions) {
    var hasSubviews = [Bool](repeating: false, count: views.count)
    for view in views {
      if let parent = view.parent, parent >= 0, parent < views.count {
        hasSubviews[parent] = true
      }
    }
    let chosen = views.indices.filter { index in
      guard !views[index].isHidden else { return false }
      switch options.guides {
      case .root: return index == 0
      case .containers: return index == 0 || hasSubviews[index]
      case .all: return true
      }
    }.filter { _ in options.showsWireframe }
    svg.raw(
      "<g class=\"overlay overlay-margins\" fill=\"none\" stroke=\"#34c759\" "
        + "stroke-width=\"1\" stroke-dasharray=\"4 2\">\n")
    drawDistinct(&svg, chosen.map { views[$0].layoutMarginsFrame })
    svg.raw("</g>\n")
    svg.raw(
      "<g class=\"overlay overlay-readable\" fill=\"none\" stroke=\"#af52de\" "
        + "stroke-width=\"1\" stroke-dasharray=\"1 2\">\n")
    drawDistinct(&svg, chosen.map { views[$0].readableContentFrame })
    svg.raw("</g>\n")
  }

  /// Draws each rectangle with an area once, in order.
  private func drawDistinct(_ svg: inout SVGWriter, _ rects: [CGRect]) {
    var drawn: [CGRect] = []
    for rect in rects.map(clipped) where rect.width > 0 && rect.height > 0 && !drawn.contains(rect)
    {
      drawn.append(rect)
      svg.rect(rect)
    }
  }

  private func drawScrollInsets(_ svg: inout SVGWriter, _ wireframe: Bool) {
    svg.raw("<g class=\"overlay overlay-scroll-insets\" fill=\"#ff9f0a\" fill-opacity=\"0.3\">\n")
    for view in views where !view.isHidden && wireframe {
      guard let scroll = view.scroll else { continue }
      let frame = view.frame
      let insets = scroll.adjustedContentInset
      let top = min(max(0, insets.top), frame.height)
      let bottom = min(max(0, insets.bottom), frame.height - top)
      let left = min(max(0, insets.left), frame.width)
      let right = min(max(0, insets.right), frame.width - left)
      let middle = frame.height - top - bottom
      let bands = [
        CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: top),
        CGRect(x: frame.minX, y: frame.maxY - bottom, width: frame.width, height: bottom),
        CGRect(x: frame.minX, y: frame.minY + top, width: left, height: middle),
        CGRect(x: frame.maxX - right, y: frame.minY + top, width: right, height: middle),
      ]
      for band in bands.map(clipped) where band.width > 0 && band.height > 0 {
        svg.rect(band)
      }
    }
    svg.raw("</g>\n")
  }
}
