/// How mapsim spells a finite `Double` in JSON: the one rule behind `JSONWriter.number(_:)`
/// and `JSONValue`'s text, applied by `JSONValue.numberText(_:style:)`.
///
/// Both styles print Swift's shortest round-trip digits (`Double.description`: the
/// shortest text that reads back to the same double; exponent form below 1e-4 and above
/// 2^53, as Swift writes it). They differ only for integral values, and two
/// are kept because mapsim's outputs already use both and must stay byte-identical:
/// reports written with `JSONWriter` print `12.0`, trace files print `12`.
public enum JSONNumberStyle: Hashable, Sendable {
    /// Exactly `Double.description`: integral values keep their `.0` (`12.0`, `-0.0`,
    /// `9007199254740992.0`), others as in `.shortest` (`65.67111111111112`, `1e-05`,
    /// `1e+16`). `JSONWriter`'s style: `replay --json`, `check --format jsonl` and the
    /// JSON in `--format tap`, `region`, the HTML viewer's data, `bench --json`.
    case alwaysFraction
    /// `Double.description` without the `.0` of an integral value (`12`, `-0`,
    /// `9007199254740992`; `65.67111111111112`, `1e-05`, `1e+16` unchanged). The style of
    /// `JSONValue.compactText`/`prettyText` (trace files: `import`, `TraceFile.jsonValue`)
    /// and of the numbers in messages and readable reports (`ReportFormat.number`).
    case shortest
}

extension JSONValue {
    /// `number` as JSON text in `style` (default `.shortest`, the style of `JSONValue`'s
    /// own text); NaN and ±infinity, which JSON cannot hold, print as `null`.
    public static func numberText(_ number: Double, style: JSONNumberStyle = .shortest) -> String {
        guard number.isFinite else { return "null" }
        switch style {
        case .alwaysFraction:
            return number.description
        case .shortest:
            // Fast path for integral values below 2^53: their digits, the same text as the
            // description without its `.0`, which the last lines drop for the others.
            if number == 0 { return number.sign == .minus ? "-0" : "0" }
            if number.magnitude < 9_007_199_254_740_992 && number.rounded(.towardZero) == number {
                return String(Int64(number))
            }
            let text = number.description
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
    }
}
