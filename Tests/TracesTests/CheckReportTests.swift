import Foundation
import Testing
@testable import Traces

/// Fixed `check` results covering every status, and odd strings that need escaping.
private enum Fixture {
    static let passed = TraceCheckResult(path: "traces/gesture-pan.json", status: .passed, expectationCount: 3,
                                         replayedMs: 1500)
    static let failed = TraceCheckResult(
        path: "traces/pinch.json", status: .failed, expectationCount: 4,
        failures: [
            ExpectationOutcome(index: 1, name: "camera", passed: false, message: "zoom expected 13 ± 1e-06, got 12.5"),
            ExpectationOutcome(index: 3, name: "events", passed: false, message: "expected 2 cameraIdle events, got 1"),
        ],
        replayedMs: 2016.666667)
    static let error = TraceCheckResult(
        path: "broken.json", status: .error,
        error: TraceError(.invalidData, fileName: "broken.json", location: .textPosition(line: 3, column: 7),
                          message: "expected ',' or '}'"))
    static let skipped = TraceCheckResult(path: "traces/schema.json", status: .skipped)

    static let all = [passed, failed, error, skipped]

    /// A failed result whose path and messages hold XML, TAP and YAML specials, a line
    /// break and control characters.
    static let odd = TraceCheckResult(
        path: "odd&\"dir\"/a<b>\n#1\u{1}.json", status: .failed, expectationCount: 1,
        failures: [ExpectationOutcome(index: 0, name: "camera", passed: false,
                                      message: "got <1> & \"2\"\ttab\u{7F}del\u{2028}ls \\ end")],
        failureNote: "strict: 'no' #expect", replayedMs: 0.4)
    /// A missing file with a JSON path in its error.
    static let missing = TraceCheckResult(
        path: "gone.json", status: .error,
        error: TraceError(.fileNotFound, fileName: "gone.json", location: .jsonPath(JSONPath.root.appending("touches").appending(2)),
                          message: "no such file"))
}

@Suite("check reports: JUnit XML, TAP 14, JSON lines")
struct CheckReportTests {
    // MARK: Model

    @Test("errorType names each TraceError kind; nil without an error")
    func errorTypes() {
        var result = Fixture.missing
        #expect(result.errorType == "missing")
        result.error?.kind = .invalidData
        #expect(result.errorType == "invalid")
        result.error?.kind = .unreadable
        #expect(result.errorType == "unreadable")
        #expect(Fixture.passed.errorType == nil)
    }
}
