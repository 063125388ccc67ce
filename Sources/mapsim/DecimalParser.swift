#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads decimal numbers from bytes exactly: the result is the double nearest the text
/// (correctly rounded by the C library's `strtod`, which mapsim never runs under a
/// non-"C" numeric locale).
///
/// Accepted text (our choice, stricter than `strtod`): an optional sign, digits with an
/// optional decimal point (at least one digit in all), an optional exponent `e`/`E` with
/// optional sign and at least one digit. No spaces, hex, `inf` or `nan`.
enum DecimalParser {
    /// The outcome of reading one number.
    enum Outcome: Equatable, Sendable {
        /// A finite number.
        case number(Double)
        /// The text is not a decimal number.
        case notANumber
        /// The text is a decimal number too large for a double (it would be infinite).
        case notFinite
    }

    /// Reads `text`, which must be exactly the number (trim it first). The byte just past
    /// `text` must be writable: it is set to NUL for `strtod` and restored.
    static func parse(_ text: UnsafeMutableBufferPointer<UInt8>) -> Outcome {
        guard let start = text.baseAddress, isDecimal(UnsafeBufferPointer(text)) else { return .notANumber }
        let terminator = start + text.count
        let saved = terminator.pointee
        terminator.pointee = 0
        var end: UnsafeMutablePointer<CChar>?
        let value = start.withMemoryRebound(to: CChar.self, capacity: text.count + 1) { strtod($0, &end) }
        terminator.pointee = saved
        let consumed = end.map { UnsafeMutableRawPointer($0) == UnsafeMutableRawPointer(terminator) } ?? false
        guard consumed else { return .notANumber }
        return value.isFinite ? .number(value) : .notFinite
    }

    /// Reads a number from a string (for option values); surrounding spaces and tabs are
    /// ignored.
    static func parse(_ text: some StringProtocol) -> Outcome {
        var bytes = Array(text.utf8)
        bytes.append(0)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            let trimmed = ByteTrimming.trimmed(UnsafeMutableBufferPointer(rebasing: buffer[0..<(buffer.count - 1)]))
            return parse(trimmed)
        }
    }

    /// Whether `text` matches the accepted grammar.
    static func isDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = text.count
        if i < n, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < n, text[i] &- UInt8(ascii: "0") < 10 { i += 1; digits += 1 }
        if i < n, text[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, text[i] &- UInt8(ascii: "0") < 10 { i += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        if i < n, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            i += 1
            if i < n, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") { i += 1 }
            var exponentDigits = 0
            while i < n, text[i] &- UInt8(ascii: "0") < 10 { i += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return i == n
    }
}
