@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Finding lessons")
struct WorkshopTests {
  let workshop = Fixtures.workshop(Fixtures.files())

  @Test("Lists the lesson folders with the titles of their READMEs")
  func lessons() {
    #expect(workshop.lessons.map(\.heading) == ["Lesson 00: Warm-up", "Lesson 01: Tight coupling"])
    #expect(workshop.lessons.map(\.module) == ["Lesson00WarmUp", "Lesson01TightCoupling"])
  }

  @Test(
    "Knows a lesson by number, padded number, folder or path",
    arguments: [
      "1", "01", "01-TightCoupling", "Lessons/01-TightCoupling/", "Lessons/01-TightCoupling/App",
      "Lessons\\01-TightCoupling\\App",
    ])
  func names(name: String) {
    #expect(workshop.lesson(named: name)?.number == 1)
  }

  @Test("Knows no lesson by another name", arguments: ["99", "abc", "001", "TightCoupling", "-1"])
  func unknownNames(name: String) {
    #expect(workshop.lesson(named: name) == nil)
  }

  @Test("Finds its root from a folder inside it")
  func root() {
    let files = Fixtures.files()
    let inside = URL(filePath: "/workshop/Lessons/01-TightCoupling")
    #expect(Workshop.root(containing: inside, files: files)?.path == "/workshop")
    #expect(Workshop.root(containing: URL(filePath: "/elsewhere"), files: files) == nil)
  }

  @Test("Finds no root from a relative path, such as that of a deleted folder")
  func rootOfARelativePath() {
    let relative = URL(filePath: "Lessons", directoryHint: .isDirectory, relativeTo: nil)
    #expect(Workshop.root(containing: relative, files: Fixtures.files()) == nil)
  }

  @Test("A hidden file, such as an editor's lock file, leaves the fingerprint as it was")
  func fingerprintSkipsHiddenFiles() throws {
    let files = Fixtures.files()
    let workshop = Fixtures.workshop(files)
    let lesson = try #require(workshop.lesson(named: "1"))
    let before = workshop.fingerprint(of: lesson, source: .lesson, files: files)
    files["/workshop/Lessons/01-TightCoupling/.#SettingsStore.swift"] = "lock"
    #expect(workshop.fingerprint(of: lesson, source: .lesson, files: files) == before)
    files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] = "struct SettingsStore { }"
    #expect(workshop.fingerprint(of: lesson, source: .lesson, files: files) != before)
  }
}
