/// Everything that can go wrong while talking to the settings API, in the app's terms.
enum RemoteSettingsError: Error, Equatable {
  /// No response arrived: offline, timed out, host not found, connection lost.
  case transport
  /// The server answered with a status outside 200...299.
  case server(status: Int)
  /// The server answered 2xx, but the body is not the settings JSON the API promises.
  case malformedBody
}
