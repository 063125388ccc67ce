import FuzzSupport
import TraceJSON

/// Fuzz target: TraceJSON's parser and writer (docs/fuzzing.md).
///
/// Property, for any bytes: parsing (`JSONParser().parse`) returns a value or a one-line
/// `JSONParseError`, with no trap, no sanitizer report and within libFuzzer's time and
/// memory limits (`make fuzz`: 10 s, 2 GB); parsing while recording the top-level spans
/// (`parseRecordingSpans`) gives the same outcome; and for a value, writing it
/// (compact and pretty) and parsing the text gives the same value, whose compact text
/// is the same bytes (so `-0` and `0`, which `==` does not tell apart, survive too).
@main
enum FuzzJSON {
    static func main() { FuzzDriver.main(target: "FuzzJSON", check: check) }

    /// The property above on one input.
    static func check(_ bytes: [UInt8]) -> FuzzOutcome {
        let parser = JSONParser()
        let value: JSONValue
        do {
            value = try parser.parse(bytes)
        } catch {
            let outcome = FuzzOutcome.rejected(error.description, exitCode: 65)
            do {
                _ = try parser.parseRecordingSpans(bytes)
                return .broken(outcome.summary, "parseRecordingSpans accepts what parse rejects")
            } catch let spansError {
                if spansError != error {
                    return .broken(outcome.summary, "parseRecordingSpans fails differently: \(spansError)")
                }
            }
            return outcome
        }
        let summary = "accepted: \(value.kindDescription)"
        do {
            let spans = try parser.parseRecordingSpans(bytes)
            if spans.value != value { return .broken(summary, "parseRecordingSpans gives another value") }
        } catch {
            return .broken(summary, "parseRecordingSpans rejects what parse accepts: \(error)")
        }
        let compact = value.compactText
        for (layout, text) in [("compact", compact), ("pretty", value.prettyText)] {
            let again: JSONValue
            do {
                again = try parser.parse(text)
            } catch {
                return .broken(summary, "the \(layout) text does not parse: \(error)")
            }
            if again != value { return .broken(summary, "the \(layout) text parses to another value") }
            if again.compactText != compact {
                return .broken(summary, "the \(layout) text's value writes other bytes")
            }
        }
        return .accepted("\(value.kindDescription), \(compact.utf8.count) bytes compact")
    }
}
