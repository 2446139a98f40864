import Foundation
import Testing

@Suite("The licence")
struct LicenceTests {
  static let root = IntegrationTests.workshopRoot

  @Test("Is the MIT licence, at the root, and the README says it covers code and prose")
  func mitLicence() throws {
    let licence = try String(contentsOf: Self.root.appending(path: "LICENSE"), encoding: .utf8)
    #expect(licence.hasPrefix("MIT License\n"))
    #expect(licence.contains("Copyright (c) 2026 The Testable Swift authors\n"))
    #expect(licence.contains("Permission is hereby granted, free of charge"))
    let readme = try String(contentsOf: Self.root.appending(path: "README.md"), encoding: .utf8)
    let heading = try #require(readme.range(of: "\n## Licence\n"), "the README has no Licence")
    let section = readme[heading.upperBound...]
    #expect(section.contains("MIT licence") && section.contains("[LICENSE](LICENSE)"))
    #expect(section.contains("code and prose"))
  }
}
