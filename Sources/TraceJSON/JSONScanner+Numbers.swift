#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Exact powers of ten as Doubles (10^0 … 10^22 are exactly representable).
private let exactPowersOfTen: [Double] = (0...22).map { k in
    var p = 1.0
    for _ in 0..<k { p *= 10 }
    return p
}

/// Reading JSON numbers: the strict grammar, correctly rounded.
extension JSONScanner {
    /// Reads the JSON number at `position` (no whitespace skipped) for an array reader;
    /// nil, with `position` unspecified, when the next bytes are not a valid number.
    public mutating func readValidNumber() -> Double? {
        try? readNumber()
    }

    /// Reads a number by the strict JSON grammar, correctly rounded.
    mutating func readNumber() throws(JSONScanFailure) -> Double {
        let start = position
        var negative = false
        if bytes[position] == ASCII.minus {
            negative = true
            position += 1
        }
        var mantissa: UInt64 = 0
        var digitCount = 0          // significant digits accumulated into `mantissa`
        var mantissaExact = true    // false once a digit could not be accumulated
        var fractionDigits = 0

        @inline(__always) func isDigit(_ i: Int) -> Bool {
            i < bytes.count && bytes[i] >= ASCII.zero && bytes[i] <= ASCII.nine
        }

        guard isDigit(position) else {
            throw fail(start, "invalid number, expected a digit")
        }
        if bytes[position] == ASCII.zero {
            position += 1
            if isDigit(position) {
                throw fail(start, "invalid number, leading zeros are not allowed")
            }
        } else {
            while isDigit(position) {
                let d = UInt64(bytes[position] - ASCII.zero)
                if digitCount < 19 {
                    mantissa = mantissa &* 10 &+ d
                    if mantissa != 0 { digitCount += 1 }
                } else {
                    mantissaExact = false
                }
                position += 1
            }
        }
        var integerDigitsDropped = !mantissaExact
        if position < bytes.count && bytes[position] == ASCII.dot {
            position += 1
            guard isDigit(position) else {
                throw fail(position, "invalid number, expected a digit after '.'")
            }
            while isDigit(position) {
                let d = UInt64(bytes[position] - ASCII.zero)
                if digitCount < 19 && !integerDigitsDropped {
                    mantissa = mantissa &* 10 &+ d
                    if mantissa != 0 { digitCount += 1 }
                    fractionDigits += 1
                } else {
                    mantissaExact = false
                    integerDigitsDropped = true
                }
                position += 1
            }
        }
        var exponent = 0
        var hasExponent = false
        if position < bytes.count && (bytes[position] == ASCII.lowerE || bytes[position] == ASCII.upperE) {
            hasExponent = true
            position += 1
            var exponentNegative = false
            if position < bytes.count && (bytes[position] == ASCII.plus || bytes[position] == ASCII.minus) {
                exponentNegative = bytes[position] == ASCII.minus
                position += 1
            }
            guard isDigit(position) else {
                throw fail(position, "invalid number, expected a digit in the exponent")
            }
            while isDigit(position) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[position] - ASCII.zero) }
                position += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        // Fast path (Clinger): an exact mantissa below 2^53 scaled by an exact power of ten
        // is correctly rounded by a single IEEE multiplication or division.
        if mantissaExact && mantissa <= (1 << 53) {
            let decimalExponent = (hasExponent ? exponent : 0) - fractionDigits
            if decimalExponent == 0 || mantissa == 0 {
                let v = Double(mantissa)
                return negative ? -v : v
            }
            if decimalExponent > 0 && decimalExponent <= 22 {
                let v = Double(mantissa) * exactPowersOfTen[decimalExponent]
                if v.isFinite { return negative ? -v : v }
            } else if decimalExponent < 0 && decimalExponent >= -22 {
                let v = Double(mantissa) / exactPowersOfTen[-decimalExponent]
                return negative ? -v : v
            }
        }
        let value = slowNumber(from: start, to: position)
        guard value.isFinite else {
            throw fail(start, "number out of range")
        }
        return value
    }

    /// Converts the validated number text in `start..<end` with the C library's
    /// correctly rounded `strtod` (the C locale's '.' decimal point is what JSON uses).
    private mutating func slowNumber(from start: Int, to end: Int) -> Double {
        let length = end - start
        if numberScratch.count < length + 1 {
            numberScratch = [CChar](repeating: 0, count: length + 1)
        }
        for i in 0..<length {
            numberScratch[i] = CChar(bitPattern: bytes[start + i])
        }
        numberScratch[length] = 0
        return numberScratch.withUnsafeBufferPointer { strtod($0.baseAddress!, nil) }
    }
}
