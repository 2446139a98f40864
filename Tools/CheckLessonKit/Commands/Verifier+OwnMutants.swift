import Foundation

extension Verifier {
  /// The share of the reference's mutants its own tests must kill, in percent: more than a
  /// learner must, so that the threshold can be reached. The record of the lesson's mutation
  /// sweep, which tries every mutant, shows it.
  static let referenceKillShare = 95

  /// How many mutants that compile verify tries for each version of the code and tests:
  /// fewer than a learner's grade, drawn by the code as the learner's sample is, so that a
  /// version meets the same mutants on every run.
  static let ownMutantsSample = 10

  /// The folder of tests that check only the happy path, which must score below the
  /// threshold: proof that the score tells thorough tests from weak ones.
  func weakTestsFolder(of lesson: Lesson) -> URL {
    workshop.variantsFolder(of: lesson).appending(path: "weak-tests")
  }

  /// Proves a test-writing task graded by the mutants of the learner's own code: the
  /// reference tests kill at least ``referenceKillShare`` percent of the reference's mutants
  /// by the sweep's record and pass the task; the tests of every wheat (a correct version of
  /// another design, with tests of its own) pass it on the wheat; the weak tests do not, and
  /// neither does the starter's example.
  func proveOwnMutants(of lesson: Lesson, rule: OwnMutantsRule) async throws -> Proof {
    let checker = grader.checker
    let readme = Readme(text: files.text(of: workshop.readme(of: lesson)) ?? "")
    let task = readme.learnerTestsTask
    var problems: [String] = []
    var details: [String] = []
    if task == nil {
      problems.append("no task in the README names the \(Workshop.learnerTestsFolder) folder")
    }
    let reference = workshop.referenceFiles(of: lesson, files: files)
    let tests = Workshop.learnerTestsFolder
    // The mutants of the reference and the wheats that no test can tell from them.
    let equivalents = Set(
      EquivalentMutants(text: files.text(of: workshop.equivalentMutantsFile(of: lesson)) ?? "")
        .reasons.keys)
    func grade(_ code: [String: String], counting all: Bool = false) async throws
      -> LearnerTestsGrade
    {
      try await checker.ownMutantsGrade(
        of: lesson, code: code, testsFolder: tests, task: task, rule: rule, runs: runs,
        equivalents: all ? [] : equivalents, sample: Self.ownMutantsSample, progress: { _ in })
    }
    func share(_ grade: LearnerTestsGrade) -> String {
      "\(grade.summary.caught) of \(grade.summary.total)"
    }
    func failures(_ grade: LearnerTestsGrade) -> String {
      grade.tests.filter { $0.status != .passed }
        .flatMap { $0.failures.flatMap { [$0.message] + $0.comments } }.joined(separator: " ")
    }

    let sweep = MutationSweep(workshop: workshop, checker: checker, files: files)
    var swept = "no record of the sweep"
    if let record = sweep.record(of: lesson) {
      let killed = record.count(.killed)
      let counted = killed + record.count(.survived)
      swept = "reference tests kill \(killed) of \(counted) mutants of the reference"
      if counted == 0 || killed * 100 < Self.referenceKillShare * counted {
        problems.append(
          "the reference tests must kill \(Self.referenceKillShare)% of the reference's mutants that compile and are not equivalent; the sweep's record says \(killed) of \(counted)"
        )
      }
    }
    let own = try await grade(reference)
    details.append("reference tests kill \(share(own)) of a sample")
    if !own.tests.allSatisfy({ $0.status == .passed }) {
      problems.append("the reference tests do not pass the task: \(failures(own))")
    }

    var wheatCount = 0
    for wheat in workshop.variants(of: lesson, files: files) where wheat.kind == .wheat {
      guard let code = try? wheat.files(from: reference) else { continue }
      wheatCount += 1
      let graded = try await grade(code)
      details.append("wheat \(wheat.name): its tests kill \(share(graded)) of a sample")
      if !graded.tests.allSatisfy({ $0.status == .passed }) {
        problems.append(
          "the tests of wheat \(wheat.name) do not pass the task: \(failures(graded))")
      }
    }
    if wheatCount < Self.minimumWheats {
      problems.append(
        "the lesson has \(wheatCount) wheats of its own design; it needs \(Self.minimumWheats)")
    }

    let weakFolder = weakTestsFolder(of: lesson)
    let weakFiles = files.files(under: weakFolder).filter { $0.hasSuffix(".swift") }
    if weakFiles.isEmpty {
      problems.append("\(workshop.relativePath(weakFolder)) holds no weak tests to prove the score")
    } else {
      var code = reference.filter { !Workshop.isLearnerTest($0.key) }
      for path in weakFiles {
        code["\(tests)/\(path)"] = files.text(of: weakFolder.appending(path: path))
      }
      let weak = try await grade(code, counting: true)
      details.append("weak tests kill \(share(weak)) of a sample")
      if weak.tests.last?.status == .passed {
        problems.append(
          "the weak tests reach the threshold: the score does not tell them from thorough ones")
      }
      if weak.tests.first?.status != .passed {
        problems.append("the weak tests must pass on the reference: \(failures(weak))")
      }
    }

    problems += starterFingerprintProblems(of: lesson)
    var starterRule = rule
    starterRule.sample = Self.ownMutantsSample
    let starter = try await checker.ownMutantsGrade(
      of: lesson, source: .lesson, task: task, rule: starterRule, runs: runs, progress: { _ in })
    details.append(
      "the starter's example: \(starter.summary.count) tests, kill \(share(starter)) of a sample")
    if starter.tests.allSatisfy({ $0.status == .passed }) {
      problems.append(
        "the starter's example test already passes the task: it is done before it starts")
    }
    return Proof(
      summary: swept,
      details: details, problems: problems)
  }
}
