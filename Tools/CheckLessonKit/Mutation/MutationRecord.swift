import Foundation

/// What the last mutation sweep of a lesson found, kept in `Tests/Variants/NN-Name/mutants`:
/// the fingerprint of what the sweep depends on, and every mutant with its outcome.
///
/// `check-lesson mutate N` writes it; `verify` checks that it still matches the lesson, that
/// no mutant in it survives unexplained, and runs a sample of it again.
struct MutationRecord: Sendable, Equatable {
  /// How a mutant fared against the suite.
  enum Outcome: String, Sendable, CaseIterable {
    /// It does not compile; it proves nothing.
    case noBuild = "no-build"
    /// A test failed, or the run crashed or timed out.
    case killed
    /// Every test passed, and the lesson's list of equivalent mutants explains why.
    case equivalent
    /// Every test passed, and rightly: it changes what the README leaves open, and the
    /// wheats the lesson's list names differ from the reference in the same way.
    case freedom
    /// Every test passed, and nothing explains it: a missing test.
    case survived
  }

  struct Entry: Sendable, Equatable {
    var outcome: Outcome
    var line: Int
    var key: String
  }

  var fingerprint: String
  var entries: [Entry]

  /// How many mutants had `outcome`.
  func count(_ outcome: Outcome) -> Int { entries.count { $0.outcome == outcome } }

  /// "108 mutants: 61 do not compile, 38 killed, 7 equivalent, 2 freedoms, 0 survive".
  var summary: String {
    "\(entries.count) mutant\(entries.count == 1 ? "" : "s"): \(count(.noBuild)) do not compile, "
      + "\(count(.killed)) killed, \(count(.equivalent)) equivalent, "
      + (count(.freedom) > 0
        ? "\(count(.freedom)) freedom\(count(.freedom) == 1 ? "" : "s"), " : "")
      + "\(count(.survived)) survive\(count(.survived) == 1 ? "s" : "")"
  }

  static let header = """
    # The mutation sweep of this lesson's reference, as `swift run check-lesson mutate` last
    # ran it: each mutant's outcome, its line and its key. Do not edit it by hand; explain a
    # survivor in equivalent-mutants, or add the test that kills it, and run mutate again.
    """

  var text: String {
    let width = Outcome.allCases.map(\.rawValue.count).max() ?? 0
    let rows = entries.map { entry in
      entry.outcome.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
        + " L\(entry.line) \(entry.key)"
    }
    return ([Self.header, "fingerprint \(fingerprint)"] + rows).joined(separator: "\n") + "\n"
  }

  init(fingerprint: String, entries: [Entry]) {
    self.fingerprint = fingerprint
    self.entries = entries
  }

  /// Reads a record; nil when it is not one.
  init?(text: String) {
    var fingerprint: String?
    var entries: [Entry] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ", maxSplits: 1)
      if fields.first == "fingerprint", fields.count == 2 {
        fingerprint = String(fields[1])
        continue
      }
      let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
      // The outcome is padded, so split again after it.
      guard let outcome = Outcome(rawValue: String(parts.first ?? "")) else { return nil }
      let rest = line.dropFirst(parts[0].count).drop { $0 == " " }
      guard rest.hasPrefix("L"), let space = rest.firstIndex(of: " "),
        let number = Int(rest[rest.index(after: rest.startIndex)..<space])
      else { return nil }
      entries.append(
        Entry(outcome: outcome, line: number, key: String(rest[rest.index(after: space)...])))
    }
    guard let fingerprint else { return nil }
    self.fingerprint = fingerprint
    self.entries = entries
  }
}

/// The mutants of a lesson that no test can kill, with the reason for each, kept by hand in
/// `Tests/Variants/NN-Name/equivalent-mutants`: a mutant's key on a line of its own, then its
/// reason on the indented lines below it.
///
/// A reason that starts `Freedom, shown by wheat-name[, wheat-name]:` marks no equivalent
/// mutant but a freedom: the mutant changes what the README leaves open, and those wheats
/// differ from the reference in the same way.
struct EquivalentMutants: Sendable, Equatable {
  /// The reason for each key.
  var reasons: [String: String]
  /// Keys that have no reason under them.
  var keysWithoutReason: [String]

  /// The wheats a freedom's reason names, by key; nil for an equivalent mutant.
  func wheats(showing key: String) -> [String]? {
    guard let reason = reasons[key], reason.hasPrefix("Freedom, shown by "),
      let colon = reason.firstIndex(of: ":")
    else { return nil }
    return reason[reason.index(reason.startIndex, offsetBy: 18)..<colon]
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  init(text: String) {
    var reasons: [String: String] = [:]
    var order: [String] = []
    var current: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      if line.hasPrefix(" ") || line.hasPrefix("\t") {
        guard let key = current else { continue }
        let reason = line.trimmingCharacters(in: .whitespaces)
        reasons[key] = reasons[key].map { "\($0) \(reason)" } ?? reason
      } else {
        current = String(line)
        order.append(String(line))
      }
    }
    self.reasons = reasons
    self.keysWithoutReason = order.filter { reasons[$0] == nil }
  }
}

/// The injected dependencies of a lesson and their live defaults, kept in
/// `Tests/Variants/NN-Name/live-defaults` as lines such as `now() => Date()`.
enum LiveDefaults {
  static func read(_ text: String) -> [(injected: String, live: String)] {
    text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#"), let arrow = line.range(of: " => ") else { return nil }
      let injected = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
      let live = line[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
      return injected.isEmpty || live.isEmpty ? nil : (injected, live)
    }
  }
}

extension Workshop {
  /// The record of `lesson`'s last mutation sweep.
  func mutationRecordFile(of lesson: Lesson) -> URL {
    variantsFolder(of: lesson).appending(path: "mutants")
  }

  /// The list of `lesson`'s equivalent mutants, with their reasons.
  func equivalentMutantsFile(of lesson: Lesson) -> URL {
    variantsFolder(of: lesson).appending(path: "equivalent-mutants")
  }

  /// The table of `lesson`'s injected dependencies and their live defaults.
  func liveDefaultsFile(of lesson: Lesson) -> URL {
    variantsFolder(of: lesson).appending(path: "live-defaults")
  }

  /// A fingerprint of everything a mutation sweep of `lesson` depends on: the reference,
  /// the starter, the suite (but for an own-mutants rule, which sweeps the reference's own
  /// tests), the table of live defaults, the rule and the operators.
  func mutationFingerprint(of lesson: Lesson, files: any FileSystemAccessing) -> String {
    var fingerprint = Fingerprint()
    fingerprint.mix("operators \(Mutator.version)".utf8)
    for (name, contents) in [
      ("reference", referenceFiles(of: lesson, files: files)),
      ("starter", starterFiles(of: lesson, files: files)),
    ] {
      for path in contents.keys.sorted() where path.hasSuffix(".swift") {
        fingerprint.mix("\(name)/\(path)".utf8)
        fingerprint.mix([0])
        fingerprint.mix(contents[path]!.utf8)
        fingerprint.mix([0])
      }
    }
    let suite = testsFolder(of: lesson)
    // Mutants of the learner's own code meet the reference's tests, never the suite.
    let ownMutants = ownMutantsRule(of: lesson, files: files) != nil
    for folder in ownMutants ? [] : suiteFolders(of: lesson, files: files) {
      // The suite's own files keep the names they had before it shared any.
      let prefix = folder == suite ? "suite" : "suite/../\(folder.lastPathComponent)"
      for path in files.files(under: folder).sorted() where path.hasSuffix(".swift") {
        fingerprint.mix(
          file: folder.appending(path: path), named: "\(prefix)/\(path)", files: files)
      }
    }
    fingerprint.mix((files.text(of: liveDefaultsFile(of: lesson)) ?? "").utf8)
    fingerprint.mix((files.text(of: ownMutantsFile(of: lesson)) ?? "").utf8)
    return fingerprint.text
  }
}
