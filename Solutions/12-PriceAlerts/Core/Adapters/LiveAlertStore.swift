import Foundation

/// The live store: keeps the alerts in `alerts.json` in a folder on disk.
public struct LiveAlertStore: AlertStore {
  /// The file the alerts are kept in.
  public let fileURL: URL

  /// A store in `folder`, which is created with its parents on the first save.
  public init(folder: URL) {
    fileURL = folder.appending(path: "alerts.json")
  }

  public func load() throws(AlertStoreError) -> [Alert] {
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      return try decoder.decode([Alert].self, from: Data(contentsOf: fileURL))
    } catch {
      throw .cannotRead(path: path)
    }
  }

  public func save(_ alerts: [Alert]) throws(AlertStoreError) {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try encoder.encode(alerts).write(to: fileURL, options: .atomic)
    } catch {
      throw .cannotWrite(path: path)
    }
  }

  private var path: String { fileURL.path(percentEncoded: false) }
}
