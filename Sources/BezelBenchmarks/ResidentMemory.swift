import Foundation

/// The process's resident memory as Linux reports it in `/proc/self/status`, and its peak, which
/// the benchmark resets before each case so that each case reports its own.
///
/// Writing `5` to `/proc/self/clear_refs` sets the peak (`VmHWM`) back to the current resident
/// size (proc(5), Linux 4.0 and later). Elsewhere, or where the files cannot be read, every
/// figure is nil and the cases report no memory.
package enum ResidentMemory {
  /// The resident size now, in bytes (`VmRSS`).
  package static var current: Int? { field("VmRSS:") }

  /// The largest resident size since the last reset, in bytes (`VmHWM`).
  package static var peak: Int? { field("VmHWM:") }

  /// The minor page faults the process has taken so far (`minflt`, the tenth field of
  /// `/proc/self/stat`, proc(5)): pages the kernel mapped on first touch.
  ///
  /// Memory freshly mapped for a growing array faults once a page; on a virtual machine each
  /// fault is dear enough to move a case's time by a fifth when the allocator's choices shift.
  package static var minorPageFaults: Int? {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // The command name in parentheses may hold spaces; the fields after it start at the third.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 7 else { return nil }
    return Int(fields[7])
  }

  /// Sets the peak back to the current size; false when the system does not allow it.
  package static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  /// A `kB` line of `/proc/self/status`, in bytes.
  private static func field(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
      let digits = line.dropFirst(name.count).filter(\.isNumber)
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  }
}
