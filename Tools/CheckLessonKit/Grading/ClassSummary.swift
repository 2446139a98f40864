/// What a class's `all --json` reports say together: per lesson, how many learners are in
/// each state and which tests fail for the most of them, and who edited a suite.
struct ClassSummary {
  /// Where a learner is in one lesson.
  enum State: CaseIterable {
    case passed, failing, didNotCompile, notStarted

    /// The state's name in a table heading.
    var heading: String {
      switch self {
      case .passed: "Passed"
      case .failing: "Failing"
      case .didNotCompile: "Did not compile"
      case .notStarted: "Not started"
      }
    }
  }

  /// One lesson across the class.
  struct LessonRow {
    var number: Int
    var folder: String
    var title: String
    /// How many learners are in each state.
    var counts: [State: Int]
    /// The tests that fail for the most learners who started the lesson, most first.
    var stuck: [StuckTest]

    /// The lesson's number as two digits and its title, such as "03 Default implementations".
    var heading: String { "\(Lesson.padded(number)) \(title)" }

    /// How many learners are in `state`.
    func count(_ state: State) -> Int { counts[state, default: 0] }

    /// The lesson as the learners' `entries` of it show it.
    init(entries: [LearnerReport.LessonEntry], starter: StarterBaseline) {
      number = entries.first?.number ?? 0
      folder = entries.first?.folder ?? ""
      title = entries.first?.title ?? ""
      counts = [:]
      var failing: [StuckTest] = []
      var places: [String: Int] = [:]
      for entry in entries {
        let state = ClassSummary.state(of: entry, starter: starter)
        counts[state, default: 0] += 1
        guard state == .failing else { continue }
        for test in entry.tests where ["failed", "unfinished"].contains(test.status) {
          let key = "\(test.task ?? 0) \(test.name)"
          if let place = places[key] {
            failing[place].learners += 1
          } else {
            places[key] = failing.count
            failing.append(
              StuckTest(name: test.name, task: test.task, taskTitle: test.taskTitle, learners: 1))
          }
        }
      }
      // The most learners first; among as many, the order in which the reports show them.
      stuck = Array(
        failing.enumerated()
          .sorted { ($1.element.learners, $0.offset) < ($0.element.learners, $1.offset) }
          .map(\.element).prefix(ClassSummary.stuckTestsShown))
    }
  }

  /// A test that fails for several learners, and its task.
  struct StuckTest: Equatable {
    var name: String
    var task: Int?
    var taskTitle: String?
    var learners: Int

    /// The task as "4: Refuse font sizes out of range", "4" in older reports, or "".
    var taskLabel: String {
      guard let task else { return "" }
      return taskTitle.map { "\(task): \($0)" } ?? "\(task)"
    }
  }

  /// One learner across the lessons.
  struct LearnerRow {
    var name: String
    var path: String
    /// The learner's state in each lesson, by folder.
    var states: [String: State]
    /// The folders of the lessons whose suite the learner edited.
    var editedSuites: [String]

    /// The learner as their `report` shows them.
    init(report: LearnerReport, starter: StarterBaseline) {
      name = report.learner
      path = report.path
      states = Dictionary(
        report.report.lessons.map { ($0.folder, ClassSummary.state(of: $0, starter: starter)) },
        uniquingKeysWith: { first, _ in first })
      editedSuites = report.report.lessons.filter { $0.suiteEdited == true }.map(\.folder)
    }
  }

  /// How many tests the class is stuck on are shown per lesson.
  static let stuckTestsShown = 3

  var lessons: [LessonRow]
  var learners: [LearnerRow]
  /// What "not started" was measured against.
  var starter: StarterBaseline

  /// Sums up `reports`, telling learners who have not started a lesson by `starter`.
  init(reports: [LearnerReport], starter: StarterBaseline) {
    self.starter = starter
    learners = reports.map { LearnerRow(report: $0, starter: starter) }
    var entries: [String: [LearnerReport.LessonEntry]] = [:]
    for report in reports {
      for entry in report.report.lessons { entries[entry.folder, default: []].append(entry) }
    }
    lessons = entries.values.map { LessonRow(entries: $0, starter: starter) }
      .sorted { ($0.number, $0.folder) < ($1.number, $1.folder) }
  }

  /// Where a learner is in a lesson, by its report: a crash, a time-out and a run without
  /// tests count as failing.
  static func state(of entry: LearnerReport.LessonEntry, starter: StarterBaseline) -> State {
    switch entry.status {
    case "passed": .passed
    case "didNotCompile": .didNotCompile
    case _ where starter.showsStarter(entry): .notStarted
    default: .failing
    }
  }
}
