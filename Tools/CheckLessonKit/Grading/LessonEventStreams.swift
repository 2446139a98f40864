import Foundation

/// The event stream of one run of several lessons' suites, split into one stream per lesson
/// by the module of each test, such as `Lesson03DefaultImplementationsTests.`.
struct LessonEventStreams {
  /// Each lesson's lines, in the order of the run; lines about the whole run, such as its
  /// start and its end, are in every lesson's.
  private var lines: [Lesson: [Substring]] = [:]
  /// Whether a line could not be placed: a test of no lesson, or an issue recorded outside
  /// every test and in no lesson's file.
  private(set) var hasUnplacedLines = false

  /// Splits the JSON lines of an event stream among `lessons`; `owner` names the lesson an
  /// issue outside every test belongs to, by where it was recorded. Lines that do not
  /// decode are skipped.
  init(
    jsonLines: String, lessons: [Lesson],
    owner: (EventRecord.SourceLocation) -> Lesson?
  ) {
    let decoder = JSONDecoder()
    for line in jsonLines.split(whereSeparator: \.isNewline) {
      guard let record = try? decoder.decode(EventRecord.self, from: Data(line.utf8)) else {
        continue
      }
      let payload = record.payload
      let lesson: Lesson?
      if let id = payload.id ?? payload.testID {
        lesson = lessons.first { id.hasPrefix("\($0.testModule).") }
      } else if let issue = payload.issue {
        lesson = issue.sourceLocation.flatMap(owner)
      } else {
        for lesson in lessons { self.lines[lesson, default: []].append(line) }
        continue
      }
      guard let lesson else {
        hasUnplacedLines = true
        continue
      }
      self.lines[lesson, default: []].append(line)
    }
  }

  /// The event stream of `lesson` alone, as JSON lines.
  func jsonLines(of lesson: Lesson) -> String {
    (lines[lesson] ?? []).joined(separator: "\n")
  }
}
