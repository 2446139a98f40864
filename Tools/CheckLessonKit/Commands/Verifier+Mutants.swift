import Foundation

extension Verifier {
  /// How many recorded mutants of each lesson verify runs again: a sample, drawn anew for
  /// each commit, of those the record says are killed or equivalent.
  static let mutantSampleSize = 2

  /// Proves `lesson`'s record of its mutation sweep: it matches the lesson as it is, every
  /// survivor is explained, and a sample of its mutants, drawn by `seed`, still fares as
  /// recorded.
  func proveMutants(of lesson: Lesson, seed: UInt64) async throws -> Proof {
    let sweep = MutationSweep(workshop: workshop, checker: grader.checker, files: grader.files)
    let problems = sweep.recordProblems(of: lesson)
    guard problems.isEmpty, let record = sweep.record(of: lesson) else {
      return Proof(summary: "mutants not proved", problems: problems)
    }
    var generator = SplitMix64(seed: seed ^ UInt64(lesson.number))
    let sample = record.entries.filter { $0.outcome != .noBuild }
      .shuffled(using: &generator).prefix(Self.mutantSampleSize)
    let mutants = Dictionary(
      sweep.mutants(of: lesson).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let reference = workshop.referenceFiles(of: lesson, files: grader.files)
    var proof = Proof(summary: record.summary)
    for entry in sample {
      guard let mutant = mutants[entry.key] else {
        proof.problems.append("the recorded mutant is no longer made: \(entry.key)")
        continue
      }
      let run = try await sweep.run(mutant, of: lesson, reference: reference, slot: 0)
      switch (entry.outcome, run.outcome) {
      case (.killed, .killed), (.equivalent, .survived), (.freedom, .survived):
        proof.details.append("\(style.pass) mutant \(entry.key): still \(entry.outcome.rawValue)")
      case (.killed, _):
        proof.problems.append(
          "the mutant at line \(entry.line) was killed when recorded, but now: \(run.how): \(entry.key)"
        )
      default:
        proof.problems.append(
          "equivalent-mutants lists a mutant that a test now kills (\(run.how)): \(entry.key)")
      }
    }
    return proof
  }
}

/// A small, seeded random number generator, so that a sample is the same for one commit on
/// every machine.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

extension ExternalTools {
  /// A number drawn from the commit the workshop is at, or 0 outside a git checkout: the
  /// seed of the samples verify takes, the same for one commit on every machine.
  func commitSeed() async throws -> UInt64 {
    let head = try await git(["rev-parse", "HEAD"])?.trimmingCharacters(in: .whitespacesAndNewlines)
    return head.flatMap { UInt64($0.prefix(16), radix: 16) } ?? 0
  }
}

extension Verifier {
  /// The details a test-writing task's contract leaves open, each with the correct versions
  /// that differ in it, kept in `Tests/Variants/NN-Name/freedoms` as lines such as
  /// `- what the bookmark holds: bookmark-holds-the-folder`.
  static func freedoms(in text: String) -> [(detail: String, wheats: [String])] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("- "), let colon = line.lastIndex(of: ":") else { return nil }
      let detail = line.dropFirst(2)[..<colon].trimmingCharacters(in: .whitespaces)
      let wheats = line[line.index(after: colon)...].split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      return (detail, wheats)
    }
  }

  /// A test-writing task must list the details its contract leaves open, and each must
  /// name a correct version of the code that differs in it, so that a learner's test that
  /// pins the detail fails on that version.
  func freedomProblems(of lesson: Lesson) -> [String] {
    let file = workshop.variantsFolder(of: lesson).appending(path: "freedoms")
    let path = workshop.relativePath(file)
    guard let text = files.text(of: file) else {
      return [
        "\(path) is missing: list the details the task's contract leaves open, each with a wheat that differs in it"
      ]
    }
    let wheats = Set(
      workshop.variants(of: lesson, forLearnerTests: true, files: files)
        .filter { $0.kind == .wheat }.map(\.name))
    let freedoms = Self.freedoms(in: text)
    if freedoms.isEmpty { return ["\(path) lists no detail as '- detail: wheat-name'"] }
    return freedoms.flatMap { freedom -> [String] in
      if freedom.wheats.isEmpty {
        return ["\(path): no wheat differs in \"\(freedom.detail)\""]
      }
      return freedom.wheats.filter { !wheats.contains($0) }.map {
        "\(path): \"\(freedom.detail)\" names \($0), which is no wheat of the learner's tests"
      }
    }
  }
}
