/// Reading JSON numbers: the strict grammar, correctly rounded (`DecimalReader`).
extension JSONScanner {
    /// Reads the JSON number at `position` (no whitespace skipped) for an array reader;
    /// nil, with `position` unspecified, when the next bytes are not a valid number.
    /// Straight to the reader: no error value is built for a number it declines.
    public mutating func readValidNumber() -> Double? {
        guard case let .number(value, end) = DecimalReader.read(bytes, from: position, json: true) else { return nil }
        position = end
        return value
    }

    /// Reads a number by the strict JSON grammar, correctly rounded; `position` ends
    /// just past it.
    mutating func readNumber() throws(JSONScanFailure) -> Double {
        let start = position
        switch DecimalReader.read(bytes, from: start, json: true) {
        case let .number(value, end):
            position = end
            return value
        case .outOfRange:
            throw fail(start, "number out of range")
        case let .invalid(failure, offset):
            switch failure {
            case .expectedDigit: throw fail(start, "invalid number, expected a digit")
            case .leadingZero: throw fail(start, "invalid number, leading zeros are not allowed")
            case .expectedFractionDigit: throw fail(offset, "invalid number, expected a digit after '.'")
            case .expectedExponentDigit: throw fail(offset, "invalid number, expected a digit in the exponent")
            }
        }
    }
}
