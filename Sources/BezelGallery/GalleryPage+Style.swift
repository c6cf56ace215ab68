extension GalleryPage {
  /// The page's style sheet: a grid of drawings, and the rules the switches and the filter act
  /// through (a class on `body` per hidden overlay, and the selected family on `body`).
  static let styleSheet = """
    :root { color-scheme: light; font-family: -apple-system, system-ui, sans-serif; }
    body { margin: 0; background: #f2f2f7; color: #1c1c1e; }
    header { position: sticky; top: 0; z-index: 1; background: #fffffff0; padding: 12px 20px;
      border-bottom: 1px solid #d1d1d6; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    h2 { font-size: 17px; margin: 20px 20px 0; }
    .subtitle { margin: 0 0 8px; color: #636366; font-size: 13px; }
    .controls { display: flex; flex-wrap: wrap; gap: 12px; }
    fieldset { border: 1px solid #d1d1d6; border-radius: 8px; padding: 4px 10px; font-size: 13px; }
    fieldset label { margin-right: 10px; white-space: nowrap; }
    .grid { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px 20px; align-items: flex-end; }
    figure.drawing { margin: 0; background: #fff; border-radius: 10px; padding: 8px;
      box-shadow: 0 1px 3px #0002; }
    figure.drawing svg { display: block; height: 320px; width: auto; max-width: 560px; }
    figcaption { font-size: 12px; color: #3a3a3c; margin-top: 6px; text-align: center; }
    body.hide-overlay-safe-area .overlay-safe-area,
    body.hide-overlay-margins .overlay-margins,
    body.hide-overlay-readable .overlay-readable,
    body.hide-overlay-scroll-insets .overlay-scroll-insets { display: none; }
    body[data-family="phone"] figure.drawing:not([data-family="phone"]),
    body[data-family="pad"] figure.drawing:not([data-family="pad"]),
    body[data-family="tv"] figure.drawing:not([data-family="tv"]) { display: none; }

    """
}
