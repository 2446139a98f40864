import Testing
@testable import Lesson00WarmUp

// A parameterized test runs once for each of its arguments. A list of pairs fills the
// function's two parameters; `Theme.allCases` shows that any collection works.

extension WarmUpTests {
  @Suite("Task 3: Read a theme in any letter case")
  struct ReadAThemeInAnyLetterCase {
    @Test(
      "Reads a theme name in any letter case",
      arguments: [
        ("light", Theme.light),
        ("dark", .dark),
        ("system", .system),
        ("Light", .light),
        ("Dark", .dark),
        ("DARK", .dark),
        ("System", .system),
        ("sYsTeM", .system),
      ])
    func readsAThemeNameInAnyLetterCase(text: String, expected: Theme) {
      #expect(
        Theme(parsing: text) == expected,
        "Theme(parsing: \"\(text)\") should be .\(expected.rawValue): letter case does not matter")
    }

    @Test("Reads every theme written in capitals", arguments: Theme.allCases)
    func readsEveryThemeInCapitals(theme: Theme) {
      let text = theme.rawValue.uppercased()
      #expect(
        Theme(parsing: text) == theme,
        "Theme(parsing: \"\(text)\") should be .\(theme.rawValue)")
    }

    @Test(
      "Rejects a name that is no theme",
      arguments: ["", "blue", "dar", "darker", "light mode", "sys", "systems", "auto"])
    func rejectsANameThatIsNoTheme(text: String) {
      #expect(
        Theme(parsing: text) == nil,
        "Theme(parsing: \"\(text)\") should be nil: it is not the whole name of a theme")
    }
  }
}
