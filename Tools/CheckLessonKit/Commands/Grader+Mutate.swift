import Foundation

extension Grader {
  /// The mutation sweep of `lesson`, or of every lesson: runs each suite against every
  /// mutant of its reference, writes the record, and prints the survivors that nothing
  /// explains. Exits 1 when there is one, or when the list of equivalent mutants is stale.
  func mutate(_ lesson: Lesson?, mode: Invocation.MutateMode) async throws -> Int32 {
    let sweep = MutationSweep(workshop: workshop, checker: checker, files: files)
    let lessons = lesson.map { [$0] } ?? workshop.lessons
    if mode == .survivors { return try await rerunSurvivors(of: lessons, sweep: sweep) }
    if mode == .list {
      for lesson in lessons {
        let mutants = sweep.mutants(of: lesson)
        console.write(style.bold("\(lesson.heading): \(mutants.count) mutants") + "\n")
        for mutant in mutants { console.write("  L\(mutant.line) \(mutant.key)\n") }
      }
      return 0
    }
    let slots = Verifier.lessonsAtOnce
    var problemCount = 0
    for lesson in lessons {
      let console = console
      let style = style
      let isTerminal = console.isTerminal
      let heading = lesson.heading
      let started = ContinuousClock.now
      let (record, runs) = try await sweep.sweep(lesson, slots: slots) { done, total in
        if isTerminal {
          console.write("\r\u{1B}[K" + style.dim("\(heading): mutant \(done) of \(total)…"))
        }
      }
      if isTerminal { console.write("\r\u{1B}[K") }
      try files.write(Data(record.text.utf8), to: workshop.mutationRecordFile(of: lesson))
      let problems = sweep.recordProblems(of: lesson)
      problemCount += problems.count
      let seconds = Int((ContinuousClock.now - started) / .seconds(1))
      console.write(
        "  \(problems.isEmpty ? style.pass : style.fail) Lesson \(lesson.paddedNumber): "
          + "\(record.summary) (\(seconds) s)\n")
      for problem in problems { console.write("      \(problem)\n") }
      _ = runs
    }
    console.write(
      problemCount == 0
        ? style.green("No mutant survives unexplained.") + "\n"
        : style.red("\(problemCount) problem\(problemCount == 1 ? "" : "s") found.") + "\n")
    return problemCount == 0 ? 0 : 1
  }
}

extension Grader {
  /// Runs the suite of each of `lessons` again against the mutants its record says
  /// survive, and prints which a test now kills. Writes nothing: only a whole sweep
  /// makes a record.
  func rerunSurvivors(of lessons: [Lesson], sweep: MutationSweep) async throws -> Int32 {
    var surviving = 0
    for lesson in lessons {
      guard let record = sweep.record(of: lesson) else {
        console.writeError(
          "Error: \(lesson.heading) has no record yet; run mutate \(lesson.number)\n")
        return 1
      }
      let keys = Set(record.entries.filter { $0.outcome == .survived }.map(\.key))
      let mutants = sweep.mutants(of: lesson).filter { keys.contains($0.key) }
      let reference = workshop.referenceFiles(of: lesson, files: files)
      let pool = SlotPool(count: Verifier.lessonsAtOnce)
      console.write(
        style.bold("\(lesson.heading): \(mutants.count) survivors of the last sweep") + "\n")
      let runs = try await mapInOrder(mutants, atOnce: Verifier.lessonsAtOnce) { mutant in
        try await pool.withSlot { slot in
          try await sweep.run(mutant, of: lesson, reference: reference, slot: slot)
        }
      }
      for (mutant, run) in zip(mutants, runs) {
        let mark =
          run.outcome == .killed ? style.pass : run.outcome == .survived ? style.fail : "?"
        if run.outcome == .survived { surviving += 1 }
        console.write("  \(mark) L\(mutant.line) \(mutant.key)\n      \(run.how)\n")
      }
    }
    console.write(
      "\(surviving) still survive. Run mutate without --survivors to write the record.\n")
    return surviving == 0 ? 0 : 1
  }

  /// Runs `lesson`'s suite against each wrong answer in `folder`, patches of the reference
  /// as chaffs are, and prints which it catches. A wrong answer that passes every test but
  /// that an essential rule of the reviewer stops is caught, as a learner's check would
  /// stop it. Exits 1 when one gets past both.
  func attack(_ lesson: Lesson, folder: String) async throws -> Int32 {
    let url = URL(filePath: folder, directoryHint: .isDirectory, relativeTo: currentFolder)
      .standardizedFileURL
    let names = files.entries(of: url).filter { $0.hasSuffix(".patch") }.sorted()
    guard !names.isEmpty else {
      throw UsageError("\(folder) holds no .patch file")
    }
    let reference = workshop.referenceFiles(of: lesson, files: files)
    let pool = SlotPool(count: Verifier.lessonsAtOnce)
    let sweep = MutationSweep(workshop: workshop, checker: checker, files: files)
    let outcomes = try await mapInOrder(names, atOnce: Verifier.lessonsAtOnce) { name in
      let text = self.files.text(of: url.appending(path: name)) ?? ""
      let patch: Patch
      do { patch = try Patch(text: text) } catch {
        return (name, "", MutationSweep.Run(outcome: .noBuild, how: "cannot be read: \(error)"))
      }
      let code: [String: String]
      do { code = try patch.applied(to: reference) } catch {
        return (
          name, patch.summary, MutationSweep.Run(outcome: .noBuild, how: "does not apply: \(error)")
        )
      }
      var run = try await pool.withSlot { slot in
        try await sweep.run(code: code, of: lesson, slot: slot)
      }
      let stop = Reviewer.review(code, lesson: lesson.number, rules: self.reviewRules)
        .first(where: \.isEssential)
      if run.outcome == .survived, let stop {
        let place = "\(stop.file):\(stop.line)"
        run = MutationSweep.Run(
          outcome: .killed, how: "passes every test, but the reviewer stops it at \(place)")
      }
      return (name, patch.summary, run)
    } ready: { (name, summary, run) in
      let mark =
        switch run.outcome {
        case .killed: self.style.pass
        case .survived: self.style.fail
        default: "?"
        }
      let label = String(name.dropLast(".patch".count))
      console.write(
        "  \(mark) \(label): \(run.outcome == .survived ? "passes every test" : run.how)\n")
      if run.outcome == .survived, !summary.isEmpty { console.write("      \(summary)\n") }
    }
    let caught = outcomes.count { $0.2.outcome == .killed }
    let broken = outcomes.count { $0.2.outcome == .noBuild }
    console.write(
      "\(lesson.heading): the suite catches \(caught) of \(outcomes.count - broken) wrong answers"
        + (broken > 0 ? " (\(broken) do not build or apply)" : "") + ".\n")
    return caught == outcomes.count - broken ? 0 : 1
  }
}
