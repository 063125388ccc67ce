import TraceFormat
import TraceJSON

/// Number formatting shared by the replay report and `check` messages: shortest
/// round-trip decimal form, so every printed number reads back to the same Double.
public enum ReportFormat {
    /// `value` in shortest round-trip form; integral values without a fraction (`120`):
    /// `JSONNumberStyle.shortest`, as in trace files.
    public static func number(_ value: Double) -> String {
        JSONValue.numberText(value, style: .shortest)
    }

    /// Seconds as milliseconds in shortest round-trip form.
    public static func ms(_ seconds: Double) -> String {
        number(milliseconds(seconds))
    }

    /// Seconds to milliseconds, rounded to the nearest nanosecond so that frame times such
    /// as 1/60 s print as 16.666667 ms rather than 16.666666666666668.
    public static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1_000_000_000).rounded() / 1_000_000
    }
}

extension ReportFormat {
    /// `value` rounded to `decimals` decimals (at most 15), then in shortest round-trip
    /// form: `0.83`, `12`; −0 prints as `0`. For numbers a person reads in a message
    /// (invariant lines), where the full form would be noise.
    public static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return number(value) }
        var scale = 1.0
        for _ in 0..<min(max(decimals, 0), 15) { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return number(rounded == 0 ? 0 : rounded)
    }
}
