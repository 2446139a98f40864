/// The class summary as Markdown, for the terminal or an issue: a table of the lessons, the
/// tests the class is stuck on, and the learners who edited a suite.
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
      lines.append("| \(Self.cell(lesson.heading)) | " + counts.joined(separator: " | ") + " |")
    }
    lines += [
      "",
      summary.starter.isEstimated
        ? "Not started: failing with the starter's tests passing, estimated from the reports (give --starter for an exact count)."
        : "Not started: failing with exactly the starter's tests passing.",
    ]
    lines += ["", "## Where the class is stuck", ""]
    let stuck = summary.lessons.filter { !$0.stuck.isEmpty }
    if stuck.isEmpty {
      lines.append("No test fails for a learner who has started its lesson.")
    } else {
      lines += ["| Lesson | Test | Task | Failing for |", "| --- | --- | --- | ---: |"]
      for lesson in stuck {
        for test in lesson.stuck {
          lines.append(
            "| \(Self.cell(lesson.heading)) | \(Self.cell(test.name)) | \(Self.cell(test.taskLabel)) | \(test.learners) |"
          )
        }
      }
    }
    let edited = summary.learners.filter { !$0.editedSuites.isEmpty }
    if !edited.isEmpty {
      lines += [
        "", "## Edited suites", "",
        "These learners' tests differ from the committed ones, so their results may not be the lessons':",
        "",
      ]
      for learner in edited {
        let folders = learner.editedSuites.map { "`Tests/\($0)Tests`" }.joined(separator: ", ")
        lines.append("- \(Self.inline(learner.name)): \(folders)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` fit for a table cell: on one line, with its pipes escaped.
  static func cell(_ text: String) -> String {
    inline(text).replacing("|", with: "\\|")
  }

  /// `text` on one line.
  static func inline(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
