/// How many times each method of a spy was called.
struct CallCounts: Equatable, Sendable {
  var read = 0
  var write = 0
  var fileExists = 0
  var removeItem = 0
}
