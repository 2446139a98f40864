@testable import CheckLessonKit
import Testing

@Suite("Making the mutants of a reference")
struct MutatorTests {
  static let starter = """
    struct Store {
      let writer: any Writer
      let now: @Sendable () -> Date
      var date: Date?

      mutating func save(_ data: Data, limit: Int) throws {
        // TODO: Task 1.
      }
    }

    """

  static let reference = """
    struct Store {
      let writer: any Writer
      let now: @Sendable () -> Date
      var date: Date?

      mutating func save(_ data: Data, limit: Int) throws {
        // Writes first, then keeps the date.
        guard data.count <= limit else { throw StoreError.tooLarge }
        try writer.write(data, to: "settings.json")
        date = now()
      }
    }

    """

  static func mutants(liveDefaults: [(String, String)] = []) -> [Mutant] {
    Mutator(liveDefaults: liveDefaults.map { (injected: $0.0, live: $0.1) })
      .mutants(of: ["Store.swift": reference], starter: ["Store.swift": starter])
  }

  static func changes(_ op: Mutant.Operator) -> [String] {
    mutants().filter { $0.operator == op }.map(\.change)
  }

  @Test("Mutates only the lines the reference adds to the starter")
  func onlyWrittenLines() {
    #expect(Set(Self.mutants().map(\.line)).isSubset(of: [8, 9, 10]))
  }

  @Test("Never mutates a comment")
  func noComments() {
    #expect(!Self.mutants().contains { $0.change.contains("Writes first") })
  }

  @Test("Makes no mutant of a file the starter has unchanged")
  func unchangedFile() {
    let mutants = Mutator().mutants(
      of: ["Store.swift": Self.reference], starter: ["Store.swift": Self.reference])
    #expect(mutants.isEmpty)
  }

  @Test("Swallows each error with try?")
  func swallowsErrors() {
    #expect(
      Self.changes(.swallowError) == [
        "`try writer.write(data, to: \"settings.json\")` → `try? writer.write(data, to: \"settings.json\")`"
      ])
  }

  @Test("Deletes each statement but not a declaration")
  func deletes() {
    #expect(
      Self.changes(.deleteStatement) == [
        "`guard data.count <= limit else { throw StoreError.tooLarge }`",
        "`try writer.write(data, to: \"settings.json\")`",
        "`date = now()`",
      ])
  }

  @Test("Swaps adjacent statements of one block")
  func swaps() {
    let swaps = Self.changes(.swapStatements)
    #expect(swaps.count == 2)
    let swapped = Self.mutants().first { $0.operator == .swapStatements && $0.line == 9 }
    #expect(swapped?.text.contains("date = now()\n    try writer.write") == true)
  }

  @Test("Flips a comparison and negates a condition")
  func conditions() {
    let changes = Self.changes(.flipCondition)
    #expect(
      changes.contains {
        $0.hasSuffix("`guard data.count < limit else { throw StoreError.tooLarge }`")
      })
    #expect(
      changes.contains {
        $0.hasSuffix("`guard !(data.count <= limit) else { throw StoreError.tooLarge }`")
      })
  }

  @Test("Changes string literals, and leaves number literals alone where there are none")
  func literals() {
    #expect(
      Self.changes(.changeLiteral) == [
        "`try writer.write(data, to: \"settings.json\")` → `try writer.write(data, to: \"settings.jsonx\")`"
      ])
    let line = SwiftLines(text: "    let delay = base * 2 + 0.5").lines[0]
    #expect(
      Mutator.literalMutations(of: line) == [
        "    let delay = base * 3 + 0.5", "    let delay = base * 1 + 0.5",
        "    let delay = base * 2 + 1.5",
      ])
  }

  @Test("Replaces a value by another in scope of the same type")
  func values() {
    let line = SwiftLines(text: Self.reference).lines
    #expect(line[8].code.contains("writer.write"))
    let changes = Self.changes(.replaceValue)
    // `limit` and `data` have different types: nothing fits where either stands.
    #expect(changes.isEmpty)
    let text = """
      struct Copier {
        func copy(from source: URL, to target: URL) throws {
          try move(source, target)
        }
      }
      """
    let mutants = Mutator().mutants(ofFile: "Copier.swift", text: text, writtenLines: [2])
    #expect(
      mutants.filter { $0.operator == .replaceValue }.map(\.change) == [
        "`try move(source, target)` → `try move(target, target)`",
        "`try move(source, target)` → `try move(source, source)`",
      ])
  }

  @Test("Puts the live default in place of an injected dependency")
  func liveDefaults() {
    let live = Self.mutants(liveDefaults: [("now()", "Date()")]).filter {
      $0.operator == .liveDefault
    }
    #expect(live.map(\.change) == ["`date = now()` → `date = Date()`"])
  }

  @Test("Drops .atomic and the percent decoding of a path")
  func fileOptions() {
    let line = SwiftLines(
      text: "  try data.write(to: url, options: .atomic); exists(url.path(percentEncoded: false))"
    ).lines[0]
    #expect(
      Mutator.fileOptionMutations(of: line) == [
        "  try data.write(to: url, options: .atomic); exists(url.path())",
        "  try data.write(to: url); exists(url.path(percentEncoded: false))",
      ])
  }

  @Test("Names a mutant by its file, operator and change, and numbers the alike")
  func keys() {
    let text = "func f() throws {\n  try g()\n  try g()\n}\n"
    let mutants = Mutator().mutants(of: ["F.swift": text], starter: [:])
      .filter { $0.operator == .swallowError }
    #expect(
      mutants.map(\.key) == [
        "F.swift: try?: `try g()` → `try? g()`", "F.swift: try?: `try g()` → `try? g()` (#2)",
      ])
  }

  @Test("Reads string literals and comments so that their contents are never code")
  func strings() {
    let line = SwiftLines(text: #"  let a = "x == y" // b && c"#).lines[0]
    #expect(line.code == #"  let a = "      " "#)
    #expect(line.strings == [10..<18])
  }
}

@Suite("Recording a mutation sweep")
struct MutationRecordTests {
  @Test("Reads back the record it writes")
  func roundTrip() {
    let record = MutationRecord(
      fingerprint: "abc123",
      entries: [
        .init(outcome: .killed, line: 9, key: "Store.swift: try?: `try a()` → `try? a()`"),
        .init(outcome: .noBuild, line: 10, key: "Store.swift: delete: `let x = 1`"),
        .init(outcome: .equivalent, line: 11, key: "Store.swift: swap: `a()` ⇄ `b()`"),
      ])
    #expect(MutationRecord(text: record.text) == record)
    #expect(record.summary == "3 mutants: 1 do not compile, 1 killed, 1 equivalent, 0 survive")
  }

  @Test("Reads each equivalent mutant's reason, and the keys without one")
  func equivalents() {
    let list = EquivalentMutants(
      text: """
        # Equivalent mutants.
        Store.swift: swap: `a()` ⇄ `b()`
          a and b touch different files,
          so their order cannot be seen.
        Store.swift: delete: `c()`

        """)
    #expect(
      list.reasons == [
        "Store.swift: swap: `a()` ⇄ `b()`":
          "a and b touch different files, so their order cannot be seen."
      ])
    #expect(list.keysWithoutReason == ["Store.swift: delete: `c()`"])
  }

  @Test("Tells a freedom shown by wheats from an equivalent mutant")
  func freedoms() {
    let list = EquivalentMutants(
      text: """
        Store.swift: file: `a(options: .atomic)` → `a()`
          Freedom, shown by plain-write, helper-write: the README does not ask for .atomic.
        Store.swift: swap: `a()` ⇄ `b()`
          Independent.

        """)
    #expect(
      list.wheats(showing: "Store.swift: file: `a(options: .atomic)` → `a()`") == [
        "plain-write", "helper-write",
      ])
    #expect(list.wheats(showing: "Store.swift: swap: `a()` ⇄ `b()`") == nil)
  }

  @Test("Reads the table of live defaults")
  func liveDefaults() {
    let table = LiveDefaults.read("# comment\nnow() => Date()\nbroken line\n")
    #expect(table.map(\.injected) == ["now()"])
    #expect(table.map(\.live) == ["Date()"])
  }
}

@Suite("Listing what a test-writing task leaves open")
struct FreedomsTests {
  @Test("Reads each detail with the correct versions that differ in it")
  func reads() {
    let freedoms = Verifier.freedoms(
      in: """
        # What the contract leaves open.
        - what the bookmark holds: bookmark-holds-the-folder
        - when the date is asked for: date-after-write, date-up-front
        - nothing differs here:
        """)
    #expect(
      freedoms.map(\.detail) == [
        "what the bookmark holds", "when the date is asked for", "nothing differs here",
      ])
    #expect(
      freedoms.map(\.wheats) == [
        ["bookmark-holds-the-folder"], ["date-after-write", "date-up-front"], [],
      ])
  }
}
