import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads and writes the user's settings through the settings API, over any `HTTPClient`.
struct RemoteSettingsClient {
  /// Where the API lives; every request goes to `{baseURL}/v1/settings`.
  let baseURL: URL
  private let token: String
  private let httpClient: any HTTPClient

  init(baseURL: URL, token: String, httpClient: any HTTPClient) {
    self.baseURL = baseURL
    self.token = token
    self.httpClient = httpClient
  }

  /// Asks the server for the saved settings (`GET /v1/settings`).
  func fetchSettings() async throws -> Settings {
    // TODO: Task 1. Build the GET request of the README's table: its URL and its headers.
    let request = URLRequest(url: baseURL)

    // TODO: Task 3. Here and in updateSettings(_:), a failed send is a transport error.
    let (data, _) = try await httpClient.send(request)

    // TODO: Task 2. Here and in updateSettings(_:), accept only a 2xx status.

    // TODO: Task 3. A body that does not decode is an error of its own.
    return try JSONDecoder().decode(Settings.self, from: data)
  }

  /// Replaces the saved settings on the server (`PUT /v1/settings` with a JSON body).
  func updateSettings(_ settings: Settings) async throws {
    // TODO: Task 1. Build the PUT request of the README's table, with the settings as its body.
    let request = URLRequest(url: baseURL)

    _ = try await httpClient.send(request)

  }
}
