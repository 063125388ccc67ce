import FuzzSupport
import TraceFormat

/// The outcomes of the fuzz targets that make traces (decoder, importers, replay): how a
/// `TraceError` and a trace read, and the round trip every trace must survive.
public enum TraceOutcomes {
    /// The name the targets' inputs carry in errors.
    public static let fileName = "input"

    /// A rejected input: exit 65 with the error's line, or a broken property for an
    /// error kind that bytes in memory cannot cause (`.fileNotFound`, `.unreadable`,
    /// `.unwritable`).
    public static func rejected(_ error: TraceError) -> FuzzOutcome {
        var outcome = FuzzOutcome.rejected(error.description, exitCode: 65)
        if error.kind != .invalidData && error.kind != .notATrace && error.kind != .unknownJSON {
            outcome.violation = "bytes in memory gave a \(error.kind) error"
        }
        return outcome
    }

    /// `21 touches, 0 commands, 1 markers, 2 expectations`.
    public static func describe(_ trace: TraceFile) -> String {
        "\(trace.touches.count) touches, \(trace.commands.count) commands, \(trace.markers.count) markers, "
            + "\(trace.expectations.count) expectations"
    }

    /// The broken property of `trace`'s round trip, nil when it holds: its encoding
    /// (`TraceFile.jsonValue`, as compact and as pretty text) decodes to the same trace.
    public static func roundTripViolation(_ trace: TraceFile) -> String? {
        let encoded = trace.jsonValue
        for (layout, text) in [("compact", encoded.compactText), ("pretty", encoded.prettyText)] {
            do {
                let again = try TraceFile.parse(text, fileName: fileName)
                if again != trace { return "the \(layout) encoding decodes to another trace" }
            } catch {
                return "the \(layout) encoding does not decode: \(error)"
            }
        }
        return nil
    }

    /// The outcome of an importer: a rejection, or the trace it wrote, which must survive
    /// the round trip (so the decoder accepts it: an importer writes only valid traces).
    public static func imported(_ result: Result<TraceFile, TraceError>) -> FuzzOutcome {
        switch result {
        case let .failure(error):
            return rejected(error)
        case let .success(trace):
            let summary = "accepted: " + describe(trace)
            if let violation = roundTripViolation(trace) { return .broken(summary, violation) }
            return FuzzOutcome(summary: summary)
        }
    }
}
