import CheckLessonKit
import Testing

@Suite("Reading a lesson README")
struct ReadmeTests {
  let readme = Readme(text: Fixtures.readme)

  @Test("Finds the sections in order")
  func sections() {
    #expect(readme.sections == ["Goal", "Background", "Tasks", "Out of scope"])
  }

  @Test("Finds the numbered tasks")
  func tasks() {
    #expect(
      readme.tasks.map(\.task) == [
        LessonTask(number: 1, title: "Name the hidden dependencies"),
        LessonTask(number: 2, title: "Pass the folder in"),
      ])
  }

  @Test("Reads each task's hints from the hints file, joining wrapped lines")
  func hints() {
    let hints = LessonHints(text: Fixtures.hints)
    #expect(hints.tasks.map(\.task) == readme.tasks.map(\.task))
    #expect(
      hints.tasks.map(\.hints) == [
        ["Look for `FileManager`.", "And for `Date()`, which reads the clock."],
        ["Store the URL.", "Keep it in a `let`."],
      ])
    #expect(hints.hints(ofTask: 3).isEmpty)
  }

  @Test("Finds the task that names a file or its type")
  func taskForFile() {
    #expect(
      readme.task(mentioning: "Lessons/01-TightCoupling/HiddenDependencies.swift")?.number == 1)
    #expect(readme.task(mentioning: "Lessons/01-TightCoupling/SettingsStore.swift")?.number == 1)
    #expect(readme.task(mentioning: "Lessons/01-TightCoupling/Other.swift") == nil)
  }
}
