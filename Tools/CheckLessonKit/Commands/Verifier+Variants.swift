import Foundation

/// Proving a lesson's suite with its wheats and chaffs, and a test-writing task's
/// reference tests with its planted bugs.
extension Verifier {
  /// What checking a lesson's wheats and chaffs found.
  struct Proof {
    /// Such as "2 wheats pass, 12 of 12 chaffs caught".
    var summary: String
    /// A line per variant, for an author verifying one lesson.
    var details: [String] = []
    var problems: [String] = []
  }

  /// Checks every wheat and chaff of `lesson` against its suite.
  ///
  /// The versions a test-writing task grades the learner's tests against are proved too: a
  /// suite must never ask less of the reference than the learner's tests must.
  func proveSuite(of lesson: Lesson, seed: UInt64 = 0) async throws -> Proof {
    let all = workshop.variants(of: lesson, files: files)
    let ownChaffs = all.count { $0.kind == .chaff }
    let own = sampledChaffs(of: all, lesson: lesson, seed: seed)
    let variants = own + plantedVersions(of: lesson)
    let reference = workshop.referenceFiles(of: lesson, files: files)
    let wheats = variants.filter { $0.kind == .wheat }
    let chaffs = variants.filter { $0.kind == .chaff }
    let drawn = own.count { $0.kind == .chaff }
    let sampled =
      own.count < all.count ? " (\(drawn) of its \(ownChaffs), drawn by the commit)" : ""
    var proof = Proof(summary: "")
    var passingWheats = 0
    var caughtChaffs = 0
    // The variants run on as many scratch paths at once as verify has jobs.
    let checker = grader.checker
    let kept = runs.kept
    // A planted bug of a test-writing task is built once for the suite and the reference
    // tests: their run is kept for proveLearnerTests(of:).
    let withReferenceTests =
      kept != nil && checker.hasLearnerTests(lesson, source: .solution)
    let pool = SlotPool(count: runs.jobs)
    let rules = grader.reviewRules
    let results = try await mapInOrder(variants, atOnce: runs.jobs) {
      variant -> Result<(CheckResult, secondRun: String), Patch.Problem> in
      let code: [String: String]
      do throws(Patch.Problem) {
        code = try variant.files(from: reference)
      } catch {
        return .failure(error)
      }
      return .success(
        try await pool.withSlot { slot in
          let isPlanted = variant.name.hasPrefix("\(Workshop.learnerTestsFolder)/")
          let result =
            isPlanted && withReferenceTests
            ? try await checker.check(
              lesson, code: code, learnerTests: .solution, withSuite: true, slot: slot,
              kept: kept)
            : try await checker.check(lesson, code: code, slot: slot)
          let stopped = Reviewer.review(code, lesson: lesson.number, rules: rules)
            .contains(where: \.isEssential)
          guard variant.kind == .chaff, Verdict(of: result) == .passed, !stopped else {
            return (result, "")
          }
          // A race can slip past one run on a busy machine: a chaff that survives runs again.
          return (try await checker.check(lesson, code: code, slot: slot), ", on a second run")
        })
    }
    for (variant, run) in zip(variants, results) {
      let label = "\(variant.kind) \(variant.name)"
      // A chaff is caught by a failing test, or by an essential comment of the reviewer.
      let stops = Self.reviewerStops(variant, reference: reference, lesson: lesson, rules: rules)
      let result: CheckResult
      let secondRun: String
      switch run {
      case .failure(let error):
        proof.problems.append("\(variant.path) cannot be applied to the reference: \(error)")
        continue
      case .success(let run):
        (result, secondRun) = run
      }
      switch (variant.kind, Verdict(of: result)) {
      case (_, .broken(let why)):
        proof.problems.append("\(label) (\(variant.description)) \(why)")
      case (.wheat, .passed):
        passingWheats += 1
        proof.details.append("\(style.pass) \(label): passes all \(result.tests.count) tests")
      case (.wheat, .caught(let how)):
        proof.problems.append(
          "\(label) (\(variant.description)) is correct but the suite rejects it: \(how)")
      case (.chaff, .caught(let how)):
        caughtChaffs += 1
        let also = stops.map { "; the reviewer stops it too, \($0)" } ?? ""
        proof.details.append("\(style.pass) \(label): \(how)\(secondRun)\(also)")
      case (.chaff, .passed) where stops != nil:
        caughtChaffs += 1
        proof.details.append(
          "\(style.pass) \(label): every test passes, but the reviewer stops it, \(stops!)")
      case (.chaff, .passed):
        proof.problems.append(
          "\(label) survives: \(variant.description) No test failed in two runs.")
      }
    }
    let taskCount = Readme(text: files.text(of: workshop.readme(of: lesson)) ?? "").tasks.count
    let neededChaffs = Self.minimumChaffs(taskCount: taskCount)
    if ownChaffs < neededChaffs {
      proof.problems.append(
        "\(ownChaffs) chaff\(ownChaffs == 1 ? "" : "s") in \(workshop.relativePath(workshop.variantsFolder(of: lesson)))/chaffs; a lesson with \(taskCount) task\(taskCount == 1 ? "" : "s") needs at least \(neededChaffs)"
      )
    }
    if wheats.count < Self.minimumWheats {
      proof.problems.append(
        "\(wheats.count) wheat\(wheats.count == 1 ? "" : "s") in \(workshop.relativePath(workshop.variantsFolder(of: lesson)))/wheats; a lesson needs at least \(Self.minimumWheats)"
      )
    }
    let wheatWord = wheats.count == 1 ? "wheat passes" : "wheats pass"
    proof.summary =
      passingWheats == wheats.count
      ? "\(wheats.count) \(wheatWord), \(caughtChaffs) of \(chaffs.count) chaffs caught\(sampled)"
      : "\(passingWheats) of \(wheats.count) \(wheatWord), \(caughtChaffs) of \(chaffs.count) chaffs caught\(sampled)"
    return proof
  }

  /// `variants` with the share ``chaffShare`` of the lesson's chaffs, drawn by `seed` (the
  /// commit's), and every wheat; all of them at 100%.
  func sampledChaffs(of variants: [Variant], lesson: Lesson, seed: UInt64) -> [Variant] {
    guard chaffShare < 100 else { return variants }
    let chaffs = variants.filter { $0.kind == .chaff }
    var generator = SplitMix64(seed: seed ^ UInt64(lesson.number))
    let count = (chaffs.count * chaffShare + 99) / 100
    let kept = Set(chaffs.shuffled(using: &generator).prefix(count).map(\.name))
    return variants.filter { $0.kind != .chaff || kept.contains($0.name) }
  }

  /// Where the reviewer's first essential comment on `variant` is, as "`rule` at file:line",
  /// or nil when it has none.
  static func reviewerStops(
    _ variant: Variant, reference: [String: String], lesson: Lesson, rules: [ReviewRule]
  ) -> String? {
    guard let code = try? variant.files(from: reference) else { return nil }
    return Reviewer.review(code, lesson: lesson.number, rules: rules).first(where: \.isEssential)
      .map {
        "`\($0.rule)` at \($0.file):\($0.line)"
      }
  }

  /// The wheats and chaffs of the code a test-writing task's tests are graded against, when
  /// the lesson keeps its own set of them, named `YourTests/<name>`.
  func plantedVersions(of lesson: Lesson) -> [Variant] {
    let own = workshop.variantsFolder(of: lesson).appending(path: Workshop.learnerTestsFolder)
    guard files.isDirectory(at: own) else { return [] }
    return workshop.variants(of: lesson, forLearnerTests: true, files: files).map { variant in
      var variant = variant
      variant.name = "\(Workshop.learnerTestsFolder)/\(variant.name)"
      return variant
    }
  }

  /// Proves a test-writing task: the reference tests pass on the given code and on every
  /// wheat of it, and catch every chaff of it; the starter's example test passes on the
  /// given code but does not catch every chaff.
  func proveLearnerTests(of lesson: Lesson) async throws -> Proof {
    if let rule = workshop.ownMutantsRule(of: lesson, files: files) {
      return try await proveOwnMutants(of: lesson, rule: rule)
    }
    let readme = Readme(text: files.text(of: workshop.readme(of: lesson)) ?? "")
    let task = readme.learnerTestsTask
    var problems: [String] = []
    if task == nil {
      problems.append("no task in the README names the \(Workshop.learnerTestsFolder) folder")
    }
    let reference = try await grader.checker.gradeLearnerTests(
      of: lesson, source: .solution, task: task, runs: runs)
    for test in reference.tests where test.status != .passed {
      let why = test.failures.flatMap { $0.comments + [$0.message] }.joined(separator: " ")
      problems.append("the reference tests fail \"\(test.displayName)\": \(why)")
    }
    if grader.checker.hasLearnerTests(lesson, source: .lesson) {
      problems += starterFingerprintProblems(of: lesson)
      problems += try await starterExampleProblems(of: lesson)
    } else {
      problems.append(
        "the starter has no \(Workshop.learnerTestsFolder) folder with an example test")
    }
    problems += freedomProblems(of: lesson)
    let variants = workshop.variants(of: lesson, forLearnerTests: true, files: files)
    let wheats = variants.count { $0.kind == .wheat }
    let chaffs = variants.count { $0.kind == .chaff }
    if wheats < Self.minimumWheats || chaffs < Self.minimumChaffs(taskCount: 0) {
      problems.append(
        "the code under the learner's tests has \(wheats) wheats and \(chaffs) chaffs; it needs at least \(Self.minimumWheats) and \(Self.minimumChaffs(taskCount: 0))"
      )
    }
    return Proof(
      summary:
        "reference tests catch \(reference.summary.caught) of \(reference.summary.total) planted bugs",
      problems: problems)
  }

  /// The fingerprint kept of the starter's `YourTests` must be the starter's: else a
  /// learner who has not started would be graded, or one who has would not.
  func starterFingerprintProblems(of lesson: Lesson) -> [String] {
    let file = workshop.starterTestsFingerprintFile(of: lesson)
    return [
      keptFingerprintProblem(
        in: file, kept: files.text(of: file)?.trimmingCharacters(in: .whitespacesAndNewlines),
        actual: grader.checker.testsFingerprint(of: lesson, source: .lesson),
        change: "the starter's example changed")
    ].compactMap { $0 }
  }

  /// The fingerprints kept of `lesson`'s suite and starter must be theirs: else a report would
  /// call a suite as shipped edited, or a lesson the learner never touched started.
  func shippedFingerprintProblems(of lesson: Lesson) -> [String] {
    FingerprintedFiles.allCases.compactMap { kind in
      keptFingerprintProblem(
        in: workshop.shippedFingerprintFile(kind, of: lesson),
        kept: workshop.shippedFingerprint(kind, of: lesson, files: files),
        actual: workshop.fingerprint(kind, of: lesson, files: files), change: kind.change)
    }
  }

  /// What is wrong when the fingerprint `kept` in `file` is not `actual`: it is missing, or
  /// out of date since `change`; with the command that fixes it. Nil when it is right.
  private func keptFingerprintProblem(in file: URL, kept: String?, actual: String, change: String)
    -> String?
  {
    guard kept != actual else { return nil }
    let path = workshop.relativePath(file)
    let state = kept == nil ? "is missing" : "is out of date: \(change)"
    return "\(path) \(state); fix it with: echo \(actual) > \(path)"
  }

  /// The starter's example test must pass on the reference, and miss a planted bug: it
  /// is tried on one chaff after another until one gets past it.
  private func starterExampleProblems(of lesson: Lesson) async throws -> [String] {
    let reference = workshop.referenceFiles(of: lesson, files: files)
    let given = try await grader.checker.check(
      lesson, code: reference, learnerTests: .lesson, kept: runs.kept)
    guard given.allPassed else {
      return ["the starter's example test must build and pass on the given code"]
    }
    let chaffs = workshop.variants(of: lesson, forLearnerTests: true, files: files)
      .filter { $0.kind == .chaff }
    for chaff in chaffs {
      guard let code = try? chaff.files(from: reference) else { continue }
      let run = try await grader.checker.check(
        lesson, code: code, learnerTests: .lesson, kept: runs.kept)
      if run.allPassed {
        return []
      }
    }
    return [
      "the starter's example test already catches every planted bug: the task is done before it starts"
    ]
  }
}
