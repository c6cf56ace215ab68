import Foundation
import Testing

/// `--jobs N`: layouts drawn by N processes, written exactly as one process writes them.
@Suite(.serialized)
struct CommandJobsTests {
  /// Every file under `folder`, by relative path, with its bytes.
  private func files(in folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
    for path in paths ?? [] {
      let url = folder.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        result[path] = FileManager.default.contents(atPath: url.path)
      }
    }
    return result
  }

  /// The example's gallery on three devices (6 layouts) with `jobs`: its output and files.
  private func example(jobs: String, in folder: URL) throws -> (
    CommandRunner.Output, [String: Data]
  ) {
    let out = folder.appendingPathComponent("jobs-\(jobs)")
    let output = try CommandRunner.run([
      "example", "--device", "iPhone 16", "--device", "iPad Air 11-inch (M2)", "--device",
      "iPhone SE (3rd generation)", "--jobs", jobs, "--quiet", "-o", out.path,
    ])
    return (output, files(in: out))
  }

  @Test(arguments: ["2", "4"])
  func galleryWithJobsIsByteIdenticalToOneJob(jobs: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (serialOutput, serialFiles) = try example(jobs: "1", in: folder)
    let (parallelOutput, parallelFiles) = try example(jobs: jobs, in: folder)
    #expect(serialOutput.status == 0, "\(serialOutput.standardError)")
    #expect(parallelOutput.status == 0, "\(parallelOutput.standardError)")
    #expect(!serialFiles.isEmpty)
    #expect(serialFiles == parallelFiles)
    #expect(
      serialOutput.standardOutput.replacingOccurrences(of: "jobs-1", with: "jobs-\(jobs)")
        == parallelOutput.standardOutput)
  }

  @Test(arguments: ["2", "3"])
  func checkWithJobsPrintsWhatOneJobPrints(jobs: String) throws {
    let (folder, scene) = try CommandRunner.scene(
      named: "conflict.yaml",
      """
      root:
        view:
          name: root
          subviews:
            - name: box
            - name: loose
          constraints:
            - box.top == top
            - box.leading == leading
            - box.height == 10
            - box.width == 100
            - box.width == 200
            - loose.top == top
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let serial = try CommandRunner.run(["check", scene.path, "--jobs", "1", "--quiet"])
    let parallel = try CommandRunner.run(["check", scene.path, "--jobs", jobs, "--quiet"])
    #expect(serial.status == 1 && parallel.status == 1)
    #expect(serial.standardOutput.contains("conflict.yaml:12:"))
    #expect(serial.standardOutput == parallel.standardOutput)
  }

  @Test func jobsZeroIsAUsageError() throws {
    let output = try CommandRunner.run(["example", "--jobs", "0"])
    #expect(output.status == 64)
    #expect(output.standardError.contains("--jobs must be 1 or more"))
  }

  @Test func workersProgressIsShownByTheParent() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run([
      "example", "--device", "iPhone 16", "--jobs", "2", "-o", folder.path,
    ])
    #expect(output.status == 0)
    #expect(output.standardError.hasPrefix("bezel: 0/"))
    #expect(output.standardError.hasSuffix("layouts done\n"))
  }
}
