import Foundation
import Testing

@testable import UIKit

/// Images from PNG and JPEG data and files: the size comes from the header, the scale from the
/// name's suffix.
@MainActor
struct UIImageFileTests {
  /// The first 24 bytes of a PNG: the signature and an IHDR chunk of `width` × `height`.
  private func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
      bytes += [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) }
    }
    return Data(bytes + [8, 6, 0, 0, 0])
  }

  /// A JPEG start: SOI, an APP0 segment, then a baseline frame header of `width` × `height`.
  private func jpegHeader(width: UInt16, height: UInt16) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + [UInt8](repeating: 0, count: 14)
    bytes += [0xFF, 0xC0, 0, 17, 8]
    bytes += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
    return Data(bytes + [3])
  }

  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aPNGsSizeComesFromItsHeader() {
    let image = UIImage(data: pngHeader(width: 90, height: 60))
    #expect(image?.size == CGSize(width: 90, height: 60))
    #expect(image?.scale == 1)
  }

  @Test func dataAtAScaleHasItsPixelsOverTheScale() {
    // 90 × 60 pixels at 3 pixels per point: 30 × 20 points.
    let image = UIImage(data: pngHeader(width: 90, height: 60), scale: 3)
    #expect(image?.size == CGSize(width: 30, height: 20))
  }

  @Test func aJPEGsSizeComesFromItsFrameHeader() {
    let image = UIImage(data: jpegHeader(width: 128, height: 64))
    #expect(image?.size == CGSize(width: 128, height: 64))
  }

  @Test func dataThatIsNoImageGivesNil() {
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47])) == nil)
  }

  @Test func aFileNamedAt2xHasScale2() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("icon@2x.png")
    try pngHeader(width: 90, height: 60).write(to: file)
    let image = UIImage(contentsOfFile: file.path)
    #expect(image?.scale == 2)
    #expect(image?.size == CGSize(width: 45, height: 30))
  }

  @Test func aNamedImageIsTheBundlesFileForTheScaleAsked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try pngHeader(width: 30, height: 20).write(to: folder.appendingPathComponent("badge.png"))
    try pngHeader(width: 60, height: 40).write(to: folder.appendingPathComponent("badge@2x.png"))
    let bundle = try #require(Bundle(path: folder.path))
    let at2x = UIImage(
      named: "badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))
    #expect(at2x?.scale == 2 && at2x?.size == CGSize(width: 30, height: 20))
    // No @3x file: the nearest larger is missing, so the next smaller, @2x, is taken.
    let at3x = UIImage(
      named: "badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 3))
    #expect(at3x?.scale == 2)
    #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
  }
}
