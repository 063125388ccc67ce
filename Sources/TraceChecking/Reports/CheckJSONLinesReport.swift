import TraceFormat
import TraceJSON
import Replays

/// `mapsim check` results as JSON lines (https://jsonlines.org): one compact JSON object
/// per result, each on its own line, in the order given.
///
/// Each object has these members, always in this order (our choices):
/// ```
/// {"path":"traces/pinch.json","status":"failed","timeMs":2016.666667,"expectations":4,
///  "failures":[{"path":"expect[1]","name":"camera","message":"zoom expected 13 ± 1e-06, got 12.5"}],
///  "note":"…"}
/// {"path":"broken.json","status":"error","timeMs":0.0,"expectations":0,"failures":[],
///  "error":"broken.json: line 3, column 7: …","errorType":"invalid"}
/// ```
/// (each object is one line; broken here for reading).
/// - `path`: the path as given or found. `status`: `passed`, `failed`, `error` or
///   `skipped` (`TraceCheckResult.Status`).
/// - `timeMs`: the simulated time the replay covered, milliseconds (`replayedMs`); `null`
///   when it is not finite. `expectations`: how many `expect` entries the trace has.
/// - `failures`: the expectations that did not hold, each `{"path","name","message"}`
///   (`expect[1]`, `camera`, the one-line message), then the invariants that did not hold,
///   each with `path` `invariant` (`{"path":"invariant","name":"focalPoint","message":"0.83
///   pt at 412.5 ms, limit 0.5"}`: path, name and message joined read as the text line); an
///   empty array when none.
/// - `note`, only when present: why a failed trace failed when it is not an
///   expectation (`TraceCheckResult.failureNote`, e.g. `--strict` with no expectations).
/// - `error` and `errorType`, only for `.error` results: the one-line error message and
///   its kind, `invalid`, `missing` or `unreadable` (`TraceCheckResult.errorType`;
///   `error` when the result carries no `TraceError`).
///
/// Strings are escaped and numbers printed by `JSONWriter`'s rules (shortest round-trip
/// form, integral values keeping `.0`: `1500.0`), so the same results give the same bytes.
public enum CheckJSONLinesReport {
    /// The JSON object for `result` on one line, without the final line break.
    public static func line(_ result: TraceCheckResult) -> String {
        var json = JSONWriter(style: .compact)
        json.object { json in
            json.field("path", result.path)
            json.field("status", result.status.rawValue)
            json.key("timeMs")
            if result.replayedMs.isFinite { json.number(result.replayedMs) } else { json.null() }
            json.field("expectations", result.expectationCount)
            json.field("failures", array: { json in
                for failure in result.failures {
                    json.object { json in
                        json.field("path", failure.path)
                        json.field("name", failure.name)
                        json.field("message", failure.message)
                    }
                }
                for failure in result.invariantFailures {
                    json.object { json in
                        json.field("path", "invariant")
                        json.field("name", failure.invariant.name)
                        json.field("message", failure.message)
                    }
                }
            })
            if let note = result.failureNote { json.field("note", note) }
            if result.status == .error {
                json.field("error", result.reasons.first ?? "error")
                json.field("errorType", result.errorType ?? "error")
            }
        }
        do {
            return try json.finish()
        } catch {
            preconditionFailure("every number written is finite: \(error)")
        }
    }

    /// Every result's line, in order, each ending with a line break (empty for no results).
    public static func document(_ results: [TraceCheckResult]) -> String {
        results.map { line($0) + "\n" }.joined()
    }
}
