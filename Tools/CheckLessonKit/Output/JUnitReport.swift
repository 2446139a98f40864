/// The report of `all --format junit`: JUnit XML, with a test suite per lesson and a test
/// case per test, as CI servers and test reporters read it.
struct JUnitReport {
  let report: ClassReport

  var xml: String {
    let suites = report.lessons.map(Self.suite)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"Testable Swift\"\(Self.counts(suites.flatMap(\.cases)))>",
    ]
    for suite in suites {
      lines.append(
        "  <testsuite name=\"\(Self.attribute(suite.name))\"\(Self.counts(suite.cases))>")
      for testCase in suite.cases {
        let opening =
          "    <testcase classname=\"\(Self.attribute(suite.name))\" "
          + "name=\"\(Self.attribute(testCase.name))\""
        guard let finding = testCase.finding else {
          lines.append(opening + "/>")
          continue
        }
        lines.append(opening + ">")
        lines.append("      " + finding.element)
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One lesson: its heading and its test cases.
  struct Suite {
    var name: String
    var cases: [Case]
  }

  /// One test case, and why it did not pass, if it did not.
  struct Case {
    var name: String
    var finding: Finding?
  }

  /// Why a test case did not pass.
  enum Finding {
    /// A test that failed: its first failure's message, and every failure in full.
    case failure(message: String, text: String)
    /// A run that went wrong: the lesson did not compile, or the run crashed or hung.
    case error(message: String, text: String)
    /// A test that was skipped, or that the run never reached.
    case skipped

    /// The finding as the element in its test case.
    var element: String {
      switch self {
      case .failure(let message, let text):
        "<failure message=\"\(JUnitReport.attribute(message))\">\(JUnitReport.text(text))</failure>"
      case .error(let message, let text):
        "<error message=\"\(JUnitReport.attribute(message))\">\(JUnitReport.text(text))</error>"
      case .skipped: "<skipped/>"
      }
    }
  }

  /// The suite of one lesson of the report.
  private static func suite(_ lesson: ClassReport.LessonEntry) -> Suite {
    var cases = lesson.tests.map { test in
      let finding: Finding? =
        switch test.status {
        case "passed": nil
        case "failed":
          .failure(
            message: test.failures.first?.message ?? "The test failed",
            text: test.failures.map(describe).joined(separator: "\n\n"))
        case "unfinished":
          .error(
            message: "The run ended during this test",
            text: "The test was running when the run crashed or took too long.")
        default: .skipped
        }
      return Case(name: test.name, finding: finding)
    }
    // A run that did not end normally is an error of the lesson, whatever its tests say.
    let problem: String? =
      switch lesson.status {
      case "didNotCompile": "The lesson does not compile"
      case "crashed": "The tests crashed"
      case "timedOut": "The run took longer than the time limit"
      case "noTests": "The run ran no test"
      default: nil
      }
    if let problem {
      let errors = lesson.compileErrors.map { "\($0.file):\($0.line): \($0.message)" }
      cases.append(
        Case(
          name: "The lesson builds and its tests run",
          finding: .error(message: problem, text: errors.joined(separator: "\n"))))
    }
    let stopped = lesson.essentialReview
    if !stopped.isEmpty {
      cases.append(
        Case(
          name: "The reviewer has no essential comment",
          finding: .failure(
            message: "A reviewer would stop the lesson",
            text: stopped.map(\.text).joined(separator: "\n"))))
    }
    let heading = "Lesson \(Lesson.padded(lesson.number)): \(lesson.title)"
    return Suite(name: heading, cases: cases)
  }

  /// A failure as the learner's report shows it: its comments, its message and its place.
  private static func describe(_ failure: TestFailure) -> String {
    var lines = failure.comments + [failure.message]
    if let location = failure.location { lines.append("at \(location)") }
    return lines.joined(separator: "\n")
  }

  /// The attributes that count `cases`: how many there are, fail, went wrong or were skipped.
  private static func counts(_ cases: [Case]) -> String {
    var (failures, errors, skipped) = (0, 0, 0)
    for testCase in cases {
      switch testCase.finding {
      case .failure: failures += 1
      case .error: errors += 1
      case .skipped: skipped += 1
      case nil: break
      }
    }
    return
      " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
  }

  /// `text` as an attribute's value: escaped, its line breaks and tabs kept as references.
  static func attribute(_ text: String) -> String { escaped(text, inAttribute: true) }

  /// `text` as an element's content, escaped.
  static func text(_ text: String) -> String { escaped(text, inAttribute: false) }

  /// `text` with the five special characters escaped (and in an attribute, line breaks and
  /// tabs too), and the characters XML 1.0 forbids, such as most control characters, left out.
  private static func escaped(_ text: String, inAttribute: Bool) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\t", "\n", "\r":
        if inAttribute {
          escaped += "&#\(scalar.value);"
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      case "\u{20}"..."\u{D7FF}", "\u{E000}"..."\u{FFFD}", "\u{10000}"...:
        escaped.unicodeScalars.append(scalar)
      default: break
      }
    }
    return escaped
  }
}
