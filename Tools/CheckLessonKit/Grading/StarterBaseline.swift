/// The tests each lesson's starter passes, so that `class` can tell a learner who has not
/// started a lesson from one who is failing it.
///
/// A learner has not started a lesson when their report shows it failing with exactly the
/// starter's tests passing, by name.
struct StarterBaseline: Equatable {
  /// The names of the tests the starter passes, by lesson folder.
  var passing: [String: Set<String>]
  /// Whether `passing` was estimated from the learners' reports rather than read from a
  /// report of the starters.
  var isEstimated: Bool

  /// The baseline a report of the untouched workshop's `all --json` shows.
  init(starterReport: LearnerReport.Contents) {
    passing = Dictionary(
      starterReport.lessons.filter { $0.status == "failing" }.map { ($0.folder, Self.passing($0)) },
      uniquingKeysWith: { first, _ in first })
    isEstimated = false
  }

  /// The baseline estimated from a class's reports: per lesson, the tests passing in the
  /// state that the most learners share among those whose lesson fails with the fewest
  /// tests passing, when at least two share it.
  ///
  /// Learners who have not started a lesson all show the starter's state, and nobody who
  /// is failing passes fewer tests than it, short of breaking what the starter does.
  init(estimatedFrom reports: [LearnerReport]) {
    var states: [String: [Set<String>: Int]] = [:]
    for report in reports {
      for entry in report.report.lessons where entry.status == "failing" {
        states[entry.folder, default: [:]][Self.passing(entry), default: 0] += 1
      }
    }
    passing = states.compactMapValues { counts in
      guard let fewest = counts.keys.map(\.count).min() else { return nil }
      let candidates = counts.filter { $0.key.count == fewest && $0.value >= 2 }
      let top = candidates.values.max()
      let shared = candidates.filter { $0.value == top }
      // Two states tied for the most learners: there is no telling which is the starter's.
      return shared.count == 1 ? shared.first?.key : nil
    }
    isEstimated = true
  }

  /// Whether a lesson's report shows the starter's state.
  func showsStarter(_ entry: LearnerReport.LessonEntry) -> Bool {
    guard entry.status == "failing", let starter = passing[entry.folder] else { return false }
    return Self.passing(entry) == starter
  }

  /// The names of the tests that passed in a lesson's report.
  static func passing(_ entry: LearnerReport.LessonEntry) -> Set<String> {
    Set(entry.tests.filter { $0.status == "passed" }.map(\.name))
  }
}
