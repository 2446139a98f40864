/// Why a repository could not do what it was asked, whatever it keeps markets in.
public enum MarketRepositoryError: Error, Equatable, Sendable {
  /// The stored data is there but does not read as markets; the repository leaves it as it is.
  case corruptStore
  /// The store could not be read.
  case readFailed
  /// The store could not be written.
  case writeFailed
}
