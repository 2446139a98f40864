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
    // TODO: Task 1: GET {baseURL}/v1/settings, with the headers
    // Authorization: Bearer <token> and Accept: application/json.
    let request = URLRequest(url: baseURL)

    // TODO: Task 3: when send(_:) throws, throw RemoteSettingsError.transport instead.
    let (data, _) = try await httpClient.send(request)

    // TODO: Task 2: a status outside 200...299 throws RemoteSettingsError.server(status:).

    // TODO: Task 3: a body that does not decode throws RemoteSettingsError.malformedBody.
    return try JSONDecoder().decode(Settings.self, from: data)
  }

  /// Replaces the saved settings on the server (`PUT /v1/settings` with a JSON body).
  func updateSettings(_ settings: Settings) async throws {
    // TODO: Task 1: PUT {baseURL}/v1/settings, with the settings as a JSON body and the
    // headers Authorization, Accept and Content-Type: application/json.
    let request = URLRequest(url: baseURL)

    // TODO: Task 3: when send(_:) throws, throw RemoteSettingsError.transport instead.
    _ = try await httpClient.send(request)

    // TODO: Task 2: a status outside 200...299 throws RemoteSettingsError.server(status:).
  }
}
