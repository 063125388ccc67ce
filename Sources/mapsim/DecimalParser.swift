#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads decimal numbers from bytes exactly: the result is always the double nearest the
/// text, ties to even (correct rounding).
///
/// Accepted text (our choice, stricter than `strtod`): an optional sign, digits with an
/// optional decimal point (at least one digit in all), an optional exponent `e`/`E` with
/// optional sign and at least one digit. No spaces, hex, `inf` or `nan`.
///
/// Speed: numbers with at most 19 significant digits and a decimal exponent within ±19
/// (every coordinate a device or a program prints) are converted with exact 128-bit
/// integer arithmetic and one rounding; anything else goes to the C library's `strtod`,
/// which is correctly rounded too (mapsim never changes the "C" numeric locale).
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

    /// Powers of ten that fit in 64 bits: 10^0 … 10^19.
    private static let powersOfTen: [UInt64] = (0...19).map { exponent in
        (0..<exponent).reduce(UInt64(1)) { power, _ in power * 10 }
    }

    /// Reads `text`, which must be exactly the number (trim it first). The byte just past
    /// `text` must be writable: the `strtod` fallback sets it to NUL and restores it.
    static func parse(_ text: UnsafeMutableBufferPointer<UInt8>) -> Outcome {
        let n = text.count
        var i = 0
        var negative = false
        if i < n, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
            negative = text[i] == UInt8(ascii: "-")
            i += 1
        }
        var significand: UInt64 = 0
        var significantDigits = 0
        var tooManyDigits = false
        var decimalExponent = 0
        var digits = 0
        while i < n, case let digit = text[i] &- UInt8(ascii: "0"), digit < 10 {
            accumulate(digit, into: &significand, &significantDigits, &tooManyDigits, &decimalExponent)
            digits += 1
            i += 1
        }
        if i < n, text[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, case let digit = text[i] &- UInt8(ascii: "0"), digit < 10 {
                accumulate(digit, into: &significand, &significantDigits, &tooManyDigits, &decimalExponent)
                decimalExponent -= 1
                digits += 1
                i += 1
            }
        }
        guard digits > 0 else { return .notANumber }
        if i < n, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < n, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
                exponentNegative = text[i] == UInt8(ascii: "-")
                i += 1
            }
            var exponent = 0
            var exponentDigits = 0
            while i < n, case let digit = text[i] &- UInt8(ascii: "0"), digit < 10 {
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(digit) }
                exponentDigits += 1
                i += 1
            }
            guard exponentDigits > 0 else { return .notANumber }
            decimalExponent += exponentNegative ? -exponent : exponent
        }
        guard i == n else { return .notANumber }

        if !tooManyDigits {
            if significand == 0 { return .number(negative ? -0.0 : 0.0) }
            if let value = exactValue(significand, decimalExponent: decimalExponent) {
                return .number(negative ? -value : value)
            }
        }
        return parseWithStrtod(text)
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

    /// Adds one mantissa digit: leading zeros are skipped, digits past the 19th only mark
    /// the number for the slow path.
    @inline(__always)
    private static func accumulate(_ digit: UInt8, into significand: inout UInt64, _ significantDigits: inout Int,
                                   _ tooManyDigits: inout Bool, _ decimalExponent: inout Int) {
        if significand == 0, digit == 0 { return }
        if significantDigits < 19 {
            significand = significand * 10 + UInt64(digit)
            significantDigits += 1
        } else {
            tooManyDigits = true
        }
    }

    /// significand · 10^decimalExponent correctly rounded, for a non-zero significand and
    /// |decimalExponent| ≤ 19; nil outside that range.
    @inline(__always)
    private static func exactValue(_ significand: UInt64, decimalExponent: Int) -> Double? {
        if decimalExponent >= 0 {
            guard decimalExponent <= 19 else { return nil }
            // The exact product fits in 128 bits.
            let product = significand.multipliedFullWidth(by: powersOfTen[decimalExponent])
            return rounded(high: product.high, low: product.low, sticky: false, binaryExponent: 0)
        }
        guard decimalExponent >= -19 else { return nil }
        // significand / 10^q: shift the significand up so the quotient has 63 or 64 bits,
        // divide exactly, and keep whether a remainder was lost.
        let divisor = powersOfTen[-decimalExponent]
        let shift = 63 - divisor.leadingZeroBitCount          // bit length of divisor − 1
        let leadingZeros = significand.leadingZeroBitCount
        let normalized = significand << leadingZeros             // top bit set
        let high = shift == 0 ? 0 : normalized >> (64 - shift)  // < 2^shift ≤ divisor
        let low = normalized << shift
        let (quotient, remainder) = divisor.dividingFullWidth((high: high, low: low))
        return rounded(high: 0, low: quotient, sticky: remainder != 0,
                       binaryExponent: -leadingZeros - shift)
    }

    /// (high · 2^64 + low + ε) · 2^binaryExponent rounded to the nearest double, ties to
    /// even, where ε is in (0, 1) when `sticky` and 0 otherwise. The value must be
    /// non-zero and far from the double range's ends (true for the callers' inputs).
    @inline(__always)
    private static func rounded(high: UInt64, low: UInt64, sticky: Bool, binaryExponent: Int) -> Double {
        var top: UInt64
        var sticky = sticky
        var exponent = binaryExponent
        if high != 0 {
            let zeros = high.leadingZeroBitCount
            top = zeros == 0 ? high : (high << zeros) | (low >> (64 - zeros))
            if (zeros == 0 ? low : low << zeros) != 0 { sticky = true }
            exponent += 64 - zeros
        } else {
            let zeros = low.leadingZeroBitCount
            top = low << zeros
            exponent -= zeros
        }
        // top has its highest bit set: keep 53 bits, round on the 11 below.
        var mantissa = top >> 11
        let dropped = top & 0x7FF
        exponent += 11
        if dropped > 0x400 || (dropped == 0x400 && (sticky || mantissa & 1 == 1)) {
            mantissa += 1
            if mantissa == 1 << 53 {
                mantissa >>= 1
                exponent += 1
            }
        }
        return Double(sign: .plus, exponent: exponent, significand: Double(mantissa))
    }

    /// The slow path: `strtod` on the text, NUL-terminated in place.
    private static func parseWithStrtod(_ text: UnsafeMutableBufferPointer<UInt8>) -> Outcome {
        guard let start = text.baseAddress else { return .notANumber }
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
}
