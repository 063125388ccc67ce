import FuzzSupport
import FuzzImportSupport
import FuzzTraceSupport
import TraceFormat
import TraceImport

/// Fuzz target: the libinput importer, bytes of a `libinput record` YAML file to a trace
/// (docs/fuzzing.md).
///
/// Property, for any bytes: `LibinputImporter.importRecording` returns a trace or a one-line
/// `.invalidData` error naming the line (exit 65), with no trap, no sanitizer report and
/// within libFuzzer's time and memory limits (`make fuzz`: 10 s, 2 GB); and the trace
/// survives the round trip (its encoding decodes to the same trace, so it is valid).
/// The options vary with the input's length, so that both fits and both sources of the
/// axis ranges run (`FuzzImportOptions`).
@main
enum FuzzLibinput {
    static func main() { FuzzDriver.main(target: "FuzzLibinput", check: check) }

    /// The property above on one input.
    static func check(_ bytes: [UInt8]) -> FuzzOutcome {
        TraceOutcomes.imported(Result { () throws(TraceError) in
            try LibinputImporter.importRecording(bytes, fileName: TraceOutcomes.fileName,
                                                 options: FuzzImportOptions.touch(for: bytes))
        })
    }
}
