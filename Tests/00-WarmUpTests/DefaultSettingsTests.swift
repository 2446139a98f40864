import Testing
@testable import Lesson00WarmUp

// Each `@Test` function is one test, named by its sentence. `#expect(condition, "comment")`
// records a failure when the condition is false; the grader prints the comment under it.

extension WarmUpTests {
  @Suite("Task 1: Fix the default settings")
  struct FixTheDefaultSettings {
    @Test("Default theme follows the system")
    func defaultThemeFollowsTheSystem() {
      #expect(
        Settings.defaults.theme == .system,
        "Settings.defaults should use the .system theme, so the app matches the device")
    }

    @Test("Default font size is 14")
    func defaultFontSizeIs14() {
      #expect(Settings.defaults.fontSize == 14, "Settings.defaults should have a fontSize of 14")
    }

    @Test("Sync is off by default")
    func syncIsOffByDefault() {
      #expect(
        Settings.defaults.syncEnabled == false,
        "Settings.defaults should have syncEnabled false: sync waits until the user turns it on")
    }
  }
}
