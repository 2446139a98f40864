import Testing
@testable import Lesson00WarmUp

// `try #require(optional)` gives the value inside, or fails the test and stops it when the
// optional is nil. `arguments:` runs one test once for each line in its list.

extension WarmUpTests {
  @Suite("Task 2: Parse a settings line")
  struct ParseASettingsLine {
    @Test("Splits a line at the equals sign")
    func splitsALineAtTheEqualsSign() throws {
      let entry = try #require(
        SettingsEntry(parsing: "theme=dark"),
        "SettingsEntry(parsing: \"theme=dark\") should return an entry, not nil")
      #expect(entry.key == "theme", "the key is the text before the =")
      #expect(entry.value == "dark", "the value is the text after the =")

      let mixedCase = try #require(
        SettingsEntry(parsing: "accentColor=SkyBlue"),
        "SettingsEntry(parsing: \"accentColor=SkyBlue\") should return an entry, not nil")
      #expect(
        mixedCase.key == "accentColor",
        "the key of \"accentColor=SkyBlue\" should be \"accentColor\": keep its letter case")
      #expect(
        mixedCase.value == "SkyBlue",
        "the value of \"accentColor=SkyBlue\" should be \"SkyBlue\": only trim it, keep its letter case"
      )

      let lineBreaks = try #require(
        SettingsEntry(parsing: "\ntheme=dark\n"),
        "SettingsEntry(parsing: \"\\ntheme=dark\\n\") should return an entry, not nil")
      #expect(
        lineBreaks.key == "\ntheme",
        "the key of \"\\ntheme=dark\\n\" should be \"\\ntheme\": trim only spaces and tabs, keep a line break"
      )
      #expect(
        lineBreaks.value == "dark\n",
        "the value of \"\\ntheme=dark\\n\" should be \"dark\\n\": trim only spaces and tabs, keep a line break"
      )

      let carriageReturns = try #require(
        SettingsEntry(parsing: "\rtheme=dark\r"),
        "SettingsEntry(parsing: \"\\rtheme=dark\\r\") should return an entry, not nil")
      #expect(
        carriageReturns.key == "\rtheme" && carriageReturns.value == "dark\r",
        "\"\\rtheme=dark\\r\" should give the key \"\\rtheme\" and the value \"dark\\r\": a carriage return is a line break, so keep it"
      )
    }

    @Test(
      "Trims spaces and tabs around the key and the value",
      arguments: [
        "fontSize = 18",
        "  fontSize   =   18  ",
        "\tfontSize\t=\t18\t",
        " \t fontSize=18 \t ",
      ])
    func trimsSpacesAndTabs(line: String) throws {
      let entry = try #require(
        SettingsEntry(parsing: line),
        "SettingsEntry(parsing: \(line.debugDescription)) should return an entry, not nil")
      #expect(
        entry.key == "fontSize",
        "the key of \(line.debugDescription) should be \"fontSize\", trimmed")
      #expect(
        entry.value == "18",
        "the value of \(line.debugDescription) should be \"18\", trimmed")
    }

    @Test("Keeps the spaces and tabs inside the key and the value")
    func keepsInnerBlanks() throws {
      let line = " font \t size =  less  is\tmore "
      let entry = try #require(
        SettingsEntry(parsing: line),
        "SettingsEntry(parsing: \(line.debugDescription)) should return an entry, not nil")
      #expect(
        entry.key == "font \t size" && entry.value == "less  is\tmore",
        "\(line.debugDescription) should give the key \"font \\t size\" and the value \"less  is\\tmore\": trim only the ends, and keep every blank inside as it is"
      )
    }

    @Test("Keeps an equals sign that is part of the value")
    func keepsAnEqualsSignInTheValue() throws {
      let entry = try #require(
        SettingsEntry(parsing: "motto = less = more"),
        "a line with two = signs still has a key and a value: split it at the first =")
      #expect(entry.key == "motto", "the key is the text before the first =")
      #expect(entry.value == "less = more", "everything after the first = belongs to the value")
    }

    @Test(
      "Rejects a line with no equals sign, no key or no value",
      arguments: [
        "",
        "theme",
        "theme dark",
        "=dark",
        "   = dark",
        "=a=b",
        " = less = more",
        "theme=",
        "theme =   ",
        "=",
        "  =  ",
      ])
    func rejectsAMalformedLine(line: String) {
      #expect(
        SettingsEntry(parsing: line) == nil,
        "SettingsEntry(parsing: \(line.debugDescription)) should be nil: it lacks =, key or value")
    }
  }
}
