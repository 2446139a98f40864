import Foundation
import Testing

extension PriceAlertsTests {
  @Suite("Task 2: Put the clock, the IDs and the disk behind seams")
  struct ClockIDsAndDisk {
    @Test("add stamps createdAt with the time now")
    func addStampsTheTimeNow() throws {
      try AlertsApp.withStub { app in
        let before = Date().addingTimeInterval(-2)
        _ = try app.run("add", "rain", "above", "0.6")
        let after = Date().addingTimeInterval(2)
        let createdAt = try #require(try app.storedAlerts().first?.createdAt)
        #expect(
          createdAt >= before && createdAt <= after,
          "without --now, a new alert's createdAt should be the system clock's time, not a fixed date; it is \(Moments.text(createdAt))"
        )
      }
    }

    @Test("check stamps firedAt with the time now")
    func checkStampsTheTimeNow() throws {
      try AlertsApp.withStub(prices: ["rain": 0.9]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let before = Date().addingTimeInterval(-2)
        _ = try app.run("check")
        let after = Date().addingTimeInterval(2)
        let firedAt = try #require(try app.storedAlerts().first?.firedAt)
        #expect(
          firedAt >= before && firedAt <= after,
          "without --now, a fired alert's firedAt should be the system clock's time; it is \(Moments.text(firedAt))"
        )
      }
    }

    @Test("Each new alert gets an ID of its own")
    func eachAlertGetsItsOwnID() throws {
      try AlertsApp.withStub { app in
        var printed: [String] = []
        for _ in 0..<3 {
          let run = try app.run("add", "rain", "above", "0.6")
          if let id = AddedLine.id(in: run, slug: "rain", rule: "above 0.6") { printed.append(id) }
        }
        #expect(
          Set(printed).count == 3,
          "three adds should print three different UUIDs, a new one each time; they printed \(printed)"
        )
        #expect(
          try app.storedAlerts().map(\.id) == printed,
          "alerts.json should keep each alert with the ID add printed for it")
      }
    }

    @Test("alerts.json is pretty-printed JSON with sorted keys and ISO 8601 dates")
    func fileFormat() throws {
      try AlertsApp.withStub(prices: ["rain": 0.9]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6), .fired(2, "snow", "below", 0.2)])
        _ = try app.run("add", "hail", "below", "0.35")
        _ = try app.run("check")
        let bytes = try #require(app.alertsBytes(), "add and check should keep alerts.json")
        let stored = try StoredAlert.decode(bytes)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let expected = try encoder.encode(stored)
        let written = String(decoding: bytes, as: UTF8.self)
        #expect(
          written.trimmingCharacters(in: .newlines)
            == String(decoding: expected, as: UTF8.self),
          "alerts.json should be written by JSONEncoder with .iso8601 dates and [.prettyPrinted, .sortedKeys], with these keys only: createdAt, direction, expiresAt (when set), firedAt (when fired), id, price, slug; it is \(written)"
        )
      }
    }

    @Test("add makes the ALERTS_DATA folder, with its parents, when it is missing")
    func addMakesTheDataFolder() throws {
      try AlertsApp.withStub { app in
        let data = app.folder.appending(path: "deep/er/data")
        let run = try app.run(
          ["add", "rain", "above", "0.6"], environment: ["ALERTS_DATA": data.path])
        #expect(run.exitCode == 0, "add should make its folder and work; \(run)")
        #expect(
          FileManager.default.fileExists(atPath: data.appending(path: "alerts.json").path),
          "add should write alerts.json in the folder ALERTS_DATA names, making it and its parents first"
        )
      }
    }

    @Test("Without ALERTS_DATA, alerts are kept in .price-alerts in the home folder")
    func defaultDataFolder() throws {
      try AlertsApp.withStub { app in
        let add = try app.run(["add", "rain", "above", "0.6"], unset: ["ALERTS_DATA"])
        #expect(add.exitCode == 0, "add without ALERTS_DATA should work; \(add)")
        let file = app.home.appending(path: ".price-alerts/alerts.json")
        #expect(
          FileManager.default.fileExists(atPath: file.path),
          "without ALERTS_DATA, add should write $HOME/.price-alerts/alerts.json")
        let list = try app.run(["list"], unset: ["ALERTS_DATA"])
        #expect(
          list.lines.count == 1 && list.lines.first?.contains("  rain  above 0.6  waiting") == true,
          "list without ALERTS_DATA should show the alert kept in $HOME/.price-alerts; \(list)")
      }
    }

    @Test(
      "An alerts.json that does not read as alerts stops every command with exit 74",
      arguments: UnreadableFile.allCases, ["list", "add rain above 0.6", "check"])
    func unreadableFile(file: UnreadableFile, command: String) throws {
      try AlertsApp.withStub(prices: ["rain": 0.9]) { app in
        try file.make(at: app.alertsFile)
        let before = app.alertsBytes()
        let run = try app.run(command.split(separator: " ").map(String.init))
        #expect(
          run.exitCode == 74, "\(command) with \(file) should exit with 74; \(run)")
        #expect(
          run.errorLines == ["error: cannot read \(app.alertsFile.path)"],
          "\(command) with \(file) should write error: cannot read <path of alerts.json> to standard error; \(run)"
        )
        #expect(
          run.output.isEmpty, "an error should print nothing on standard output; \(run)")
        #expect(
          app.alertsBytes() == before,
          "\(command) should leave an alerts.json that it cannot read exactly as it was")
        #expect(
          app.server.requests.isEmpty,
          "\(command) should ask the market API nothing when it cannot read its alerts; the server got \(app.server.requests)"
        )
      }
    }

    @Test("An alerts.json that cannot be written stops add with exit 74")
    func unwritableFile() throws {
      try AlertsApp.withStub { app in
        // /dev/null is not a folder: nothing can be made under it, not even by root.
        let data = "/dev/null/price-alerts"
        let run = try app.run(
          ["add", "rain", "above", "0.6"], environment: ["ALERTS_DATA": data])
        #expect(run.exitCode == 74, "add should exit with 74 when it cannot save; \(run)")
        #expect(
          run.errorLines == ["error: cannot write \(data)/alerts.json"],
          "add should write error: cannot write <path of alerts.json> to standard error when it cannot save; \(run)"
        )
        #expect(
          run.output.isEmpty,
          "add should print no Added line when the alert could not be saved; \(run)")
      }
    }
  }
}

/// An `alerts.json` that exists and does not read as the alerts the README describes.
enum UnreadableFile: CaseIterable, CustomTestStringConvertible, CustomStringConvertible, Sendable {
  case notJSON
  case object
  case alertWithoutPrice
  case folder

  /// Makes the file at `url`, and its folder.
  func make(at url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let contents: String
    switch self {
    case .notJSON: contents = "rain above 0.6"
    case .object: contents = #"{"alerts": []}"#
    case .alertWithoutPrice:
      contents =
        #"[{"createdAt": "2026-11-20T09:00:00Z", "direction": "above", "#
        + #""id": "A1E27000-0000-4000-8000-000000000001", "slug": "rain"}]"#
    case .folder:
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      return
    }
    try Data(contents.utf8).write(to: url)
  }

  var description: String {
    switch self {
    case .notJSON: "an alerts.json that is not JSON"
    case .object: "an alerts.json that is a JSON object, not an array"
    case .alertWithoutPrice: "an alerts.json whose alert has no price"
    case .folder: "an alerts.json that is a folder"
    }
  }

  var testDescription: String { description }
}
