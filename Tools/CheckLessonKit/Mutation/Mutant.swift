/// A version of a lesson's reference solution with one small, mechanical change: a mutation
/// testing's mutant. A suite must kill it (fail at least one test), or it is listed as
/// equivalent, with the reason no test can tell it from the reference.
struct Mutant: Sendable, Equatable {
  /// The mutation operators, each applied at every site where it fits.
  enum Operator: String, Sendable, CaseIterable {
    /// `try` → `try?`: an error swallowed.
    case swallowError = "try?"
    /// A statement deleted.
    case deleteStatement = "delete"
    /// Two adjacent statements swapped.
    case swapStatements = "swap"
    /// A value replaced by another value in scope.
    case replaceValue = "value"
    /// A comparison or logical operator flipped, or a condition negated.
    case flipCondition = "condition"
    /// A number literal made one larger or smaller; a string literal changed.
    case changeLiteral = "literal"
    /// An injected dependency replaced by its live default.
    case liveDefault = "live"
    /// `.path(percentEncoded: false)` → `.path()`; `.atomic` dropped.
    case fileOption = "file"
  }

  /// The file, relative to the lesson's folder.
  var file: String
  /// The line of the reference where the change starts, counted from 1.
  var line: Int
  var `operator`: Operator
  /// The change in a few words: `` `try x` → `try? x` ``.
  var change: String
  /// The file's text with the change.
  var text: String
  /// Which of the mutants with the same file, operator and change this is, from 1: two
  /// identical lines give two mutants.
  var occurrence = 1

  /// What names the mutant in a record or a list of equivalent mutants, without its line
  /// number, so that an edit elsewhere in the file does not rename it.
  var key: String {
    "\(file): \(self.operator.rawValue): \(change)" + (occurrence > 1 ? " (#\(occurrence))" : "")
  }

  /// The lesson's files with this mutant's change, by path relative to its folder.
  func files(from reference: [String: String]) -> [String: String] {
    var files = reference
    files[file] = text
    return files
  }
}
