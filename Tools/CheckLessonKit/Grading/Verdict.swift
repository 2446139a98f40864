/// What one run of a version of a lesson's code showed: the one rule that decides whether
/// a wheat passes, a chaff or a mutant is caught, and a learner's tests catch a planted bug.
enum Verdict: Equatable, Sendable {
  /// Every test passed.
  case passed
  /// At least one test failed, or the run crashed or timed out while testing: how, in words.
  case caught(String)
  /// The run proves nothing, since it did not build or ran no test: why.
  case broken(String)

  init(of result: CheckResult) {
    let failing = result.tests.filter { $0.status == .failed || $0.status == .unfinished }
    let named = { (tests: [TestResult]) -> String in
      let names = tests.prefix(3).map { "\"\($0.displayName)\"" }.joined(separator: ", ")
      return tests.count > 3 ? "\(names) and \(tests.count - 3) more" : names
    }
    switch result.outcome {
    case .ran where result.allPassed:
      self = .passed
    case .ran where failing.isEmpty:
      self = .caught("the suite recorded an issue outside any test")
    case .ran:
      self = .caught("fails \(named(failing))")
    case .crashed:
      self = .caught(
        failing.isEmpty ? "crashes the test run" : "crashes the test run in \(named(failing))")
    case .timedOut(whileBuilding: false):
      self = .caught(
        failing.isEmpty ? "makes the tests time out" : "makes \(named(failing)) time out")
    case .timedOut(whileBuilding: true):
      self = .broken("did not finish building in time")
    case .didNotCompile(let errors):
      let first = errors.first.map { ": \($0.file):\($0.line): \($0.message)" } ?? ""
      self = .broken("does not compile\(first)")
    case .noTests:
      self = .broken("ran no test")
    }
  }

  /// Whether the run caught the version: a test failed, or it crashed or timed out.
  var isCaught: Bool {
    if case .caught = self { true } else { false }
  }
}
