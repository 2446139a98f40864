/// A moment on a hand-driven clock: how long after the clock's start it is.
struct VirtualInstant: InstantProtocol {
  /// The time from the clock's start to this instant.
  var offset: Duration

  /// The instant a new clock starts at.
  static let zero = VirtualInstant(offset: .zero)

  func advanced(by duration: Duration) -> VirtualInstant {
    VirtualInstant(offset: offset + duration)
  }

  func duration(to other: VirtualInstant) -> Duration {
    other.offset - offset
  }

  static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.offset < rhs.offset
  }
}
