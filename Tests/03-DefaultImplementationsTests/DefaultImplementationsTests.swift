import Testing

/// Lesson 03: the production adapters, and the default initializer parameters that pick them.
///
/// Every test that touches the disk works in a fresh temporary folder of its own, and no test
/// reads or writes your real Application Support folder.
@Suite("Lesson 03: Default implementations")
struct DefaultImplementationsTests {}
