import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// The error a throwing call produced, or nil.
func traceError(_ body: () throws(TraceError) -> Void) -> TraceError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
