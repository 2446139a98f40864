/// Why a command failed: the lines it writes to standard error, and its exit code.
enum AlertsFailure: Error, Equatable {
  case usage(String)
  case store(AlertStoreError)
  case prices(MarketPricesError, slug: String)

  /// How to call the command, written after every usage error.
  static let usageLine =
    "usage: alerts [--now <date>] add <slug> above|below <price> [--for <days>] | list | check"

  /// What the command writes to standard error.
  var lines: [String] {
    switch self {
    case .usage(let problem): ["error: \(problem)", Self.usageLine]
    case .store(.cannotRead(let path)): ["error: cannot read \(path)"]
    case .store(.cannotWrite(let path)): ["error: cannot write \(path)"]
    case .prices(.notConfigured, _): ["error: set ALERTS_API to the market API's base URL"]
    case .prices(.unreachable(let api), _): ["error: cannot reach the market API at \(api)"]
    case .prices(.answered(let status), let slug):
      ["error: the market API answered \(status) for \(slug)"]
    case .prices(.noPrice, let slug): ["error: the market API sent no price for \(slug)"]
    }
  }

  /// The exit code, from `sysexits.h`.
  var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .store: 74
    case .prices(.notConfigured, _): 78
    case .prices(.unreachable, _), .prices(.answered, _): 69
    case .prices(.noPrice, _): 65
    }
  }
}
