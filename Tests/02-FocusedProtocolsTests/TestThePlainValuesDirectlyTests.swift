import Foundation
import Testing

@testable import Lesson02FocusedProtocols

extension FocusedProtocolsTests {
  // No doubles here: these types reach for nothing outside, so a test just builds them.
  @Suite("Task 4: Test the plain values directly")
  struct TestThePlainValuesDirectly {
    @Test("Settings.defaults are the system theme, 14 points and sync off")
    func defaults() {
      #expect(
        Settings.defaults == Settings(theme: .system, fontSize: 14, syncEnabled: false),
        "Settings.defaults should be the system theme, font size 14 and sync off"
      )
    }

    @Test("Settings survive a JSON round trip", arguments: Theme.allCases)
    func jsonRoundTrip(theme: Theme) throws {
      let settings = Settings(theme: theme, fontSize: 16, syncEnabled: true)

      let data = try JSONEncoder().encode(settings)

      let decoded = try JSONDecoder().decode(Settings.self, from: data)
      #expect(
        decoded == settings,
        "JSONEncoder and JSONDecoder need no protocol: decoding what was encoded should give the same settings"
      )
    }

    @Test("Settings compare by value")
    func comparesByValue() {
      var changed = Settings.defaults
      changed.fontSize += 2

      #expect(changed != Settings.defaults, "changing a field should make the settings differ")
      #expect(
        Settings(theme: .system, fontSize: 14, syncEnabled: false) == .defaults,
        "two settings with the same fields should be equal"
      )
    }

    @Test("There is one container purpose for settings and one for sync")
    func containerPurposes() {
      #expect(
        ContainerPurpose.allCases == [.settings, .sync],
        "ContainerPurpose should have the cases .settings and .sync"
      )
    }
  }
}
