import DequeModule
import Synchronization

/// The names of the most recently named variables, by identity.
///
/// A name is for dumps and messages only, so it is kept beside the variable rather than in it:
/// a variable stays one word with no reference to count (``Variable``). The table keeps the last
/// ``capacity`` names given, in order of creation, and forgets the oldest beyond that, so that a
/// process making named variables without end holds a bounded number of names; a forgotten
/// variable describes itself by its identity, as an unnamed one does.
enum VariableNames {
  /// How many names the process keeps: 262,144, several times the largest named system in the
  /// benchmarks (`feed-1000`, 34,000 variables).
  static let capacity = 1 << 18

  private static let table = Mutex(Table(capacity: capacity))

  /// Records `name` for the identity `makeID` returns, called under the table's lock so that
  /// named identities enter the table in increasing order.
  static func record(_ name: String, makeID: () -> Int) -> Int {
    table.withLock { table in
      let id = makeID()
      table.record(name, of: id)
      return id
    }
  }

  static func name(of id: Int) -> String {
    table.withLock { $0.name(of: id) }
  }

  /// Names by identity, recorded in increasing identity order, the oldest forgotten once there
  /// are `capacity`: a queue searched by bisection, so that recording a name is an append with
  /// no hashing.
  struct Table {
    let capacity: Int
    private var entries: Deque<(id: Int, name: String)> = []

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { entries.count }

    /// Records `name` for `id`, larger than every identity recorded before.
    mutating func record(_ name: String, of id: Int) {
      if entries.count == capacity { entries.removeFirst() }
      entries.append((id, name))
    }

    func name(of id: Int) -> String {
      var low = 0
      var high = entries.count
      while low < high {
        let middle = (low + high) / 2
        let entry = entries[middle]
        if entry.id == id { return entry.name }
        if entry.id < id { low = middle + 1 } else { high = middle }
      }
      return ""
    }
  }
}
