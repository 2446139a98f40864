import Foundation
import Lesson12PriceAlertsCore

// The composition root: the one place that reads the environment and the command line,
// builds the live adapters, and hands them to the command.

let environment = ProcessInfo.processInfo.environment

var folder = FileManager.default.homeDirectoryForCurrentUser.appending(path: ".price-alerts")
if let home = environment["HOME"], !home.isEmpty {
  folder = URL(filePath: home, directoryHint: .isDirectory).appending(path: ".price-alerts")
}
if let data = environment["ALERTS_DATA"], !data.isEmpty {
  folder = URL(filePath: data, directoryHint: .isDirectory)
}

let command = AlertsCommand(
  store: LiveAlertStore(folder: folder),
  prices: LiveMarketPrices(api: environment["ALERTS_API"]),
  terminal: LiveTerminal(),
  now: { Date() },
  makeID: UUID.init)

exit(await command.run(Array(CommandLine.arguments.dropFirst())))
