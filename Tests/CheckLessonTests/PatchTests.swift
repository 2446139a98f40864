@testable import CheckLessonKit
import Testing

@Suite("Applying a wheat's or a chaff's patch")
struct PatchTests {
  static let reference = [
    "Sync.swift": """
    struct Sync {
      var date: Int?

      func run() {
        write()
        date = now()
      }
    }

    """
  ]

  static let movesTheDate = """
    Records the date before the write.

    diff --git a/Sync.swift b/Sync.swift
    index 1111111..2222222 100644
    --- a/Sync.swift
    +++ b/Sync.swift
    @@ -4,5 +4,5 @@ struct Sync {
       func run() {
    -    write()
         date = now()
    +    write()
       }
     }

    """

  @Test("Reads the description from the first line before the diff")
  func description() throws {
    #expect(try Patch(text: Self.movesTheDate).summary == "Records the date before the write.")
  }

  @Test("Changes the lines a hunk names and keeps the rest")
  func applies() throws {
    let files = try Patch(text: Self.movesTheDate).applied(to: Self.reference)
    #expect(
      files["Sync.swift"]
        == "struct Sync {\n  var date: Int?\n\n  func run() {\n    date = now()\n    write()\n  }\n}\n"
    )
  }

  @Test("Finds a hunk whose lines have moved since the patch was made")
  func moved() throws {
    var reference = Self.reference
    reference["Sync.swift"] = "import Foundation\n\n" + reference["Sync.swift"]!
    let files = try Patch(text: Self.movesTheDate).applied(to: reference)
    #expect(files["Sync.swift"]?.contains("    date = now()\n    write()\n") == true)
  }

  @Test("Reads a blank context line whose space an editor trimmed")
  func trimmedBlankLine() throws {
    let text = """
      Drops the date.

      --- a/Sync.swift
      +++ b/Sync.swift
      @@ -1,4 +1,3 @@
       struct Sync {
      -  var date: Int?

         func run() {

      """
    let files = try Patch(text: text).applied(to: Self.reference)
    #expect(files["Sync.swift"]?.hasPrefix("struct Sync {\n\n  func run() {\n") == true)
  }

  @Test("Adds and removes whole files")
  func newAndDeletedFiles() throws {
    let text = """
      Moves the type to a file of its own.

      --- /dev/null
      +++ b/Clock.swift
      @@ -0,0 +1,2 @@
      +struct Clock {
      +}
      --- a/Sync.swift
      +++ /dev/null
      @@ -1,8 +0,0 @@
      -struct Sync {
      -  var date: Int?
      -
      -  func run() {
      -    write()
      -    date = now()
      -  }
      -}

      """
    let files = try Patch(text: text).applied(to: Self.reference)
    #expect(files == ["Clock.swift": "struct Clock {\n}\n"])
  }

  @Test("Keeps a file without a newline at its end as the diff says")
  func noNewlineAtEnd() throws {
    let text = """
      Renames the type.

      --- a/Store.swift
      +++ b/Store.swift
      @@ -1 +1 @@
      -struct Store {}
      \\ No newline at end of file
      +struct SettingsStore {}
      \\ No newline at end of file

      """
    let files = try Patch(text: text).applied(to: ["Store.swift": "struct Store {}"])
    #expect(files == ["Store.swift": "struct SettingsStore {}"])
  }

  @Test("Says which hunk no longer matches the reference")
  func stale() throws {
    var reference = Self.reference
    reference["Sync.swift"] = reference["Sync.swift"]!.replacing("write()", with: "upload()")
    #expect(
      throws: Patch.Problem("hunk 1 of Sync.swift (at line 4) no longer matches the reference")
    ) {
      try Patch(text: Self.movesTheDate).applied(to: reference)
    }
  }

  @Test("Says when a file it changes is not in the reference")
  func missingFile() throws {
    #expect(throws: Patch.Problem("it changes Sync.swift, which the reference does not have")) {
      try Patch(text: Self.movesTheDate).applied(to: [:])
    }
  }

  @Test("Rejects a text that holds no diff")
  func noDiff() {
    #expect(throws: Patch.Problem("it holds no '--- a/…' and '+++ b/…' file header")) {
      try Patch(text: "Just a description.\n")
    }
  }
}

@Suite("Applying a patch that adds a file")
struct NewFilePatchTests {
  @Test("Adds a file that diff -N names by its path, with a hunk that removes nothing")
  func diffN() throws {
    let patch = try Patch(
      text: """
        Leaves a mock in the app.

        diff -ruN a/Core/Mock.swift b/Core/Mock.swift
        --- a/Core/Mock.swift\t1970-01-01 00:00:00.000000000 +0000
        +++ b/Core/Mock.swift\t2026-11-26 12:57:17.250375426 +0000
        @@ -0,0 +1,2 @@
        +struct Mock {}
        +let mock = Mock()

        """)
    let files = try patch.applied(to: ["Core/App.swift": "struct App {}\n"])
    #expect(files["Core/Mock.swift"] == "struct Mock {}\nlet mock = Mock()\n")
    #expect(files["Core/App.swift"] == "struct App {}\n")
  }
}
