import Foundation

/// The Swift files of the lesson under test, with their comments taken out: your files in
/// `Lessons/06-TimeAndIdentity`, the reference solution's, or those the grader checks.
///
/// A lock taken twice where once is needed shows only in a rare race, so no run can catch it
/// every time; the tests of the clocks read the code of their sleeps instead.
struct LessonCode {
  /// One Swift file.
  struct File {
    /// The file's name, such as `TestClock.swift`.
    var name: String
    /// The file's code, without its comments.
    var code: String
  }

  /// How a function's body takes its locks.
  struct Locking {
    /// How many times the body calls `withLock`.
    var withLockCalls: Int
    /// The code of each line that reads the clock's `now` outside a `withLock` closure.
    var readsOfNowOutsideLock: [String]
  }

  /// Thrown when the tests find no Swift file where they look, so that no test of the code
  /// can pass without reading any.
  struct NoFilesFound: Error, CustomStringConvertible {
    let folder: URL

    var description: String {
      "the tests should find your Swift files in \(folder.path(percentEncoded: false))"
    }
  }

  /// The lesson folder the module was built from.
  let folder: URL
  let files: [File]

  /// Reads every Swift file of the folder the lesson's module was built from (not the
  /// tests in its `YourTests` folder).
  static func load() throws -> LessonCode {
    let folder = lessonFolder()
    let path = folder.path(percentEncoded: false)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    var files: [File] = []
    for name in names.sorted() where name.hasSuffix(".swift") && !name.hasPrefix(".") {
      let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
      files.append(File(name: name, code: withoutComments(text)))
    }
    guard !files.isEmpty else { throw NoFilesFound(folder: folder) }
    return LessonCode(folder: folder, files: files)
  }

  /// The folder `Package.swift` builds the lesson from: the one `WORKSHOP_CODE` names when
  /// the grader checks a variant, `Solutions/` with `WORKSHOP_SOLUTIONS=1`, else `Lessons/`.
  private static func lessonFolder() -> URL {
    // This file is Tests/06-TimeAndIdentityTests/Support/LessonCode.swift.
    let packageRoot = URL(filePath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let environment = ProcessInfo.processInfo.environment
    let root: String
    if environment["WORKSHOP_LESSON"].flatMap({ Int($0) }) != nil,
      let code = environment["WORKSHOP_CODE"]
    {
      root = code
    } else if environment["WORKSHOP_SOLUTIONS"] == "1" {
      root = "Solutions"
    } else {
      root = "Lessons"
    }
    let base = root.hasPrefix("/") ? URL(filePath: root) : packageRoot.appending(path: root)
    return base.appending(path: "06-TimeAndIdentity", directoryHint: .isDirectory)
  }

  /// The bodies of `func sleep(until…` in `type` and in its extensions, in any file.
  func sleepBodies(in type: String) throws -> [Substring] {
    let declaration = try Regex(#"\b(class|struct|actor|extension)\s+"# + type + #"\b"#)
    return files.flatMap { file in
      let code = file.code[...]
      return code.ranges(of: declaration).flatMap { found -> [Substring] in
        guard let open = code[found.upperBound...].firstIndex(of: "{"),
          let typeBody = Self.block(openingAt: open, in: code)
        else { return [] }
        return typeBody.ranges(of: "func sleep(until").compactMap { function in
          guard let open = typeBody[function.upperBound...].firstIndex(of: "{") else { return nil }
          return Self.block(openingAt: open, in: typeBody)
        }
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

  /// The code between the brace at `open` and the brace that closes it, without both, or nil
  /// when it is not closed; braces in string literals do not count.
  private static func block(openingAt open: Substring.Index, in code: Substring) -> Substring? {
    var depth = 0
    var inString = false
    var index = open
    while index < code.endIndex {
      let character = code[index]
      if inString {
        if character == "\\" {
          index = code.index(after: index)
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "{" {
        depth += 1
      } else if character == "}" {
        depth -= 1
        if depth == 0 { return code[code.index(after: open)..<index] }
      }
      if index < code.endIndex { index = code.index(after: index) }
    }
    return nil
  }

  /// `text` without its `//` and `/* */` comments; string literals are kept as they are.
  static func withoutComments(_ text: String) -> String {
    var result = ""
    var characters = text[...]
    var inString = false
    var blockDepth = 0
    while let character = characters.first {
      let rest = characters
      characters.removeFirst()
      if blockDepth > 0 {
        if rest.hasPrefix("*/") {
          blockDepth -= 1
          characters.removeFirst()
        } else if rest.hasPrefix("/*") {
          blockDepth += 1
          characters.removeFirst()
        } else if character == "\n" {
          result.append(character)
        }
      } else if inString {
        result.append(character)
        if character == "\\", let escaped = characters.first {
          result.append(escaped)
          characters.removeFirst()
        } else if character == "\"" {
          inString = false
        }
      } else if rest.hasPrefix("//") {
        characters = characters.drop { $0 != "\n" }
      } else if rest.hasPrefix("/*") {
        blockDepth = 1
        characters.removeFirst()
      } else {
        result.append(character)
        if character == "\"" { inString = true }
      }
    }
    return result
  }
}
