import Foundation
import Testing

@testable import Lesson07NetworkAndExternalAPIs

/// The values the tests share.
enum Fixture {
  static let baseURLText = "https://api.example.test"
  static let settingsURLText = "https://api.example.test/v1/settings"
  static let token = "token-7f3a9c"

  /// The settings the server has saved, and the JSON it sends for them.
  static let serverSettings = Settings(theme: .dark, fontSize: 18, syncEnabled: true)
  static let serverSettingsJSON = Data(#"{"theme":"dark","fontSize":18,"syncEnabled":true}"#.utf8)

  /// The settings a test uploads: different from the server's, so a mix-up shows.
  static let newSettings = Settings(theme: .light, fontSize: 22, syncEnabled: false)

  /// A client for `https://api.example.test` that sends through `httpClient`.
  ///
  /// It installs the `NetworkBlocker` first: on Linux, `URLSession.shared` takes the registered
  /// protocol classes when it is first used, so a client that wrongly sends through the shared
  /// session must not be the first to touch it.
  static func client(
    _ httpClient: any HTTPClient, baseURL text: String = baseURLText
  ) throws -> RemoteSettingsClient {
    NetworkBlocker.install()
    let baseURL = try #require(URL(string: text), "The test's base URL should parse")
    return RemoteSettingsClient(baseURL: baseURL, token: token, httpClient: httpClient)
  }
}
