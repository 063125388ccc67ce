import TraceJSON

/// The command line's number reader: whole texts (an input line's number, an option's
/// value) by `DecimalReader`'s plain grammar, correctly rounded: an optional sign (`+`
/// too), digits with an optional decimal point (`.5` and `1.` too), an optional exponent.
/// No spaces inside, hex, `inf` or `nan` (our choice, stricter than `strtod`).
public enum DecimalParser {
    /// The outcome of reading one number.
    public enum Outcome: Equatable, Sendable {
        /// A finite number.
        case number(Double)
        /// The text is not a decimal number.
        case notANumber
        /// The text is a decimal number too large for a double (it would be infinite).
        case notFinite
    }

    /// Reads `text`, which must be exactly the number (trim it first).
    @inline(__always)
    public static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Outcome {
        switch DecimalReader.read(text, from: 0, .plain) {
        case let .number(value, end) where end == text.count: return .number(value)
        case let .outOfRange(end) where end == text.count: return .notFinite
        default: return .notANumber
        }
    }

    /// Reads a number from a string (for option values); surrounding spaces and tabs are
    /// ignored.
    public static func parse(_ text: some StringProtocol) -> Outcome {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            parse(UnsafeBufferPointer(ByteTrimming.trimmed(buffer)))
        }
    }
}
