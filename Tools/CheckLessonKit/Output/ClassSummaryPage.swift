/// The class summary as one web page that loads nothing: the tables of the Markdown summary,
/// a bar chart per lesson in inline SVG, and every learner's state in every lesson, with the
/// learners who edited a suite marked.
struct ClassSummaryPage {
  let summary: ClassSummary
  /// The files that were skipped, and why.
  var skipped: [SkippedReport] = []

  var html: String {
    let learners = summary.learners.count
    let title = "Class summary: \(learners) \(learners == 1 ? "learner" : "learners")"
    var body = ["<h1>\(Self.escape(title))</h1>", notes, "<h2>Lessons</h2>", lessonsTable]
    body += ["<h2>Each lesson, and where the class is stuck</h2>", lessonSections]
    body += ["<h2>Learners</h2>", legend, learnersTable]
    if !skipped.isEmpty {
      body.append("<h2>Skipped files</h2>")
      body.append(
        "<ul>"
          + skipped.map {
            "<li><code>\(Self.escape($0.path))</code>: \(Self.escape($0.reason))</li>"
          }
          .joined() + "</ul>")
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Self.escape(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  // MARK: - Parts

  /// How "not started" was told, and the learners who edited a suite.
  private var notes: String {
    let rule =
      summary.starter.isEstimated
      ? "“Not started” is estimated: a lesson failing with the tests passing that the most learners share among those who pass the fewest. Give <code>--starter</code> a report of the untouched workshop to count exactly."
      : "“Not started”: the lesson fails with exactly the tests passing that the starter passes."
    let edited = summary.learners.count { !$0.editedSuites.isEmpty }
    let mark =
      edited == 0
      ? "No learner edited a lesson’s tests."
      : "\(edited) \(edited == 1 ? "learner" : "learners") edited a lesson’s tests: their results in those lessons, marked ✎, may not be the lessons’."
    return
      "<p class=\"note\">\(rule) A crash or a time-out counts as failing.</p>\n<p class=\"note\">\(mark)</p>"
  }

  private var lessonsTable: String {
    var rows = [
      "<table class=\"counts\"><thead><tr><th>Lesson</th>"
        + ClassSummary.State.allCases.map { "<th class=\"num\">\($0.heading)</th>" }.joined()
        + "<th>Of \(summary.learners.count)</th></tr></thead><tbody>"
    ]
    for lesson in summary.lessons {
      rows.append(
        "<tr><td>\(Self.escape(lesson.heading))</td>"
          + ClassSummary.State.allCases.map { "<td class=\"num\">\(lesson.count($0))</td>" }
          .joined() + "<td>\(stackedBar(lesson))</td></tr>")
    }
    return rows.joined(separator: "\n") + "</tbody></table>"
  }

  /// Each lesson: its bar chart, and the tests that fail for the most learners.
  private var lessonSections: String {
    summary.lessons.map { lesson in
      var html =
        "<section class=\"lesson\"><h3>\(Self.escape(lesson.heading))</h3><div class=\"row\">\(barChart(lesson))"
      if lesson.stuck.isEmpty {
        html += "<p class=\"note\">No test fails for a learner who has started this lesson.</p>"
      } else {
        html +=
          "<table class=\"stuck\"><thead><tr><th>Test</th><th>Task</th><th class=\"num\">Failing for</th></tr></thead><tbody>"
          + lesson.stuck.map {
            "<tr><td>\(Self.escape($0.name))</td><td>\(Self.escape($0.taskLabel))</td><td class=\"num\">\($0.learners)</td></tr>"
          }.joined() + "</tbody></table>"
      }
      return html + "</div></section>"
    }.joined(separator: "\n")
  }

  private var legend: String {
    "<p class=\"legend\">"
      + ClassSummary.State.allCases.map {
        "<span class=\"cell \(Self.cssClass($0))\">\(Self.symbol($0))</span> \($0.heading)"
      }.joined(separator: " &nbsp; ")
      + " &nbsp; <span class=\"cell edited\">✎</span> tests edited</p>"
  }

  private var learnersTable: String {
    let lessons = summary.lessons
    var rows = [
      "<table class=\"learners\"><thead><tr><th>Learner</th>"
        + lessons.map {
          "<th class=\"num\" title=\"\(Self.escape($0.heading))\">\(Lesson.padded($0.number))</th>"
        }.joined() + "<th class=\"num\">Passed</th></tr></thead><tbody>"
    ]
    for learner in summary.learners {
      var cells = ""
      for lesson in lessons {
        guard let state = learner.states[lesson.folder] else {
          cells += "<td></td>"
          continue
        }
        let edited = learner.editedSuites.contains(lesson.folder)
        let tip = "\(lesson.heading): \(state.heading)\(edited ? ", tests edited" : "")"
        cells +=
          "<td class=\"cell \(Self.cssClass(state))\(edited ? " edited" : "")\" title=\"\(Self.escape(tip))\">"
          + "\(Self.symbol(state))\(edited ? "✎" : "")</td>"
      }
      let passed = learner.states.values.count { $0 == .passed }
      let name =
        "\(Self.escape(learner.name))\(learner.editedSuites.isEmpty ? "" : " <span class=\"flag\">✎ tests edited</span>")"
      rows.append(
        "<tr><td title=\"\(Self.escape(learner.path))\">\(name)</td>\(cells)<td class=\"num\">\(passed)</td></tr>"
      )
    }
    return rows.joined(separator: "\n") + "</tbody></table>"
  }

  // MARK: - Charts

  /// A horizontal bar per state, as long as its share of the class, with its count.
  private func barChart(_ lesson: ClassSummary.LessonRow) -> String {
    let states = ClassSummary.State.allCases
    let (labelWidth, barWidth, rowHeight) = (120, 300, 24)
    let height = rowHeight * states.count + 4
    let total = max(summary.learners.count, 1)
    var svg =
      "<svg class=\"chart\" width=\"\(labelWidth + barWidth + 50)\" height=\"\(height)\" viewBox=\"0 0 \(labelWidth + barWidth + 50) \(height)\" role=\"img\" aria-label=\"\(Self.escape(lesson.heading)): "
      + states.map { "\(lesson.count($0)) \($0.heading.lowercased())" }.joined(separator: ", ")
      + "\">"
    for (row, state) in states.enumerated() {
      let count = lesson.count(state)
      let y = row * rowHeight + 2
      let length = count == 0 ? 0 : max(2, barWidth * count / total)
      svg +=
        "<text x=\"\(labelWidth - 8)\" y=\"\(y + 16)\" text-anchor=\"end\">\(state.heading)</text>"
        + "<rect x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(barWidth)\" height=\"\(rowHeight - 6)\" class=\"track\"/>"
        + "<rect x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(length)\" height=\"\(rowHeight - 6)\" class=\"\(Self.cssClass(state))\"/>"
        + "<text x=\"\(labelWidth + barWidth + 8)\" y=\"\(y + 16)\">\(count)</text>"
    }
    return svg + "</svg>"
  }

  /// One bar split into the states' shares, for the lessons table.
  private func stackedBar(_ lesson: ClassSummary.LessonRow) -> String {
    let width = 200
    let total = max(summary.learners.count, 1)
    var svg =
      "<svg class=\"stacked\" width=\"\(width)\" height=\"14\" viewBox=\"0 0 \(width) 14\" aria-hidden=\"true\"><rect width=\"\(width)\" height=\"14\" class=\"track\"/>"
    var x = 0
    for state in ClassSummary.State.allCases {
      let share = width * lesson.count(state) / total
      guard share > 0 else { continue }
      svg += "<rect x=\"\(x)\" width=\"\(share)\" height=\"14\" class=\"\(Self.cssClass(state))\"/>"
      x += share
    }
    return svg + "</svg>"
  }

  // MARK: - Classes, symbols and escaping

  private static func cssClass(_ state: ClassSummary.State) -> String {
    switch state {
    case .passed: "passed"
    case .failing: "failing"
    case .didNotCompile: "broken"
    case .notStarted: "idle"
    }
  }

  private static func symbol(_ state: ClassSummary.State) -> String {
    switch state {
    case .passed: "✔"
    case .failing: "✘"
    case .didNotCompile: "!"
    case .notStarted: "·"
    }
  }

  /// `text` with the characters HTML gives a meaning escaped.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  private static let style = """
    body { font: 15px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1f2328; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; }
    h1 { font-size: 1.6rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #d0d7de; padding-bottom: .3rem; } h3 { margin-bottom: .4rem; }
    table { border-collapse: collapse; margin: .5rem 0 1rem; }
    th, td { border: 1px solid #d0d7de; padding: .3rem .6rem; text-align: left; vertical-align: middle; }
    th { background: #f6f8fa; white-space: nowrap; } .num { text-align: right; font-variant-numeric: tabular-nums; }
    .note { color: #57606a; } code { white-space: nowrap; background: #f6f8fa; padding: 0 .25rem; border-radius: 3px; }
    section.lesson { margin-bottom: 1.2rem; }
    .row { display: grid; grid-template-columns: 480px 1fr; gap: 1rem; align-items: start; } .row table, .row p { margin: 0; } .row table { width: 100%; }
    @media (max-width: 900px) { .row { grid-template-columns: 1fr; } }
    svg text { font: 13px sans-serif; fill: #1f2328; }
    .track { fill: #eaeef2; } .passed { fill: #2da44e; } .failing { fill: #d4a72c; } .broken { fill: #cf222e; } .idle { fill: #8c959f; }
    td.cell { text-align: center; font-weight: bold; color: #fff; padding: .2rem .4rem; min-width: 1.6rem; }
    .cell.passed { background: #2da44e; } .cell.failing { background: #d4a72c; } .cell.broken { background: #cf222e; } .cell.idle { background: #afb8c1; }
    .cell.edited { outline: 3px solid #8250df; outline-offset: -3px; }
    .legend .cell { display: inline-block; text-align: center; color: #fff; font-weight: bold; min-width: 1.4rem; border-radius: 3px; }
    .legend .cell.edited { background: #8250df; outline: none; }
    .flag { color: #8250df; font-size: .85em; white-space: nowrap; }
    table.learners td:first-child { white-space: nowrap; }
    """
}
