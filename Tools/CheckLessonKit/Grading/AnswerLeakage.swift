import Foundation

/// The lines of a lesson README that hand over the reference's own code.
///
/// A line counts when, trimmed, it has at least 20 characters and is a line of one of the
/// README's code blocks, or an inline code span with a call or an assignment in it; when
/// it appears in a reference file the learner writes (one the starter lacks or differs
/// from); and when neither the starter nor the suite shows it already (the names a lesson
/// gives are fine).
public enum AnswerLeakage {
  /// The shortest line that counts.
  static let shortest = 20

  /// The README's lines that the reference's learner-written code holds, sorted.
  ///
  /// `starter` and `reference` map a file's path in the lesson to its text; `suite` is the
  /// text of the lesson's suite.
  public static func lines(
    ofReadme readme: String, starter: [String: String], reference: [String: String],
    suite: String
  ) -> [String] {
    let blockPattern = /```[^\n]*\n(.*?)```/.dotMatchesNewlines()
    let blockLines = readme.matches(of: blockPattern).flatMap { block in
      block.output.1.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let prose = readme.replacing(blockPattern, with: "")
    let spans = Set(
      prose.matches(of: /`([^`\n]+)`/).map { $0.output.1.trimmingCharacters(in: .whitespaces) }
        .filter { $0.contains("(") || $0.contains("=") })
    let shown = Set(blockLines).union(spans).filter { $0.count >= shortest }

    let written = reference.filter { path, text in
      starter[path] != text && !path.contains("YourTests")
    }
    .values
    let writtenLines = Set(written.flatMap(trimmedLines))
    let writtenText = written.joined(separator: "\n")
    let starterLines = Set(starter.values.flatMap(trimmedLines))
    let givenText = starter.values.joined(separator: "\n") + "\n" + suite
    return shown.filter { line in
      let inReference =
        writtenLines.contains(line) || (spans.contains(line) && writtenText.contains(line))
      let given = starterLines.contains(line) || (spans.contains(line) && givenText.contains(line))
      return inReference && !given
    }
    .sorted()
  }

  private static func trimmedLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }
}
