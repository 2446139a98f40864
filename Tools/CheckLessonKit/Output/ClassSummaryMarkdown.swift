/// The class summary as Markdown, for the terminal or an issue: a table of the lessons, the
/// tests the class is stuck on, the reports graded otherwise than this workshop grades, and
/// the learners on the roster with no report.
///
/// Every name a report gives is escaped, so that pasted into GitHub it shows as text, never
/// as a link, an image, a mention or HTML.
struct ClassSummaryMarkdown {
  let summary: ClassSummary

  var text: String {
    let learners = summary.learners.count
    var lines = [
      "# Class summary: \(learners) \(learners == 1 ? "learner" : "learners")", "",
      "| Lesson | " + ClassSummary.State.allCases.map(\.heading).joined(separator: " | ") + " |",
      "| --- |" + String(repeating: " ---: |", count: ClassSummary.State.allCases.count),
    ]
    for lesson in summary.lessons {
      let counts = ClassSummary.State.allCases.map { String(lesson.count($0)) }
      lines.append("| \(Self.escaped(lesson.heading)) | " + counts.joined(separator: " | ") + " |")
    }
    lines += ["", notStartedRule]
    lines += [
      "", "## Where the class is stuck", "",
      "Per lesson, the tests that fail for the most learners on the task they are on.", "",
    ]
    let stuck = summary.lessons.filter { !$0.stuck.isEmpty }
    if stuck.isEmpty {
      lines.append("No test fails for a learner who has started its lesson.")
    } else {
      lines += ["| Lesson | Test | Task | Failing for |", "| --- | --- | --- | ---: |"]
      for lesson in stuck {
        for test in lesson.stuck {
          lines.append(
            "| \(Self.escaped(lesson.heading)) | \(Self.escaped(test.name)) | \(Self.escaped(test.taskLabel)) | \(test.learners) |"
          )
        }
      }
    }
    let edited = summary.learners.filter { !$0.editedSuites.isEmpty }
    if !edited.isEmpty {
      lines += [
        "", "## Edited suites", "",
        "These learners' tests differ from this workshop's, so their results may not be the lessons':",
        "",
      ]
      for learner in edited {
        let folders = learner.editedSuites.map { Self.escaped("Tests/\($0)Tests") }
        lines.append("- \(Self.escaped(learner.name)): \(folders.joined(separator: ", "))")
      }
    }
    let others = summary.learners.filter { $0.otherGrader != nil }
    if !others.isEmpty {
      lines += [
        "", "## Other grader versions", "",
        "These reports were made by another version of the grader than this one, \(summary.reference.graderVersion), which may grade the same code differently:",
        "",
      ]
      for learner in others {
        lines.append(
          "- \(Self.escaped(learner.name)): \(Self.escaped(learner.otherGrader ?? ""))")
      }
    }
    if !summary.unreported.isEmpty {
      lines += ["", "## No report", "", "These learners on the roster have no report:", ""]
      for learner in summary.unreported {
        let note = learner.hasStarterReport ? " (their report shows no lesson started)" : ""
        lines.append("- \(Self.escaped(learner.name))\(note)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// How "not started" was told, as a sentence or two.
  private var notStartedRule: String {
    var rules: [String] = []
    if summary.judgesByFingerprint || !summary.judgesByPassingTests {
      rules.append("Not started: the lesson's files are the starter's, by their fingerprint.")
    }
    if summary.judgesByPassingTests {
      let rule =
        summary.starter.isEstimated
        ? "failing with the starter's tests passing, estimated from the reports (give --starter for an exact count)."
        : "failing with exactly the starter's tests passing."
      rules.append(
        summary.judgesByFingerprint
          ? "In reports without fingerprints, from graders before 1.3.0: \(rule)"
          : "Not started: \(rule)")
    }
    return rules.joined(separator: " ")
  }

  /// `text` as Markdown that GitHub shows as that very text, on one line, and never as a
  /// link, an image, a mention, an issue reference, HTML or formatting:
  ///
  /// - a backslash before each character that Markdown gives a meaning inside a line,
  ///   `` \ ` * _ { } [ ] ( ) < > | ~ ! # & $ ``, before a `-` or `+` that starts it, and
  ///   before the `:` of `://` and the `.` of `www.`, which GitHub would make links;
  /// - a zero-width space after each `@` and `#`: GitHub finds mentions and issue
  ///   references in the text it has rendered, where a backslash is gone;
  /// - a space for each line break, tab or other control character.
  static func escaped(_ text: String) -> String {
    let characters = Array(plain(text))
    var escaped = ""
    for (index, character) in characters.enumerated() {
      if meaningful.contains(character)
        || (index == 0 && (character == "-" || character == "+"))
        || (character == ":" && characters[(index + 1)...].first == "/")
        || (character == "." && String(characters[..<index].suffix(3)).lowercased() == "www")
      {
        escaped.append("\\")
      }
      escaped.append(character)
      if character == "@" || character == "#" { escaped.append("\u{200B}") }
    }
    return escaped
  }

  /// The characters Markdown, or GitHub's, gives a meaning anywhere in a line.
  private static let meaningful = Set("\\`*_{}[]()<>|~!#&$")

  /// `text` on one line, with a space for each line break, tab or other control character,
  /// fit to print on a terminal.
  static func plain(_ text: String) -> String {
    String(
      text.map { character in
        character.unicodeScalars.contains { $0.properties.generalCategory == .control }
          ? " " : character
      })
  }
}
