import Foundation

/// What a class's `all --json` reports say together: per lesson, how many learners are in
/// each state and which tests fail for the most of them on the task they are on; per
/// learner, where they are in each lesson, and whether their report was graded as this
/// workshop grades.
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

  /// What `class` compares each report with: its own grader's version, and the fingerprints
  /// of its own workshop's suites.
  struct Reference {
    var graderVersion = Grader.version
    /// The fingerprint of each lesson's suite, by folder; none outside a workshop.
    var suiteFingerprints: [String: String] = [:]

    init(graderVersion: String = Grader.version, suiteFingerprints: [String: String] = [:]) {
      self.graderVersion = graderVersion
      self.suiteFingerprints = suiteFingerprints
    }

    /// This grader, and the suites of `workshop` as they are.
    init(workshop: Workshop, files: any FileSystemAccessing) {
      suiteFingerprints = Dictionary(
        workshop.lessons.map { ($0.folder, workshop.fingerprint(.suite, of: $0, files: files)) },
        uniquingKeysWith: { first, _ in first })
    }
  }

  /// One lesson across the class.
  struct LessonRow {
    var number: Int
    var folder: String
    var title: String
    /// How many learners are in each state.
    var counts: [State: Int]
    /// The tests that fail for the most learners on the task they are on, most first.
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
        // A test of a later task fails for everyone who has not reached it: it is not where
        // the learner is stuck.
        for test in entry.failingOnCurrentTask {
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
    var taskLabel: String { ClassSummary.taskLabel(task, taskTitle) }
  }

  /// Where one learner is in one lesson, for the drill-down.
  struct LearnerLesson {
    var state: State
    /// The lesson's points, as Gradescope's `results.json` scores it.
    var points: Int
    /// The task the learner is on, as "2: Throw containerUnavailable for a missing folder".
    var task: String?
    /// The number of that task.
    var taskNumber: Int?
    /// The first test that fails on that task.
    var firstFailingTest: String?
    /// The first of the compiler's errors, as "file:line: message".
    var compileError: String?
    /// How many of the planted bugs the learner's tests caught, in a test-writing task they
    /// started.
    var plantedBugs: (caught: Int, total: Int)?
    /// The reviewer's first essential comment, which keeps a lesson whose tests pass failing.
    var review: String?

    init(entry: LearnerReport.LessonEntry, state: State) {
      self.state = state
      points = entry.points.score
      if state == .failing {
        let failing = entry.failingOnCurrentTask.first
        taskNumber = entry.currentTask
        task = entry.currentTask.map { ClassSummary.taskLabel($0, failing?.taskTitle) }
        firstFailingTest = failing?.name
      }
      review = entry.review?.first(where: \.isEssential)?.text
      compileError = entry.compileErrors?.first.map { "\($0.file):\($0.line): \($0.message)" }
      if let writing = entry.testWriting, writing.started != false {
        plantedBugs = (writing.plantedBugs.caught, writing.plantedBugs.total)
      }
    }
  }

  /// One learner across the lessons.
  struct LearnerRow {
    var name: String
    var path: String
    /// Each lesson of the report, by folder, in its order.
    var lessons: [(folder: String, lesson: LearnerLesson)]
    /// The folders of the lessons whose suite differs from this workshop's.
    var editedSuites: [String]
    /// When the report was made, in ISO 8601; nil in older reports.
    var ranAt: String?
    var commit: String?
    /// The version of the grader that made the report, when it is not this one's.
    var otherGrader: String?

    /// The learner's state in each lesson, by folder.
    var states: [String: State] {
      Dictionary(
        lessons.map { ($0.folder, $0.lesson.state) }, uniquingKeysWith: { first, _ in first })
    }

    /// The learner's points in every lesson.
    var points: Int { lessons.reduce(0) { $0 + $1.lesson.points } }

    /// The lesson the learner is on: the first that fails or does not compile, else the first
    /// not started; nil when every lesson passes.
    var currentLesson: (folder: String, lesson: LearnerLesson)? {
      lessons.first { [.failing, .didNotCompile].contains($0.lesson.state) }
        ?? lessons.first { $0.lesson.state == .notStarted }
    }

    /// The learner as their `report` shows them, compared with `reference`.
    init(report: LearnerReport, starter: StarterBaseline, reference: Reference) {
      name = report.learner
      path = report.path
      lessons = report.report.lessons.map {
        ($0.folder, LearnerLesson(entry: $0, state: ClassSummary.state(of: $0, starter: starter)))
      }
      editedSuites = report.report.lessons.filter { entry in
        // The report's fingerprint against this workshop's, else what the report says.
        if let theirs = entry.suiteFingerprint, let ours = reference.suiteFingerprints[entry.folder]
        {
          return theirs != ours
        }
        return entry.suiteEdited == true
      }.map(\.folder)
      ranAt = report.report.ranAt
      commit = report.report.commit
      otherGrader = report.report.graderVersion.flatMap {
        $0 == reference.graderVersion ? nil : $0
      }
    }
  }

  /// A learner on the roster with no report of their own.
  struct Unreported: Equatable {
    var name: String
    /// Whether the only report that names them shows every lesson as the starter gave it.
    var hasStarterReport = false
  }

  /// How many tests the class is stuck on are shown per lesson.
  static let stuckTestsShown = 3

  var lessons: [LessonRow]
  var learners: [LearnerRow]
  /// What "not started" was measured against in reports without fingerprints.
  var starter: StarterBaseline
  /// What the reports were compared with.
  var reference: Reference
  /// Whether some lesson of some report was told not started by its files' fingerprint.
  let judgesByFingerprint: Bool
  /// Whether some lesson of some report, one without fingerprints, was told not started by
  /// the tests passing.
  let judgesByPassingTests: Bool
  /// The learners on the roster with no report, when a roster was given.
  var unreported: [Unreported] = []

  /// Sums up `reports`, telling learners who have not started a lesson by the fingerprint of
  /// its files, or by `starter` in reports without one, and comparing them with `reference`.
  init(reports: [LearnerReport], starter: StarterBaseline, reference: Reference = Reference()) {
    self.starter = starter
    self.reference = reference
    learners = reports.map { LearnerRow(report: $0, starter: starter, reference: reference) }
    let all = reports.flatMap(\.report.lessons)
    judgesByFingerprint = all.contains { $0.started != nil }
    judgesByPassingTests = all.contains { $0.started == nil }
    lessons = Dictionary(grouping: all, by: \.folder).values.map {
      LessonRow(entries: $0, starter: starter)
    }
    .sorted { ($0.number, $0.folder) < ($1.number, $1.folder) }
  }

  /// Where a learner is in a lesson, by its report: not started while its files are the
  /// starter's (or, in an older report, while it fails with the starter's tests passing); a
  /// crash, a time-out and a run without tests count as failing.
  static func state(of entry: LearnerReport.LessonEntry, starter: StarterBaseline) -> State {
    if entry.started == false { return .notStarted }
    return switch entry.status {
    case "passed": .passed
    case "didNotCompile": .didNotCompile
    case _ where entry.started == nil && starter.showsStarter(entry): .notStarted
    default: .failing
    }
  }

  /// A task as "4: Refuse font sizes out of range", "4" without its title, or "".
  static func taskLabel(_ task: Int?, _ title: String?) -> String {
    guard let task else { return "" }
    return title.map { "\(task): \($0)" } ?? "\(task)"
  }
}
