extension StringProtocol {
  /// The text's lines: the text split at every line feed, empty lines included, each without
  /// its line feed (a carriage return before it is kept).
  ///
  /// This is `split(separator: "\n", omittingEmptySubsequences: false)`, except that a file's
  /// "\r\n" line ends split too (that split compares Characters, and "\r\n" is one Character);
  /// line numbers then agree with the YAML reader's, which counts "\r\n" as one line end. The
  /// UTF-8 bytes are scanned directly: splitting by Character runs generic code per Character,
  /// and a scene file is split each time it is read.
  package var lineFeedSeparatedLines: [SubSequence] {
    let utf8 = self.utf8
    let offsets =
      utf8.withContiguousStorageIfAvailable { bytes in
        var offsets: [Int] = []
        var offset = 0
        while offset < bytes.count {
          if bytes[offset] == 0x0A { offsets.append(offset) }
          offset += 1
        }
        return offsets
      }
      ?? utf8.indices.filter { utf8[$0] == 0x0A }.map {
        utf8.distance(from: utf8.startIndex, to: $0)
      }
    var lines: [SubSequence] = []
    lines.reserveCapacity(offsets.count + 1)
    var start = startIndex
    for offset in offsets {
      // A line feed is one byte and one scalar, so its index is a Character boundary.
      let end = utf8.index(utf8.startIndex, offsetBy: offset)
      lines.append(self[start..<end])
      start = utf8.index(after: end)
    }
    lines.append(self[start..<endIndex])
    return lines
  }
}
