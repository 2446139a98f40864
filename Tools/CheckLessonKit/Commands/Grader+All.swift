extension Grader {
  /// Checks every lesson of the learner's code: a table for people, or with `json` the
  /// report for autograding. Succeeds only when every lesson passes.
  func checkAll(json: Bool) async throws -> Int32 {
    // A test-writing task the learner has not started is reported as such, not graded: the
    // example test is the starter's, and a fresh copy's `all` stays quick.
    let results = try await checkTogether(
      workshop.lessons, source: .lesson, gradesUnstartedTests: false)
    if json {
      console.write(try await classReport(of: results).json)
    } else {
      var lines = [style.bold("Every lesson, checked now"), ""]
      for result in results {
        let mark = result.allPassed ? "\(style.pass) passed " : "\(style.fail) failing"
        let counts =
          if case .didNotCompile = result.outcome { "does not compile" } else {
            "\(result.passedCount) of \(result.tests.count)"
          }
        lines.append(tableRow(result.lesson, "\(mark)  \(counts)"))
      }
      let passed = results.count { $0.allPassed }
      lines += ["", "\(passed) of \(results.count) lessons passing."]
      console.write(lines.joined(separator: "\n") + "\n")
    }
    return results.allSatisfy(\.allPassed) ? 0 : 1
  }
}
