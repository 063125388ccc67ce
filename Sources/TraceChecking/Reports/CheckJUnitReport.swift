import TraceFormat
import TraceJSON
import Replays

/// `mapsim check` results as a JUnit XML report: the Ant/Surefire `testsuites` format that
/// Jenkins (junit plugin), GitLab (`artifacts:reports:junit`), GitHub test reporters and
/// Bazel read. Elements and attributes are those of the common schema, `junit-10.xsd` of
/// Jenkins' xUnit plugin (a copy: https://github.com/pytest-dev/pytest/blob/main/testing/example_scripts/junit-10.xsd).
///
/// Layout (our choices, relied on by byte-identical output):
/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="mapsim check" tests="4" failures="1" errors="1" time="3.517">
///   <testsuite name="mapsim check" tests="4" failures="1" errors="1" skipped="1" time="3.517">
///     <testcase name="traces/pan.json" classname="traces" time="1.5"/>
///     <testcase name="traces/pinch.json" classname="traces" time="2.017">
///       <failure message="expect[1] camera: …" type="expectation">expect[1] camera: …
/// expect[3] events: …</failure>
///     </testcase>
///     <testcase name="broken.json" classname="." time="0">
///       <error message="broken.json: line 3, column 7: …" type="invalid">broken.json: line 3, column 7: …</error>
///     </testcase>
///     <testcase name="traces/schema.json" classname="traces" time="0">
///       <skipped message="not a trace"/>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
/// - One `testsuites` root holding one `testsuite`: Bazel and some GitHub reporters want
///   the `testsuites` root, and Jenkins, GitLab and the others accept it as well as a bare
///   `testsuite`. The root repeats the totals (`name tests failures errors time`, the
///   attributes `junit-10.xsd` allows there; `skipped` is only on `testsuite`).
/// - One `testcase` per result, in the order given: `name` is the path, `classname` the
///   path's folder (`TraceCheckResult.folder`), `time` the simulated time the replay
///   covered (`replayedMs`) in seconds, never a wall-clock duration.
/// - `tests` counts every result, skipped ones included; `failures`, `errors` and
///   `skipped` count `.failed`, `.error` and `.skipped` results.
/// - `.failed`: `<failure message="FIRST REASON" type="expectation">` (`type="invariant"`
///   when only invariants failed) with every reason
///   (`TraceCheckResult.reasons`) one per line as its text. `.error`: `<error message=…
///   type="invalid|missing|unreadable">` (`TraceCheckResult.errorType`, `error` when the
///   result has no `TraceError`) with the one-line error as its text. `.skipped`:
///   `<skipped message="not a trace"/>`.
/// - Times print in seconds with at most 3 decimals (millisecond resolution), trailing
///   zeros dropped, never in exponent form (`XMLWriter.number`): `0`, `1.5`, `0.017`, as
///   the schema's `SUREFIRE_TIME` pattern wants. The suite's time is the sum of the
///   cases' times, rounded once. A negative or non-finite `replayedMs` counts as 0.
/// - Text and attribute values are escaped by `XMLWriter.escape`: `& < > " '` become
///   entities, and control characters that XML 1.0 cannot carry are dropped, so the
///   document is always well-formed. A line break inside an attribute stays literal
///   (XML readers turn it into a space).
/// - Elements nest one per line, indented by two spaces; the document ends with a line break.
public enum CheckJUnitReport {
    /// The default `name` of the suite (and of the `testsuites` root): `mapsim check`.
    public static let defaultSuiteName = "mapsim check"

    /// The `message` of a skipped test case: `not a trace`.
    public static let skippedMessage = "not a trace"

    /// The whole JUnit XML document for `results`, in their order, under a suite called
    /// `suiteName` (default `mapsim check`). See the type's documentation for the layout.
    public static func xml(_ results: [TraceCheckResult], suiteName: String = defaultSuiteName) -> String {
        let failures = results.count { $0.status == .failed }
        let errors = results.count { $0.status == .error }
        let skipped = results.count { $0.status == .skipped }
        let totalTime = seconds(fromMs: results.reduce(0) { $0 + finiteMs($1.replayedMs) })
        let counts: [XMLWriter.Attribute] = [
            ("tests", String(results.count)), ("failures", String(failures)), ("errors", String(errors)),
        ]
        var xml = XMLWriter(decimals: 3)
        xml.group("testsuites", [("name", suiteName)] + counts + [("time", totalTime)]) { xml in
            xml.group("testsuite", [("name", suiteName)] + counts + [("skipped", String(skipped)), ("time", totalTime)]) { xml in
                for result in results { writeTestCase(result, to: &xml) }
            }
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + xml.finish()
    }

    /// `milliseconds` as JUnit's `time`: seconds with at most 3 decimals, no exponent
    /// (`XMLWriter.number`); negative and non-finite values print as `0`.
    public static func seconds(fromMs milliseconds: Double) -> String {
        XMLWriter.number(finiteMs(milliseconds) / 1000, decimals: 3)
    }

    // MARK: Private

    private static func writeTestCase(_ result: TraceCheckResult, to xml: inout XMLWriter) {
        let attributes: [XMLWriter.Attribute] = [
            ("name", result.path), ("classname", result.folder), ("time", seconds(fromMs: result.replayedMs)),
        ]
        let reasons = result.reasons
        switch result.status {
        case .passed:
            xml.empty("testcase", attributes)
        case .failed:
            xml.group("testcase", attributes) { xml in
                xml.element("failure", [("message", reasons.first ?? ""), ("type", failureType(result))],
                            text: reasons.joined(separator: "\n"))
            }
        case .error:
            xml.group("testcase", attributes) { xml in
                xml.element("error", [("message", reasons.first ?? ""), ("type", result.errorType ?? "error")],
                            text: reasons.joined(separator: "\n"))
            }
        case .skipped:
            xml.group("testcase", attributes) { xml in
                xml.empty("skipped", [("message", skippedMessage)])
            }
        }
    }

    /// A failure's `type`: `expectation` when an expectation failed (or `--strict` found
    /// none), `invariant` when only invariants did.
    private static func failureType(_ result: TraceCheckResult) -> String {
        result.failures.isEmpty && result.failureNote == nil && !result.invariantFailures.isEmpty ? "invariant" : "expectation"
    }

    /// `milliseconds`, or 0 when it is negative, NaN or infinite.
    private static func finiteMs(_ milliseconds: Double) -> Double {
        milliseconds.isFinite && milliseconds > 0 ? milliseconds : 0
    }
}
