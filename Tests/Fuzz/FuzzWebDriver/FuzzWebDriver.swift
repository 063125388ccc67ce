import FuzzSupport
import FuzzImportSupport
import FuzzTraceSupport
import TraceFormat
import TraceImport

/// Fuzz target: the W3C WebDriver actions importer, JSON bytes to a trace
/// (docs/fuzzing.md).
///
/// Property, for any bytes: `WebDriverActionsImporter.importActions` returns a trace or a
/// one-line `.invalidData` error naming the JSON path or text position (exit 65), with no
/// trap, no sanitizer report and within libFuzzer's time and memory limits (`make fuzz`:
/// 10 s, 2 GB); and the trace survives the round trip (its encoding decodes to the same
/// trace, so it is valid). Options: a 390 × 844 pt view at 120 Hz (`FuzzImportOptions`).
@main
enum FuzzWebDriver {
    static func main() { FuzzDriver.main(target: "FuzzWebDriver", check: check) }

    /// The property above on one input.
    static func check(_ bytes: [UInt8]) -> FuzzOutcome {
        TraceOutcomes.imported(Result { () throws(TraceError) in
            try WebDriverActionsImporter.importActions(bytes, fileName: TraceOutcomes.fileName,
                                                       options: FuzzImportOptions.webDriver)
        })
    }
}
