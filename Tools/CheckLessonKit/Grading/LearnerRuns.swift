import Synchronization

/// How a check runs versions of a lesson's code: on how many scratch paths at once, and,
/// in verify, with the runs of the reference tests made with the suite.
struct VersionRuns: Sendable {
  /// How many versions are built and run at once, each in a scratch path of its own: one
  /// per core (or `CHECK_LESSON_JOBS`).
  var jobs = Verifier.lessonsAtOnce
  /// Runs of the reference tests that verify made with the suite, to use instead of
  /// building the same version again; none outside verify.
  var kept: LearnerRuns?
  /// Whether a grade by the mutants of the learner's own code tries them: not while the
  /// lesson's suite fails, as each mutant is a build.
  var triesMutants = true
}

/// Runs of a lesson's reference tests that verify made together with its suite, by the
/// version of the code they ran on, so that each planted bug is built once for both.
final class LearnerRuns: Sendable {
  private let runs = Mutex<[String: (code: [String: String], result: CheckResult)]>([:])

  /// The run of `tests` on `code` kept from a run with the suite, if there was one.
  func run(of tests: LessonSource, on code: [String: String]) -> CheckResult? {
    runs.withLock { runs in
      runs[Self.key(tests, code)].flatMap { $0.code == code ? $0.result : nil }
    }
  }

  /// Keeps `result`, the run of `tests` on `code`.
  func keep(_ result: CheckResult, of tests: LessonSource, on code: [String: String]) {
    runs.withLock { $0[Self.key(tests, code)] = (code, result) }
  }

  private static func key(_ tests: LessonSource, _ code: [String: String]) -> String {
    var fingerprint = Fingerprint()
    fingerprint.mix("\(tests)".utf8)
    for path in code.keys.sorted() {
      fingerprint.mix([0])
      fingerprint.mix(path.utf8)
      fingerprint.mix([0])
      fingerprint.mix(code[path]!.utf8)
    }
    return fingerprint.text
  }
}
