extension GalleryPage {
  /// The page's script: the overlay switches and the family filter, and a self-test that runs
  /// when the page is opened with `#selftest`.
  ///
  /// The self-test renders every drawing to a canvas and counts the pixels that are not
  /// background, then flips each overlay switch and compares a drawing's pixels with the switch
  /// on and off, and tries the family filter. It writes its findings as JSON into the element
  /// `bezel-selftest`, where a headless browser's DOM dump shows them.
  static let script = """
    'use strict';
    const body = document.body;
    function applyControls() {
      for (const box of document.querySelectorAll('input[name=overlay]')) {
        body.classList.toggle('hide-' + box.value, !box.checked);
      }
      const family = document.querySelector('input[name=family]:checked');
      body.dataset.family = family ? family.value : 'all';
    }
    document.querySelector('.controls').addEventListener('change', applyControls);
    applyControls();

    // A copy of a drawing without what the page's style sheet hides, as a standalone image.
    function visibleCopy(svg) {
      const copy = svg.cloneNode(true);
      const originals = svg.querySelectorAll('*');
      const copies = copy.querySelectorAll('*');
      for (let i = originals.length - 1; i >= 0; i--) {
        if (getComputedStyle(originals[i]).display === 'none') copies[i].remove();
      }
      copy.setAttribute('width', '200');
      copy.setAttribute('height', '200');
      copy.setAttribute('preserveAspectRatio', 'xMidYMid meet');
      return new XMLSerializer().serializeToString(copy);
    }
    function pixels(svg) {
      return new Promise((resolve) => {
        const image = new Image();
        image.onload = () => {
          const canvas = document.createElement('canvas');
          canvas.width = 200; canvas.height = 200;
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          try { resolve(context.getImageData(0, 0, 200, 200).data); } catch (e) { resolve(null); }
        };
        image.onerror = () => resolve(null);
        image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(visibleCopy(svg));
      });
    }
    function inked(data) {
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const white = data[i] > 245 && data[i + 1] > 245 && data[i + 2] > 245;
        if (data[i + 3] > 0 && !white) count++;
      }
      return count;
    }
    function differ(a, b) {
      if (!a || !b) return false;
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return true;
      return false;
    }
    function visibleFigures() {
      return [...document.querySelectorAll('figure.drawing')]
        .filter((figure) => figure.getBoundingClientRect().width > 0);
    }
    function click(selector) { document.querySelector(selector).click(); }
    async function selfTest() {
      const report = { drawings: 0, rendered: 0, blank: [], overlays: {}, filter: {} };
      const figures = [...document.querySelectorAll('figure.drawing')];
      report.drawings = figures.length;
      for (const figure of figures) {
        const svg = figure.querySelector('svg.bezel-layout');
        const box = svg ? svg.getBoundingClientRect() : { width: 0, height: 0 };
        const data = svg && box.width > 0 && box.height > 0 ? await pixels(svg) : null;
        const name = figure.dataset.device + ' ' + figure.dataset.orientation;
        if (data && inked(data) > 400) report.rendered++; else report.blank.push(name);
      }
      for (const box of document.querySelectorAll('input[name=overlay]')) {
        const group = [...document.querySelectorAll('.' + box.value)]
          .find((element) => element.childElementCount > 0);
        const entry = { drawn: !!group, changed: false, hidden: false, restored: false };
        if (group) {
          const svg = group.closest('svg');
          const before = await pixels(svg);
          box.click();
          entry.hidden = getComputedStyle(group).display === 'none';
          const after = await pixels(svg);
          entry.changed = differ(before, after);
          box.click();
          entry.restored = getComputedStyle(group).display !== 'none';
        }
        report.overlays[box.value] = entry;
      }
      for (const radio of document.querySelectorAll('input[name=family]')) {
        radio.click();
        const shown = visibleFigures();
        report.filter[radio.value] = {
          shown: shown.length,
          others: shown.filter((f) => radio.value !== 'all' && f.dataset.family !== radio.value)
            .length,
        };
      }
      click('input[name=family][value=all]');
      const output = document.getElementById('bezel-selftest');
      output.textContent = JSON.stringify(report);
      output.dataset.done = 'true';
    }
    if (location.hash === '#selftest') selfTest();

    """
}
