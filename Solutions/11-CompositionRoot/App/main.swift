import Foundation
import Lesson11CompositionRootAdapters
import Lesson11CompositionRootCore

// The composition root: the one place that reads the command line and the environment,
// builds the live adapters, and hands them to the use cases. Nothing in Core knows which
// adapters run; a test hands the use cases doubles instead.

let invocation: Invocation
do {
  invocation = try Invocation(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment)
} catch {
  Terminal.writeError("Error: \(error.message)")
  Terminal.writeError(Invocation.usage)
  exit(64)
}

let repository = JSONFileMarketRepository(fileURL: invocation.storeURL)
let clock = SystemClock()

do {
  switch invocation.command {
  case .create(let name):
    let market = try CreateMarket(repository: repository, clock: clock, makeID: UUID.init)
      .execute(name: name)
    print("Created \(market.slug) (\(market.status.rawValue))")
  case .publish(let slug):
    let market = try PublishMarket(repository: repository).execute(slug: slug)
    print("Published \(market.slug)")
  case .list:
    let markets = try ListMarkets(repository: repository).execute()
    if markets.isEmpty { print("No markets yet.") }
    for market in markets { print(Terminal.line(for: market)) }
  }
} catch {
  Terminal.writeError("Error: \(Terminal.message(for: error))")
  exit(1)
}
