import Foundation

/// Runs a lesson's suite against the mutants of its reference solution, and tells which it
/// kills, which do not compile, and which survive.
///
/// A lesson that grades the learner's tests by the mutants of their own code (the
/// capstone's `own-mutants` rule) is swept as a learner is graded: the reference's own tests
/// against every mutant of the reference outside its adapters.
struct MutationSweep: Sendable {
  let workshop: Workshop
  let checker: LessonChecker
  let files: any FileSystemAccessing

  /// The mutants of `lesson`'s reference, at the code the learner writes.
  func mutants(of lesson: Lesson) -> [Mutant] {
    if let rule = workshop.ownMutantsRule(of: lesson, files: files) {
      return Mutator().mutants(
        of: workshop.referenceFiles(of: lesson, files: files).filter {
          !rule.isAdapter($0.key) && !Workshop.isLearnerTest($0.key)
        },
        starter: [:])
    }
    let table = LiveDefaults.read(files.text(of: workshop.liveDefaultsFile(of: lesson)) ?? "")
    return Mutator(liveDefaults: table).mutants(
      of: workshop.referenceFiles(of: lesson, files: files).filter {
        !Workshop.isLearnerTest($0.key)
      },
      starter: workshop.starterFiles(of: lesson, files: files))
  }

  /// The equivalent mutants of `lesson`, with their reasons.
  func equivalents(of lesson: Lesson) -> EquivalentMutants {
    EquivalentMutants(text: files.text(of: workshop.equivalentMutantsFile(of: lesson)) ?? "")
  }

  /// The record kept of `lesson`'s last sweep, if there is one that can be read, with its
  /// survivors told equivalent or free as the lesson's list says now.
  func record(of lesson: Lesson) -> MutationRecord? {
    guard
      var record = files.text(of: workshop.mutationRecordFile(of: lesson))
        .flatMap(MutationRecord.init(text:))
    else { return nil }
    let equivalents = equivalents(of: lesson)
    for index in record.entries.indices
    where [.equivalent, .freedom, .survived].contains(record.entries[index].outcome) {
      let key = record.entries[index].key
      record.entries[index].outcome =
        equivalents.reasons[key] == nil
        ? .survived : equivalents.wheats(showing: key) == nil ? .equivalent : .freedom
    }
    return record
  }

  /// How one mutant fared: its outcome (never `equivalent`, which only the list decides),
  /// and in words how a test killed it or why it did not build.
  struct Run: Sendable {
    var outcome: MutationRecord.Outcome
    var how: String
  }

  /// Runs the suite of `lesson` against `mutant`, in `slot`, or with an own-mutants rule the
  /// reference's own tests. A mutant that survives is run a second time, since a race can
  /// slip past one run on a busy machine.
  func run(_ mutant: Mutant, of lesson: Lesson, reference: [String: String], slot: Int)
    async throws -> Run
  {
    try await run(
      code: mutant.files(from: reference), of: lesson, slot: slot,
      byOwnTests: workshop.ownMutantsRule(of: lesson, files: files) != nil)
  }

  /// Runs the suite of `lesson` against `code`, a version of its files, in `slot`, or with
  /// `byOwnTests` the tests in the version's own `YourTests`; a version that survives is run
  /// a second time.
  func run(code: [String: String], of lesson: Lesson, slot: Int, byOwnTests: Bool = false)
    async throws -> Run
  {
    var run = Run(outcome: .survived, how: "")
    for _ in 0..<2 where run.outcome == .survived {
      run = Self.run(
        of: try await checker.check(
          lesson, code: code, learnerTests: byOwnTests ? .lesson : nil,
          trustingCompileErrors: true, slot: slot))
    }
    return run
  }

  static func run(of result: CheckResult) -> Run {
    switch Verdict(of: result) {
    case .passed: Run(outcome: .survived, how: "every test passes")
    case .caught(let how): Run(outcome: .killed, how: how)
    case .broken(let why): Run(outcome: .noBuild, how: why)
    }
  }

  /// Runs every mutant of `lesson` on `slots` scratch paths at once, and returns the record
  /// of the sweep, with the survivors the list of equivalent mutants explains marked so.
  /// `progress` is told how many runs are done, of how many.
  func sweep(
    _ lesson: Lesson, slots: Int, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
  ) async throws -> (record: MutationRecord, runs: [Run]) {
    let mutants = mutants(of: lesson)
    let reference = workshop.referenceFiles(of: lesson, files: files)
    let pool = SlotPool(count: slots)
    let done = Counter()
    let runs = try await mapInOrder(mutants, atOnce: max(1, slots)) { mutant in
      let run = try await pool.withSlot { slot in
        try await self.run(mutant, of: lesson, reference: reference, slot: slot)
      }
      progress(await done.increment(), mutants.count)
      return run
    }
    let equivalents = equivalents(of: lesson)
    let entries = zip(mutants, runs).map { mutant, run in
      var outcome = run.outcome
      if outcome == .survived, equivalents.reasons[mutant.key] != nil {
        outcome = equivalents.wheats(showing: mutant.key) == nil ? .equivalent : .freedom
      }
      return MutationRecord.Entry(outcome: outcome, line: mutant.line, key: mutant.key)
    }
    return (
      MutationRecord(
        fingerprint: workshop.mutationFingerprint(of: lesson, files: files), entries: entries),
      runs
    )
  }

  /// What is wrong with `lesson`'s record as it stands, without running anything: a record
  /// missing or out of date, a survivor that nothing explains, an equivalent mutant that
  /// no longer exists or has no reason.
  func recordProblems(of lesson: Lesson) -> [String] {
    let path = workshop.relativePath(workshop.mutationRecordFile(of: lesson))
    let fix = "run: swift run check-lesson mutate \(lesson.number)"
    guard let record = record(of: lesson) else {
      return ["\(path) is missing; \(fix)"]
    }
    guard record.fingerprint == workshop.mutationFingerprint(of: lesson, files: files) else {
      return [
        "\(path) is out of date: the reference, the starter, the suite or the operators changed; \(fix)"
      ]
    }
    var problems = record.entries.filter { $0.outcome == .survived }.map {
      "mutant survives at line \($0.line): \($0.key) (add a test that kills it, or explain it in equivalent-mutants)"
    }
    let equivalents = equivalents(of: lesson)
    let listed = workshop.relativePath(workshop.equivalentMutantsFile(of: lesson))
    let recorded = Set(record.entries.map(\.key))
    for key in equivalents.reasons.keys.sorted() where !recorded.contains(key) {
      problems.append("\(listed) lists a mutant that no longer exists: \(key)")
    }
    for key in equivalents.keysWithoutReason {
      problems.append("\(listed) gives no reason for: \(key)")
    }
    for entry in record.entries
    where entry.outcome == .killed && equivalents.reasons[entry.key] != nil {
      problems.append("\(listed) lists a mutant that a test kills: \(entry.key)")
    }
    let wheats = Set(
      (workshop.variants(of: lesson, files: files)
        + workshop.variants(of: lesson, forLearnerTests: true, files: files))
        .filter { $0.kind == .wheat }.map(\.name))
    for key in equivalents.reasons.keys.sorted() {
      for wheat in equivalents.wheats(showing: key) ?? [] where !wheats.contains(wheat) {
        problems.append("\(listed) names \(wheat) for a freedom, but it is no wheat: \(key)")
      }
    }
    return problems
  }
}

/// Counts finished work across tasks.
actor Counter {
  private var value = 0

  func increment() -> Int {
    value += 1
    return value
  }
}
