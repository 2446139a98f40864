/// A command line the app cannot understand.
struct UsageError: Error, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
