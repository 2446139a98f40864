/// Proving the reviewer's rules, which needs no build: the reference trips no rule, no wheat
/// trips an essential one, and each rule's proving chaffs trip it.
extension Verifier {
  /// What is wrong with the rules of the table as a whole.
  static func reviewRuleProblems(_ rules: [ReviewRule] = ReviewRule.all) -> [String] {
    var problems: [String] = []
    for rule in rules {
      if rule.regex == nil {
        problems.append("review rule \(rule.id): its pattern is not a regular expression")
      }
      if rule.severity == .essential, rule.provedBy.isEmpty {
        problems.append("review rule \(rule.id) is essential, so a chaff must prove it")
      }
      for proof in rule.provedBy {
        let number = Int(proof.prefix(2))
        if number.map({ rule.lessons[$0] == nil }) ?? true {
          problems.append(
            "review rule \(rule.id) is proved by \(proof), in a lesson it does not read")
        }
      }
    }
    return problems
  }

  /// The reviewer on `lesson`'s reference, wheats and the chaffs that prove its rules.
  func proveReview(of lesson: Lesson, rules: [ReviewRule] = ReviewRule.all) -> Proof {
    var proof = Proof(summary: "")
    let reference = workshop.referenceFiles(of: lesson, files: files)
    for comment in Reviewer.review(reference, lesson: lesson.number, rules: rules) {
      proof.problems.append(
        "the reference trips the review rule `\(comment.rule)` at \(comment.file):\(comment.line)")
    }
    let variants = workshop.variants(of: lesson, files: files) + plantedVersions(of: lesson)
    for wheat in variants where wheat.kind == .wheat {
      guard let code = try? wheat.files(from: reference) else { continue }
      for comment in Reviewer.review(code, lesson: lesson.number, rules: rules)
      where comment.isEssential {
        proof.problems.append(
          "wheat \(wheat.name) (\(wheat.description)) is correct, but the review rule `\(comment.rule)` stops it at \(comment.file):\(comment.line)"
        )
      }
    }
    var proved = 0
    let proving = rules.filter { !$0.provingChaffs(in: lesson.number).isEmpty }
    for rule in proving {
      for name in rule.provingChaffs(in: lesson.number) {
        guard let chaff = variants.first(where: { $0.kind == .chaff && $0.name == name }) else {
          proof.problems.append("review rule `\(rule.id)` is proved by \(name), which is no chaff")
          continue
        }
        let code = (try? chaff.files(from: reference)) ?? [:]
        let comments = Reviewer.review(code, lesson: lesson.number, rules: [rule])
        if let comment = comments.first {
          proved += 1
          proof.details.append(
            "\(style.pass) review rule \(rule.id): comments on chaff \(name) at \(comment.file):\(comment.line)"
          )
        } else {
          proof.problems.append(
            "review rule `\(rule.id)` does not comment on its proving chaff \(name)")
        }
      }
    }
    let count = proving.count
    proof.summary =
      count == 0 ? "" : "\(count) review rule\(count == 1 ? "" : "s") proved by \(proved) chaffs"
    return proof
  }
}
