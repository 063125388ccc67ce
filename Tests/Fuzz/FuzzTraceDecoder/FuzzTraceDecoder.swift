import FuzzSupport
import FuzzTraceSupport
import TraceFormat
import TraceJSON

/// Fuzz target: the trace decoder, bytes to `TraceFile` or `TraceError`
/// (docs/fuzzing.md).
///
/// Property, for any bytes: `TraceFile.parse` returns a trace or a one-line
/// `.invalidData`/`.notATrace` error (exit 65), with no trap, no sanitizer report and
/// within libFuzzer's time and memory limits (`make fuzz`: 10 s, 2 GB); decoding the
/// parsed tree (`JSONParser` then `TraceDecoder.decode`, without the touch-row fast path)
/// gives the same trace or the same error; and for a trace, its encoding
/// (`TraceFile.jsonValue`, as compact and as pretty text) decodes to the same trace.
@main
enum FuzzTraceDecoder {
    static func main() { FuzzDriver.main(target: "FuzzTraceDecoder", check: check) }

    /// The name errors carry.
    static let fileName = TraceOutcomes.fileName

    /// The property above on one input.
    static func check(_ bytes: [UInt8]) -> FuzzOutcome {
        let fast = Result { () throws(TraceError) in try TraceFile.parse(bytes, fileName: fileName) }
        let tree = Result { () throws(TraceError) in try decodeTree(bytes) }
        switch (fast, tree) {
        case let (.failure(error), .failure(treeError)):
            var outcome = TraceOutcomes.rejected(error)
            if outcome.violation == nil, treeError != error {
                outcome.violation = "without the fast path the error is another: \(treeError)"
            }
            return outcome
        case let (.failure(error), .success):
            return .broken(TraceOutcomes.rejected(error).summary, "the tree decodes what the fast path rejects")
        case let (.success, .failure(error)):
            return .broken("accepted", "the tree rejects what the fast path accepts: \(error)")
        case let (.success(trace), .success(treeTrace)):
            let summary = TraceOutcomes.describe(trace)
            if trace != treeTrace { return .broken(summary, "the fast path and the tree decode different traces") }
            if let violation = TraceOutcomes.roundTripViolation(trace) { return .broken(summary, violation) }
            return .accepted(summary)
        }
    }

    /// The trace decoded from the JSON tree alone, with `TraceFile.parse`'s error for bad JSON.
    static func decodeTree(_ bytes: [UInt8]) throws(TraceError) -> TraceFile {
        let document: JSONValue
        do {
            document = try JSONParser().parse(bytes)
        } catch {
            throw TraceError(.invalidData, fileName: fileName,
                             location: .textPosition(line: error.line, column: error.column), message: error.message)
        }
        return try TraceDecoder.decode(document, fileName: fileName)
    }
}
