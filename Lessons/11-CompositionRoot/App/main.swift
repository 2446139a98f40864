import Foundation
import Lesson11CompositionRootAdapters
import Lesson11CompositionRootCore

// The composition root: the one place that reads the command line and the environment,
// builds the adapters, and hands them to the use cases.

let invocation: Invocation
do {
  invocation = try Invocation(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  // TODO: Task 4. Report bad input with exit code 64.
  print("Error: \(error.message)")
  exit(1)
}

// TODO: Task 1. Wire the live adapters in main.swift.
#if DEBUG
  // Debug builds use mocks, so that trying the app never touches a real file.
  let environment: any MarketEnvironment = MockMarketEnvironment()
  let slugs: any SlugGenerating = MockSlugGenerator()
#else
  let environment: any MarketEnvironment = LiveMarketEnvironment(storePath: invocation.storePath)
  let slugs: any SlugGenerating = SlugGenerator()
#endif

do {
  switch invocation.command {
  case .create(let name):
    let market = try CreateMarket(environment: environment, slugs: slugs, makeID: UUID.init)
      .execute(name: name)
    print("Created \(market.slug) (\(market.status.rawValue))")
  case .publish(let slug):
    let market = try PublishMarket(environment: environment).execute(slug: slug)
    print("Published \(market.slug)")
  case .list:
    let markets = try ListMarkets(environment: environment).execute()
    if markets.isEmpty { print("No markets yet.") }
    for market in markets { print(Terminal.line(for: market)) }
  }
} catch {
  print("Error: \(Terminal.message(for: error))")
  exit(1)
}
