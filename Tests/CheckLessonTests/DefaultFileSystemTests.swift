import CheckLessonKit
import Foundation
import Testing

@Suite("The real file system")
struct DefaultFileSystemTests {
  @Test("Lists hidden files too, so that a reset backs them up")
  func listsHiddenFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "check-lesson-\(UUID().uuidString)", directoryHint: .isDirectory)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DefaultFileSystem()
    try files.write(Data("notes".utf8), to: folder.appending(path: ".notes.md"))
    try files.write(Data("let a = 1".utf8), to: folder.appending(path: "Sub/A.swift"))

    #expect(files.files(under: folder) == [".notes.md", "Sub/A.swift"])
  }
}
