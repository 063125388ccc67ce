import TraceJSON
import Replays
import TraceChecking

/// The text and JSON forms of an exploration (`mapsim explore`, `--json`).
extension ExplorationResult {
    /// The readable report. `seed` is the seed the runs were drawn with; `shrunkPath` the
    /// file the shrunk trace was written to, if any. For example:
    ///
    ///     explore    gesture-double-tap-window (traces/explore-double-tap-window.json), seed 1
    ///     runs       3 of 100: run 3 failed
    ///     failed     under timing jitter ±2 ms, 90 fps
    ///       expect[0] gesturesInclude: expected gestures to include doubleTap in order, got tap, tap
    ///     shrunk     14 → 4 touch events, 2 → 1 perturbation (timing jitter ±2 ms), 31 candidates checked
    ///       expect[0] gesturesInclude: expected gestures to include doubleTap in order, got tap, tap
    ///     wrote      out/double-tap.shrunk.json
    public func textReport(seed: UInt64, shrunkPath: String?) -> String {
        var lines = ["explore    \(path), seed \(seed)"]
        if let reasons = baselineReasons {
            lines.append("fails      as given, before any perturbation (fix it, or run 'mapsim check --update' first):")
            lines += reasons.map { "  " + $0 }
            return lines.joined(separator: "\n") + "\n"
        }
        let checks = (expectationCount == 0 ? "no expectations: invariants only"
                      : "\(expectationCount) expectation\(expectationCount == 1 ? "" : "s") and the invariants")
        guard let failure else {
            var line = "runs       \(runsDone) of \(runsPlanned) held (\(checks))"
            if invalidRuns > 0 { line += ", \(invalidRuns) skipped (invalid perturbed touches)" }
            lines.append(line)
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("runs       \(runsDone) of \(runsPlanned): run \(failure.run) failed (\(checks))")
        lines.append("failed     under " + failure.perturbations.map(\.summary).joined(separator: ", "))
        lines += failure.reasons.map { "  " + $0 }
        if let shrunk = failure.shrunk {
            let p = shrunk.perturbations
            var line = "shrunk     \(eventCount) → \(shrunk.trace.touches.count) touch events, "
                + "\(failure.perturbations.count) → \(p.count) perturbation\(p.count == 1 ? "" : "s")"
            if !p.isEmpty { line += " (" + p.map(\.summary).joined(separator: ", ") + ")" }
            line += ", \(shrunk.candidatesChecked) candidates checked"
            if shrunk.budgetReached { line += " (budget reached: it may shrink further)" }
            lines.append(line)
            lines += shrunk.reasons.map { "  " + $0 }
        }
        if let shrunkPath { lines.append("wrote      \(shrunkPath)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON report: {trace, seed, runsPlanned, runsDone, invalidRuns, eventCount,
    /// expectationCount, held, baselineFailures (null unless the trace fails as given),
    /// failure (null, or {run, perturbations [{kind, summary}], reasons, shrunk {path,
    /// eventCount, framesPerSecond, perturbations, reasons, candidatesChecked,
    /// budgetReached}})}.
    public func jsonReport(seed: UInt64, shrunkPath: String?, pretty: Bool = false) -> String {
        var json = JSONWriter(style: pretty ? .pretty : .compact)
        func perturbationList(_ list: [TracePerturbation], _ json: inout JSONWriter) {
            for p in list {
                json.object { json in
                    json.field("kind", p.kind.rawValue)
                    json.field("summary", p.summary)
                }
            }
        }
        func strings(_ list: [String], _ json: inout JSONWriter) { for s in list { json.string(s) } }
        json.object { json in
            json.field("trace", path)
            json.key("seed")
            json.integer(Int(clamping: seed))
            json.field("runsPlanned", runsPlanned)
            json.field("runsDone", runsDone)
            json.field("invalidRuns", invalidRuns)
            json.field("eventCount", eventCount)
            json.field("expectationCount", expectationCount)
            json.field("held", !foundFailure)
            json.key("baselineFailures")
            if let reasons = baselineReasons { json.array { strings(reasons, &$0) } } else { json.null() }
            json.key("failure")
            guard let failure else { return json.null() }
            json.object { json in
                json.field("run", failure.run)
                json.field("perturbations", array: { perturbationList(failure.perturbations, &$0) })
                json.field("reasons", array: { strings(failure.reasons, &$0) })
                json.key("shrunk")
                guard let shrunk = failure.shrunk else { return json.null() }
                json.object { json in
                    json.key("path")
                    if let shrunkPath { json.string(shrunkPath) } else { json.null() }
                    json.field("eventCount", shrunk.trace.touches.count)
                    json.field("framesPerSecond", shrunk.framesPerSecond)
                    json.field("perturbations", array: { perturbationList(shrunk.perturbations, &$0) })
                    json.field("reasons", array: { strings(shrunk.reasons, &$0) })
                    json.field("candidatesChecked", shrunk.candidatesChecked)
                    json.field("budgetReached", shrunk.budgetReached)
                }
            }
        }
        return (try? json.finish()) ?? "{}"
    }
}
