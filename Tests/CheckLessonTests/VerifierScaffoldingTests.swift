@testable import CheckLessonKit
import Foundation
import Testing

extension VerifierTests {
  @Suite("Scaffolding that fades")
  struct Scaffolding {
    /// The fixture workshop with lessons 04 and 08 added, each with the fixture README and
    /// a solution whose code is `let folder = directory`; the starters of lessons 00, 01 and
    /// 04 hold four TODO lines, unless `starters` says otherwise.
    static func files(starters: [String: String]) -> InMemoryFileSystem {
      let files = Fixtures.files()
      for lesson in ["04-TestDoubles", "08-ActorInjection"] {
        files["/workshop/Lessons/\(lesson)/README.md"] = Fixtures.readme
        files["/workshop/Solutions/\(lesson)/Store.swift"] =
          "struct Store {\n  init() {\n    let folder = directory\n  }\n}\n"
        files["/workshop/Lessons/\(lesson)/Store.swift"] = "struct Store {}\n"
      }
      for path in ["00-WarmUp/Greeting.swift", "01-TightCoupling/SettingsStore.swift"] {
        files["/workshop/Lessons/\(path)"] = fourTodos
      }
      files["/workshop/Lessons/04-TestDoubles/Store.swift"] = fourTodos
      for (path, text) in starters { files["/workshop/Lessons/\(path)"] = text }
      return files
    }

    func problems(starters: [String: String]) -> [String] {
      let files = Self.files(starters: starters)
      let grader = Fixtures.grader(files, runner: Fixtures.runner(files, events: nil))
      return Verifier(grader: grader).scaffoldingProblems()
    }

    static let twoTodos = "// TODO: Task 1. Name the hidden dependencies.\n// TODO: Task 2.\n"
    static let fourTodos = twoTodos + twoTodos

    @Test("Accepts TODO lines that never grow in number from one lesson to the next")
    func fadingCount() {
      let found = problems(starters: [
        "01-TightCoupling/SettingsStore.swift": Self.twoTodos,
        "04-TestDoubles/Store.swift": "// TODO: Task 2. Keep the folder.\n",
      ])
      #expect(found.isEmpty, "\(found)")
    }

    @Test("Reports a lesson with more TODO lines than the lesson before it")
    func growingCount() {
      let found = problems(starters: [
        "00-WarmUp/Greeting.swift": "// TODO: Task 1.\n"
      ])
      #expect(
        found == [
          "Lesson 01 has 4 TODO lines, more than the 1 of lesson 00: the scaffolding must fade"
        ])
    }

    @Test("From lesson 08 on, accepts a TODO that names a task of the README by its title")
    func bareTodo() {
      let found = problems(starters: [
        "08-ActorInjection/Store.swift":
          "struct Store {\n  // TODO: Task 2. Pass the folder in.\n}\n"
      ])
      #expect(found.isEmpty, "\(found)")
    }

    @Test("From lesson 08 on, reports a TODO that says more, or names no task of the README")
    func talkativeTodo() {
      let found = problems(starters: [
        "08-ActorInjection/Store.swift": """
        // TODO: Task 2. Keep the folder in a stored property.
        // TODO: Task 3. Pass the folder in.
        // TODO: Task 1. Name the hidden dependencies.
        // TODO: Task 1. Name the hidden dependencies.
        """
      ])
      #expect(
        found == [
          "Lessons/08-ActorInjection/Store.swift:1: task 2 is 'Pass the folder in' in the README",
          "Lessons/08-ActorInjection/Store.swift:2: the README has no task 3",
          "Lessons/08-ActorInjection/Store.swift:4: task 1 already has a TODO in this file",
        ])
    }

    @Test("From lesson 04 on, accepts a TODO that quotes only names, not lines of the solution")
    func todoWithNames() {
      let found = problems(starters: [
        "04-TestDoubles/Store.swift": "// TODO: Task 2. Keep `directory`, and use it.\n"
      ])
      #expect(found.isEmpty, "\(found)")
    }

    @Test("From lesson 04 on, reports a TODO that quotes a line of the solution")
    func todoWithCode() {
      let found = problems(starters: [
        "04-TestDoubles/Store.swift": "  // TODO: Task 2. Write ` let folder = directory`.\n"
      ])
      #expect(
        found == [
          "Lessons/04-TestDoubles/Store.swift:1: the TODO gives a line of the solution, `let folder = directory`"
        ])
    }

    @Test("A full verify prints the scaffolding problems, and counts them")
    func printed() async {
      let files = VerifierTests.files()
      files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] = Self.twoTodos
      let result = await VerifierTests().verify(
        starterFailing: 2, solutionFailing: 0, files: files)
      #expect(result.status == 1)
      #expect(result.output.contains("✘ TODO comments in the starters"), "\(result.output)")
      #expect(result.output.contains("1 problem found."))
    }
  }
}
