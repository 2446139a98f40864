import CheckLessonKit
import Foundation
import Testing

@Suite("Watch mode")
struct WatchTests {
  /// Waits until `condition` holds, letting the watcher run; fails the test if it never does.
  func waitUntil(_ what: String, _ condition: () -> Bool) async {
    for _ in 0..<200_000 where !condition() { await Task.yield() }
    #expect(condition(), "timed out waiting until \(what)")
  }

  @Test("Checks again when a file of the lesson changes, and quits on q")
  func recheckOnSave() async {
    let harness = GraderHarness()
    let watching = Task { await harness.run("watch", "1") }
    await waitUntil("the first check") { harness.lessonRuns.count == 1 }
    harness.files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] =
      "struct SettingsStore { }"
    await waitUntil("a check after the save") { harness.lessonRuns.count == 2 }
    harness.keyboard.press("q")
    #expect(await watching.value == 0)
    #expect(harness.lessonRuns == ["1", "1"])
  }

  @Test("Does not check again while nothing changes")
  func quietWhileUnchanged() async {
    let harness = GraderHarness()
    let watching = Task { await harness.run("watch", "1") }
    await waitUntil("the first check") { harness.lessonRuns.count == 1 }
    for _ in 0..<2_000 { await Task.yield() }
    harness.keyboard.press("q")
    #expect(await watching.value == 0)
    #expect(harness.lessonRuns.count == 1)
  }

  @Test("r checks again, h shows a hint")
  func keys() async {
    let harness = GraderHarness()
    let watching = Task { await harness.run("watch", "1") }
    await waitUntil("the first check") { harness.lessonRuns.count == 1 }
    harness.keyboard.press("r")
    await waitUntil("the re-run") { harness.lessonRuns.count == 2 }
    harness.keyboard.press("h")
    await waitUntil("the hint") { harness.console.output.contains("1. Store the URL.") }
    harness.keyboard.press("q")
    #expect(await watching.value == 0)
  }

  @Test("n moves to the next lesson only once this one passes")
  func nextLesson() async {
    let failing = GraderHarness()
    let stuck = Task { await failing.run("watch", "1") }
    await waitUntil("the first check") { failing.lessonRuns.count == 1 }
    failing.keyboard.press("n")
    await waitUntil("the refusal") {
      failing.console.output.contains("Pass Lesson 01: Tight coupling first")
    }
    failing.keyboard.press("q")
    #expect(await stuck.value == 0)

    let passing = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    let moving = Task { await passing.run("watch", "0") }
    await waitUntil("the first check") { passing.lessonRuns.count == 1 }
    passing.keyboard.press("n")
    await waitUntil("the next lesson's check") { passing.lessonRuns == ["0", "1"] }
    passing.keyboard.press("q")
    #expect(await moving.value == 0)
  }

  @Test("Shows the course's progress bar, and plain lines without a terminal")
  func plainOutput() async {
    let harness = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    let watching = Task { await harness.run("watch", "1") }
    await waitUntil("the first check") { harness.lessonRuns.count == 1 }
    harness.keyboard.press("q")
    _ = await watching.value
    #expect(harness.console.output.contains("[■□] 1 of 2 lessons passed"))
    #expect(harness.console.output.contains("saving a file checks it again"))
    #expect(
      harness.console.output.contains(/Checked at \d\d:\d\d:\d\d\. Watching/),
      "each check says when it ran, so that a save that changes nothing shows too")
    #expect(!harness.console.output.contains("\u{1B}["), "no escape codes without a terminal")
  }
}
