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
    let data = try await send(makeRequest(method: "GET"))
    do {
      return try JSONDecoder().decode(Settings.self, from: data)
    } catch {
      throw RemoteSettingsError.malformedBody
    }
  }

  /// Replaces the saved settings on the server (`PUT /v1/settings` with a JSON body).
  func updateSettings(_ settings: Settings) async throws {
    var request = makeRequest(method: "PUT")
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try JSONEncoder().encode(settings)
    _ = try await send(request)
  }

  /// A request to the settings endpoint, with the headers every request carries.
  private func makeRequest(method: String) -> URLRequest {
    var request = URLRequest(url: baseURL.appending(path: "v1/settings"))
    request.httpMethod = method
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  /// Sends `request` and returns the body of a 2xx answer; anything else throws a domain error.
  private func send(_ request: URLRequest) async throws -> Data {
    let data: Data
    let response: HTTPURLResponse
    do {
      (data, response) = try await httpClient.send(request)
    } catch {
      throw RemoteSettingsError.transport
    }
    guard (200...299).contains(response.statusCode) else {
      throw RemoteSettingsError.server(status: response.statusCode)
    }
    return data
  }
}
