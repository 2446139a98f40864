import Foundation
import Lesson11CompositionRootCore

/// The live clock: the computer's own time.
public struct SystemClock: DateProviding {
  public init() {}

  public func now() -> Date {
    Date.distantPast
  }
}
