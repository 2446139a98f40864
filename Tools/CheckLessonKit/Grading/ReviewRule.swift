/// A reviewer's rule: once a lesson's suite passes, it comments on a pattern in the learner's
/// code that the tests cannot see, with the file and the line. The rules are in
/// ``ReviewRule/all``.
struct ReviewRule: Sendable {
  enum Severity: String, Sendable, Codable {
    /// One of the lesson's own anti-patterns: it keeps the lesson from done.
    case essential
    /// Worth a look, never blocking.
    case informative
  }

  /// What part of each line the pattern is matched against.
  enum Part: Sendable {
    /// The code, without comments, and with every string literal's contents blanked out.
    case code
    /// The comments.
    case comments
  }

  /// A short name, such as `try-optional-drops-an-error`.
  var id: String
  var severity: Severity
  /// The lessons the rule reads, by number, each with the files it reads there: paths
  /// relative to the lesson's folder, a path ending in `/` for a folder, or none for every
  /// file of the lesson.
  var lessons: [Int: [String]]
  var part: Part = .code
  /// The regular expression that finds the pattern in one line.
  var pattern: String
  /// Whether a match that is a parameter's default value, `now: … = { Date() }`, is fine.
  var allowsDefaultValues = false
  /// What to do instead, in the workshop's voice.
  var message: String
  /// The chaffs that prove the rule, `NN/name`: each must trigger it. An essential rule
  /// needs at least one.
  var provedBy: [String] = []

  /// The compiled `pattern`, whose `\b` is a boundary of letters, digits and `_` (Unicode's
  /// rules find none in `FileManager.default.fileExists`); nil when it does not compile.
  var regex: Regex<AnyRegexOutput>? {
    (try? Regex(pattern))?.wordBoundaryKind(.simple)
  }

  /// Whether the rule reads `path`, a file of `lesson` relative to its folder: a file the
  /// lesson's list names, or one in a folder it names (`Core/`), but not in one it names
  /// with a `!` (`!Core/Adapters/`); every file when the list names none.
  func reads(_ path: String, in lesson: Int) -> Bool {
    guard path.hasSuffix(".swift"), let paths = lessons[lesson] else { return false }
    // Only the learner's code: the tests they write are not reviewed.
    guard !path.hasPrefix("\(Workshop.learnerTestsFolder)/") else { return false }
    let matches = { (entry: Substring) in
      entry.hasSuffix("/") ? path.hasPrefix(entry) : path == entry
    }
    if paths.contains(where: { $0.hasPrefix("!") && matches($0.dropFirst()) }) { return false }
    let included = paths.filter { !$0.hasPrefix("!") }
    return included.isEmpty || included.contains { matches($0[...]) }
  }

  /// The proving chaffs of the rule in `lesson`, by name.
  func provingChaffs(in lesson: Int) -> [String] {
    let prefix = "\(Lesson.padded(lesson))/"
    return provedBy.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }
}

/// One comment of the reviewer on a line of the learner's code.
public struct ReviewComment: Sendable, Equatable, Codable {
  /// The file, relative to the lesson's folder.
  public var file: String
  public var line: Int
  var severity: ReviewRule.Severity
  /// The rule's `id`.
  public var rule: String
  public var message: String

  public var isEssential: Bool { severity == .essential }
}

/// The reviewer: applies every rule of a lesson to its code.
enum Reviewer {
  /// The comments of `rules` on `code`, `lesson`'s files by path relative to its folder, in
  /// the order of the files and their lines, the essential ones first.
  static func review(
    _ code: [String: String], lesson: Int, rules: [ReviewRule] = ReviewRule.all
  ) -> [ReviewComment] {
    var comments: [ReviewComment] = []
    for path in code.keys.sorted() {
      let applying = rules.filter { $0.reads(path, in: lesson) }
      guard !applying.isEmpty, let text = code[path] else { continue }
      let lines = SwiftLines(text: text).lines
      for rule in applying {
        guard let regex = rule.regex else { continue }
        for (index, line) in lines.enumerated() where matches(rule, regex, line) {
          comments.append(
            ReviewComment(
              file: path, line: index + 1, severity: rule.severity, rule: rule.id,
              message: rule.message))
        }
      }
    }
    return comments.filter(\.isEssential)
      + comments.filter { !$0.isEssential }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  private static func matches(
    _ rule: ReviewRule, _ regex: Regex<AnyRegexOutput>, _ line: SwiftLines.Line
  )
    -> Bool
  {
    switch rule.part {
    case .comments:
      let comment = String(line.text.dropFirst(line.code.count))
      return comment.contains(regex)
    case .code:
      guard line.isCode else { return false }
      return line.code.matches(of: regex).contains { match in
        !(rule.allowsDefaultValues
          && isDefaultValue(before: line.code[..<match.range.lowerBound], line: line))
      }
    }
  }

  /// Whether a match after `before` on `line` is a parameter's default value: it follows
  /// `=` (or `= {`) inside a parameter list.
  static func isDefaultValue(before: Substring, line: SwiftLines.Line) -> Bool {
    guard before.contains(/=\s*\{?\s*$/) else { return false }
    let opened = before.count { $0 == "(" } - before.count { $0 == ")" }
    let inList = line.openParentheses > 0 || opened > 0
    // `lastSyncDate = Date()` assigns; `init(now: () -> Date = { Date() })` declares.
    return inList && !before.contains(/^\s*(\w+\.)?\w+\s*=/)
  }
}

extension Workshop {
  /// `result` with the reviewer's comments on the code it checked, once every test passes.
  func addingReview(
    to result: CheckResult, files: any FileSystemAccessing, rules: [ReviewRule] = ReviewRule.all
  ) -> CheckResult {
    guard result.allPassed else { return result }
    let code =
      result.source == .lesson
      ? starterFiles(of: result.lesson, files: files)
      : referenceFiles(of: result.lesson, files: files)
    var result = result
    result.review = Reviewer.review(code, lesson: result.lesson.number, rules: rules)
    return result
  }
}
