import Foundation
import SuiteSupport

// A lock taken twice where once is needed shows only in a rare race, so no run can catch it
// every time; the tests of the clocks read the code of their sleeps instead.
extension LessonCode {
  /// How a function's body takes its locks.
  struct Locking {
    /// How many times the body calls `withLock`.
    var withLockCalls: Int
    /// The code of each line that reads the clock's `now` outside a `withLock` closure.
    var readsOfNowOutsideLock: [String]
  }

  /// The code of `Lessons/06-TimeAndIdentity`, or of the version under test.
  static func load() throws -> LessonCode {
    try load(lesson: "06-TimeAndIdentity")
  }

  /// The bodies of `type` and of its extensions, in any file.
  func bodies(of type: String) throws -> [Substring] {
    let declaration = try Regex(#"\b(class|struct|actor|extension)\s+"# + type + #"\b"#)
    return files.flatMap { file in
      let code = file.code[...]
      return code.ranges(of: declaration).compactMap { found -> Substring? in
        guard let open = code[found.upperBound...].firstIndex(of: "{") else { return nil }
        return Self.block(openingAt: open, in: code)
      }
    }
  }

  /// The bodies of `func sleep(until…` in `type` and in its extensions, in any file.
  func sleepBodies(in type: String) throws -> [Substring] {
    try bodies(of: type).flatMap { typeBody in
      typeBody.ranges(of: "func sleep(until").compactMap { function in
        guard let open = typeBody[function.upperBound...].firstIndex(of: "{") else { return nil }
        return Self.block(openingAt: open, in: typeBody)
      }
    }
  }

  /// The code of each line of `type` and its extensions that calls `resume` inside the closure
  /// of a `withLock` call, also in a closure made there: code run while the lock is held.
  func resumesInsideLock(in type: String) throws -> [String] {
    let withLock = /\bwithLock\s*\(?\s*\{/.wordBoundaryKind(.simple)
    let resume = /\bresume\s*\(/.wordBoundaryKind(.simple)
    return try bodies(of: type).flatMap { typeBody in
      typeBody.ranges(of: withLock).compactMap { call -> Substring? in
        Self.block(openingAt: typeBody.index(before: call.upperBound), in: typeBody)
      }
    }
    .flatMap { closure in
      closure.split(separator: "\n").filter { $0.contains(resume) }.map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
  }

  /// How `body` takes its locks: its `withLock` calls, and the reads of `now` (the clock's
  /// own property, which takes the lock again) outside their closures.
  static func locking(of body: Substring) -> Locking {
    var outside = ""
    var calls = 0
    var rest = body
    while let call = rest.firstRange(of: "withLock") {
      calls += 1
      outside += rest[..<call.lowerBound]
      guard let open = rest[call.upperBound...].firstIndex(of: "{"),
        let closure = block(openingAt: open, in: rest)
      else {
        rest = rest[call.upperBound...]
        continue
      }
      rest = rest[closure.endIndex...].dropFirst()
    }
    outside += rest
    let reads = outside.split(separator: "\n").filter(readsNow).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return Locking(withLockCalls: calls, readsOfNowOutsideLock: reads)
  }

  /// Whether `line` reads `now` or `self.now`, and not another value's `now` or a `now:` label.
  private static func readsNow(_ line: Substring) -> Bool {
    let word = /\bnow\b/.wordBoundaryKind(.simple)
    return line.ranges(of: word).contains { found in
      let after = line[found.upperBound...].drop { $0 == " " }
      if after.first == ":" { return false }
      let before = line[..<found.lowerBound].reversed().drop { $0 == " " }
      guard before.first == "." else { return true }
      let owner = before.dropFirst().drop { $0 == " " }
        .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return String(owner.reversed()) == "self"
    }
  }
}
