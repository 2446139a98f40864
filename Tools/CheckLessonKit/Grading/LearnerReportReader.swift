import Foundation

/// Finds and reads the reports `class` is given: files, or folders of `.json` files.
struct LearnerReportReader: Sendable {
  let files: any FileSystemAccessing
  /// The folder relative paths start from.
  let currentFolder: URL

  /// Reads every report the arguments name, once each, and says why it skipped the others.
  func read(_ arguments: [String]) async -> (reports: [LearnerReport], skipped: [SkippedReport]) {
    var found: [(url: URL, path: String)] = []
    var skipped: [SkippedReport] = []
    var seen: Set<String> = []
    for argument in arguments {
      let url = URL(filePath: argument, relativeTo: currentFolder).standardizedFileURL
      guard files.fileExists(at: url) else {
        skipped.append(SkippedReport(path: argument, reason: "there is no such file or folder"))
        continue
      }
      guard files.isDirectory(at: url) else {
        if seen.insert(url.path).inserted { found.append((url, argument)) }
        continue
      }
      let folder = argument.hasSuffix("/") ? argument : argument + "/"
      let inside = files.files(under: url).filter {
        $0.hasSuffix(".json") && !$0.split(separator: "/").contains { $0.hasPrefix(".") }
      }
      if inside.isEmpty {
        skipped.append(SkippedReport(path: argument, reason: "the folder holds no .json file"))
      }
      for file in inside where seen.insert(url.appending(path: file).path).inserted {
        found.append((url.appending(path: file), folder + file))
      }
    }
    let results = await readAll(found.map(\.url))
    var reports: [LearnerReport] = []
    for ((url, path), result) in zip(found, results) {
      switch result {
      case .success(let report):
        let name = url.deletingPathExtension().lastPathComponent
        reports.append(
          LearnerReport(learner: report.learner ?? name, path: path, url: url, report: report))
      case .failure(let problem):
        skipped.append(SkippedReport(path: path, reason: problem.reason))
      }
    }
    let (latest, superseded) = Self.keepingLatest(reports)
    return (Self.distinguishingNamesakes(latest), skipped + superseded)
  }

  /// The latest report of each learner, by `ranAt`, and the others as superseded. A report
  /// that names no learner is its file's own; one that does not say when it was made is the
  /// older, and of two made at once, the one found last is kept.
  static func keepingLatest(_ reports: [LearnerReport])
    -> (latest: [LearnerReport], superseded: [SkippedReport])
  {
    var latest: [String: Int] = [:]
    for (index, report) in reports.enumerated() {
      guard let name = report.report.learner else { continue }
      if let kept = latest[name], !isLater(report.report.date, than: reports[kept].report.date) {
        continue
      }
      latest[name] = index
    }
    var kept: [LearnerReport] = []
    var superseded: [SkippedReport] = []
    for (index, report) in reports.enumerated() {
      guard let name = report.report.learner, let newest = latest[name], newest != index else {
        kept.append(report)
        continue
      }
      let newer = reports[newest]
      let when = newer.report.ranAt.map { ", made \($0)" } ?? ""
      superseded.append(
        SkippedReport(
          path: report.path,
          reason: "superseded by \(newer.path), the latest report of \(name)\(when)"))
    }
    return (kept, superseded)
  }

  /// Whether a report made at `date` is later than one made at `other`, or as late; nil is
  /// earlier than any date.
  private static func isLater(_ date: Date?, than other: Date?) -> Bool {
    switch (date, other) {
    case (let date?, let other?): date >= other
    case (nil, _?): false
    default: true
    }
  }

  /// Reads the files at `urls`, as many at once as the machine has cores, in their order.
  private func readAll(_ urls: [URL]) async -> [Result<LearnerReport.Contents, Problem>] {
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, urls.count))
    return await withTaskGroup(of: [(Int, Result<LearnerReport.Contents, Problem>)].self) {
      group in
      for worker in 0..<workers {
        group.addTask {
          let decoder = JSONDecoder()
          return stride(from: worker, to: urls.count, by: workers).map { index in
            (index, read(urls[index], decoder: decoder))
          }
        }
      }
      var results = [Result<LearnerReport.Contents, Problem>?](repeating: nil, count: urls.count)
      for await batch in group {
        for (index, result) in batch { results[index] = result }
      }
      return results.map { $0 ?? .failure(Problem(reason: "it cannot be read")) }
    }
  }

  /// Why a file is not a report `class` can read.
  struct Problem: Error {
    var reason: String
  }

  /// Reads the report in the file at `url`.
  func read(_ url: URL, decoder: JSONDecoder) -> Result<LearnerReport.Contents, Problem> {
    read(url, as: LearnerReport.Contents.self, decoder: decoder)
  }

  /// Reads the report in the file at `url` into `Report`, a type that reads all or part of it.
  func read<Report: VersionedReport>(_ url: URL, as: Report.Type, decoder: JSONDecoder)
    -> Result<Report, Problem>
  {
    guard let data = try? files.contents(of: url) else {
      return .failure(Problem(reason: "it cannot be read"))
    }
    guard !data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      return .failure(Problem(reason: "it is empty"))
    }
    let report: Report
    do {
      report = try decoder.decode(Report.self, from: data)
    } catch {
      return .failure(Problem(reason: Self.reason(for: error, in: data, decoder: decoder)))
    }
    guard report.version <= ClassReport.currentVersion else {
      return .failure(Problem(reason: Self.tooNew(report.version)))
    }
    return .success(report)
  }

  /// The shape every `all --json` report has, whatever its version.
  private struct Header: Decodable {
    var version: Int
  }

  /// Why decoding a report failed, in the instructor's terms.
  private static func reason(for error: any Error, in data: Data, decoder: JSONDecoder) -> String {
    let foreign = "it is not a check-lesson all --json report"
    guard let header = try? decoder.decode(Header.self, from: data) else {
      if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil {
        return "it is not valid JSON"
      }
      return foreign + " (it has no \"version\")"
    }
    if header.version > ClassReport.currentVersion { return tooNew(header.version) }
    guard let error = error as? DecodingError else { return foreign }
    switch error {
    case .keyNotFound(let key, let context):
      return foreign + " (\(path(context.codingPath + [key])) is missing)"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return foreign + " (\(path(context.codingPath)) has the wrong type)"
    @unknown default:
      return foreign
    }
  }

  /// Why a report of a later version is skipped.
  private static func tooNew(_ version: Int) -> String {
    "it is a version \(version) report, and this grader reads version \(ClassReport.currentVersion): update the workshop"
  }

  /// A coding path as it reads in JSON, such as `lessons[2].passed`.
  private static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? "the report" : text
  }

  /// The reports, with the file's name after a learner's name that more than one report has.
  private static func distinguishingNamesakes(_ reports: [LearnerReport]) -> [LearnerReport] {
    var counts: [String: Int] = [:]
    for report in reports { counts[report.learner, default: 0] += 1 }
    return reports.map { report in
      guard counts[report.learner, default: 0] > 1 else { return report }
      var report = report
      report.learner += " (\(report.path))"
      return report
    }
  }
}

/// A type that reads an `all --json` report, all of it or a part, its version included.
protocol VersionedReport: Decodable {
  var version: Int { get }
}

extension LearnerReport.Contents: VersionedReport {}

extension ClassReport: VersionedReport {}
