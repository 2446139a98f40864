import Foundation

/// One alert of `alerts.json`, with the keys and types the README gives.
struct StoredAlert: Codable, Equatable, Sendable, CustomStringConvertible {
  var createdAt: Date
  var direction: String
  var expiresAt: Date?
  var firedAt: Date?
  var id: String
  var price: Double
  var slug: String

  /// The alerts of a file's contents, as the README describes it: a JSON array, ISO 8601 dates.
  static func decode(_ data: Data) throws -> [StoredAlert] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([StoredAlert].self, from: data)
  }

  /// A made-up alert ID for a test's starting file, such as
  /// `A1E27000-0000-4000-8000-000000000003` for 3.
  static func id(_ number: Int) -> String {
    let digits = String(number)
    return "A1E27000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
  }

  /// A waiting alert made at `Moments.created`, the `number`th of a test's starting file.
  static func waiting(
    _ number: Int, _ slug: String, _ direction: String, _ price: Double, expiresAt: Date? = nil
  ) -> StoredAlert {
    StoredAlert(
      createdAt: Moments.created, direction: direction, expiresAt: expiresAt, firedAt: nil,
      id: id(number), price: price, slug: slug)
  }

  /// An alert that fired at `Moments.fired`, the `number`th of a test's starting file.
  static func fired(
    _ number: Int, _ slug: String, _ direction: String, _ price: Double, expiresAt: Date? = nil
  ) -> StoredAlert {
    StoredAlert(
      createdAt: Moments.created, direction: direction, expiresAt: expiresAt,
      firedAt: Moments.fired, id: id(number), price: price, slug: slug)
  }

  var description: String {
    var text = "\(slug) \(direction) \(price)"
    if let firedAt { text += " fired at \(firedAt.formatted(.iso8601))" }
    if let expiresAt { text += " expiring at \(expiresAt.formatted(.iso8601))" }
    return text
  }
}

/// The fixed times the tests use.
enum Moments {
  /// 2026-11-20T09:00:00Z, when a test's starting alerts were made.
  static let created = Date(timeIntervalSince1970: 1_795_165_200)
  /// 2026-11-27T09:00:00Z, the time most tests give with `--now`.
  static let now = Date(timeIntervalSince1970: 1_795_770_000)
  /// 2026-11-25T09:00:00Z, when a test's fired alerts fired.
  static let fired = Date(timeIntervalSince1970: 1_795_597_200)

  /// `date` as the app writes it, such as `2026-11-27T09:00:00Z`.
  static func text(_ date: Date) -> String {
    date.formatted(.iso8601)
  }
}

/// The usage line of every usage error.
let usageLine =
  "usage: alerts [--now <date>] add <slug> above|below <price> [--for <days>] | list | check"
