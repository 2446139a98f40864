import CheckLessonKit
import Testing

@Suite("Reading a lesson README")
struct ReadmeTests {
  let readme = Readme(text: Fixtures.readme)

  @Test("Finds the sections in order")
  func sections() {
    #expect(readme.sections == ["Goal", "Background", "Tasks", "Hints", "Out of scope"])
  }

  @Test("Finds the numbered tasks")
  func tasks() {
    #expect(
      readme.tasks.map(\.task) == [
        LessonTask(number: 1, title: "Name the hidden dependencies"),
        LessonTask(number: 2, title: "Pass the folder in"),
      ])
  }

  @Test("Reads each task's hints, joining wrapped lines")
  func hints() {
    #expect(
      readme.hints.map(\.hints) == [
        ["Look for `FileManager`.", "And for `Date()`, which reads the clock."],
        ["Store the URL."],
      ])
  }

  @Test("Finds the task that names a file or its type")
  func taskForFile() {
    #expect(
      readme.task(mentioning: "Lessons/01-TightCoupling/HiddenDependencies.swift")?.number == 1)
    #expect(readme.task(mentioning: "Lessons/01-TightCoupling/SettingsStore.swift")?.number == 1)
    #expect(readme.task(mentioning: "Lessons/01-TightCoupling/Other.swift") == nil)
  }
}
