/// The class summary as one web page that loads nothing: every learner's state in every
/// lesson first, in a table to sort and filter (by a small inline script; without it, the
/// table stays as it is) with where each learner is; then the tables of the Markdown
/// summary, and a bar chart per lesson in inline SVG.
struct ClassSummaryPage {
  let summary: ClassSummary
  /// The files that were skipped, and why.
  var skipped: [SkippedReport] = []

  var html: String {
    let learners = summary.learners.count
    let title = "Class summary: \(learners) \(learners == 1 ? "learner" : "learners")"
    var body = ["<h1>\(Self.escape(title))</h1>", notes]
    body += ["<h2>Learners</h2>", legend, filter, learnersTable]
    body += ["<h2>Lessons</h2>", lessonsTable]
    body += ["<h2>Each lesson, and where the class is stuck</h2>", lessonSections]
    if !summary.unreported.isEmpty {
      body.append("<h2>No report</h2>")
      body.append("<p>These learners on the roster have no report:</p>")
      body.append(
        "<ul>"
          + summary.unreported.map {
            "<li>\(Self.escape($0.name))\($0.hasStarterReport ? " (their report shows no lesson started)" : "")</li>"
          }.joined() + "</ul>")
    }
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
      <script>\(Self.script)</script>
      </body>
      </html>

      """
  }

  // MARK: - Parts

  /// How "not started" was told, and the reports to check: suites edited, other graders.
  private var notes: String {
    var rules: [String] = []
    if summary.judgesByFingerprint || !summary.judgesByPassingTests {
      rules.append("“Not started”: the lesson’s files are the starter’s, by their fingerprint.")
    }
    if summary.judgesByPassingTests {
      let rule =
        summary.starter.isEstimated
        ? "a lesson failing with the tests passing that the most learners share among those who pass the fewest (estimated: give <code>--starter</code> a report of the untouched workshop to count exactly)."
        : "the lesson fails with exactly the tests passing that the starter passes."
      rules.append(
        summary.judgesByFingerprint
          ? "In reports without fingerprints, from graders before 1.3.0: \(rule)"
          : "“Not started”: \(rule)")
    }
    let edited = summary.learners.count { !$0.editedSuites.isEmpty }
    let mark =
      edited == 0
      ? "No learner’s tests differ from this workshop’s."
      : "\(edited) \(edited == 1 ? "learner’s" : "learners’") tests differ from this workshop’s: their results in those lessons, marked ✎, may not be the lessons’."
    var lines = [
      "<p class=\"note\">\(rules.joined(separator: " ")) A crash or a time-out counts as failing.</p>",
      "<p class=\"note\">\(mark)</p>",
    ]
    let others = summary.learners.count { $0.otherGrader != nil }
    if others > 0 {
      lines.append(
        "<p class=\"note\">\(others) \(others == 1 ? "report was" : "reports were") made by another version of the grader than this one, \(Self.escape(summary.reference.graderVersion)), which may grade the same code differently: marked ⚠.</p>"
      )
    }
    return lines.joined(separator: "\n")
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

  /// The box that filters the learners, shown by the script.
  private var filter: String {
    "<p><input type=\"search\" id=\"filter\" hidden placeholder=\"Filter: a name, a test, a task…\" aria-label=\"Filter the learners\"></p>"
  }

  private var learnersTable: String {
    let lessons = summary.lessons
    var rows = [
      "<table class=\"learners\"><thead><tr><th>Learner</th>"
        + lessons.map {
          "<th class=\"num\" title=\"\(Self.escape($0.heading))\">\(Lesson.padded($0.number))</th>"
        }.joined()
        + "<th class=\"num\">Passed</th><th class=\"num\">Points</th><th>Report</th><th>Where they are</th></tr></thead><tbody>"
    ]
    for learner in summary.learners {
      let states = learner.states
      var cells = ""
      for lesson in lessons {
        guard let state = states[lesson.folder] else {
          cells += "<td data-sort=\"-1\"></td>"
          continue
        }
        let edited = learner.editedSuites.contains(lesson.folder)
        let tip = "\(lesson.heading): \(state.heading)\(edited ? ", tests edited" : "")"
        cells +=
          "<td class=\"cell \(Self.cssClass(state))\(edited ? " edited" : "")\" title=\"\(Self.escape(tip))\" data-sort=\"\(Self.rank(state))\">"
          + "\(Self.symbol(state))\(edited ? "✎" : "")</td>"
      }
      let passed = states.values.count { $0 == .passed }
      var flags = ""
      if !learner.editedSuites.isEmpty { flags += " <span class=\"flag\">✎ tests edited</span>" }
      if let other = learner.otherGrader {
        flags += " <span class=\"flag\">⚠ grader \(Self.escape(other))</span>"
      }
      let name = Self.escape(learner.name)
      rows.append(
        "<tr><td title=\"\(Self.escape(learner.path))\" data-sort=\"\(Self.escape(learner.name.lowercased()))\">\(name)\(flags)</td>\(cells)"
          + "<td class=\"num\">\(passed)</td><td class=\"num\">\(learner.points)</td>"
          + "<td class=\"date\">\(Self.escape(learner.ranAt ?? ""))</td>\(drillDown(learner))</tr>"
      )
    }
    return rows.joined(separator: "\n") + "</tbody></table>"
  }

  /// The cell that says where `learner` is, and opens onto each lesson that is not done or
  /// has a test-writing task: the task they are on, the first test failing on it, the
  /// compiler's first error, the planted bugs caught.
  private func drillDown(_ learner: ClassSummary.LearnerRow) -> String {
    let headings = Dictionary(
      summary.lessons.map { ($0.folder, $0.heading) }, uniquingKeysWith: { first, _ in first })
    func heading(_ folder: String) -> String { headings[folder] ?? folder }
    let now: String
    let order: String
    if let (folder, lesson) = learner.currentLesson.map({ ($0.folder, $0.lesson) }) {
      // By lesson, then by task: the learners furthest behind first.
      let number = summary.lessons.first { $0.folder == folder }?.number ?? 0
      order = String(number * 1000 + (lesson.taskNumber ?? 0))
      switch lesson.state {
      case .notStarted: now = "Next: \(heading(folder))"
      case .didNotCompile: now = "\(heading(folder)): does not compile"
      default: now = lesson.task.map { "\(heading(folder)), task \($0)" } ?? heading(folder)
      }
    } else {
      order = "1000000"
      now = "Every lesson passed"
    }
    var items: [String] = []
    for (folder, lesson) in learner.lessons {
      var facts: [String] = []
      if let task = lesson.task { facts.append("on task \(Self.escape(task))") }
      if let test = lesson.firstFailingTest {
        facts.append("first failing test: “\(Self.escape(test))”")
      }
      if let review = lesson.review {
        facts.append("the reviewer stops it: \(Self.escape(review))")
      }
      if let error = lesson.compileError {
        facts.append("does not compile: <code>\(Self.escape(error))</code>")
      }
      if let bugs = lesson.plantedBugs {
        facts.append("planted bugs caught: \(bugs.caught) of \(bugs.total)")
      }
      guard !facts.isEmpty || [.failing, .didNotCompile].contains(lesson.state) else { continue }
      items.append(
        "<li>\(Self.escape(heading(folder))) (\(lesson.state.heading.lowercased()))"
          + (facts.isEmpty ? "" : ": " + facts.joined(separator: "; ")) + "</li>")
    }
    var report = "Report: <code>\(Self.escape(learner.path))</code>"
    if let ranAt = learner.ranAt { report += ", made \(Self.escape(ranAt))" }
    if let commit = learner.commit {
      report += ", commit <code>\(Self.escape(String(commit.prefix(12))))</code>"
    }
    if let other = learner.otherGrader { report += ", by grader \(Self.escape(other))" }
    items.append("<li>\(report)</li>")
    return
      "<td class=\"now\" data-sort=\"\(order)\"><details><summary>\(Self.escape(now))</summary><ul>\(items.joined())</ul></details></td>"
  }

  /// A state's place when the learners are sorted by a lesson: passed last when ascending.
  private static func rank(_ state: ClassSummary.State) -> Int {
    switch state {
    case .notStarted: 0
    case .didNotCompile: 1
    case .failing: 2
    case .passed: 3
    }
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
    table.learners th[tabindex] { cursor: pointer; } table.learners th[aria-sort=ascending]::after { content: " ▲"; } table.learners th[aria-sort=descending]::after { content: " ▼"; }
    td.date { white-space: nowrap; font-size: .85em; } td.now { min-width: 16rem; } td.now ul { margin: .3rem 0; padding-left: 1.2rem; } summary { cursor: pointer; }
    #filter { width: 100%; max-width: 28rem; padding: .3rem .5rem; font: inherit; }
    """

  /// Sorts the learners by the column whose heading is clicked (again: the other way), and
  /// shows only the learners whose row holds every word typed in the filter box.
  private static let script = #"""
    (() => {
      const table = document.querySelector("table.learners");
      const body = table.tBodies[0];
      const rows = Array.from(body.rows);
      const filter = document.getElementById("filter");
      filter.hidden = false;
      filter.addEventListener("input", () => {
        const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
        for (const row of rows) {
          const text = row.textContent.toLowerCase();
          row.hidden = !words.every((word) => text.includes(word));
        }
      });
      const headings = Array.from(table.tHead.rows[0].cells);
      headings.forEach((heading, column) => {
        heading.tabIndex = 0;
        const sort = () => {
          const ascending = heading.getAttribute("aria-sort") !== "ascending";
          headings.forEach((other) => other.removeAttribute("aria-sort"));
          heading.setAttribute("aria-sort", ascending ? "ascending" : "descending");
          const key = (row) => row.cells[column].dataset.sort ?? row.cells[column].textContent;
          rows.sort((a, b) => {
            const [x, y] = [key(a), key(b)];
            const numbers = x !== "" && y !== "" && !isNaN(x) && !isNaN(y);
            const order = numbers ? x - y : x.localeCompare(y);
            return ascending ? order : -order;
          });
          body.append(...rows);
        };
        heading.addEventListener("click", sort);
        heading.addEventListener("keydown", (event) => {
          if (event.key === "Enter") sort();
        });
      });
    })();
    """#
}
