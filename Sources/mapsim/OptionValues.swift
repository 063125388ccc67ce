import NumberInput

/// Turning option values into numbers, with usage errors that name the option:
/// `--zoom: 'abc' is not a number`.
enum OptionValues {
    /// The finite number in `text`, the value of `option`.
    static func number(_ text: String, option: String) throws(CLIError) -> Double {
        switch DecimalParser.parse(text) {
        case let .number(value): return value
        case .notANumber: throw .usage("\(option): '\(text)' is not a number")
        case .notFinite: throw .usage("\(option): '\(text)' is not a finite number")
        }
    }

    /// The comma-separated finite numbers in `text`, the value of `option`, which must
    /// have between `counts.lowerBound` and `counts.upperBound` of them; `format` shows the
    /// expected form in the error (`LAT,LNG,ZOOM[,BEARING[,TILT]]`).
    static func numbers(_ text: String, option: String, counts: ClosedRange<Int>,
                        format: String) throws(CLIError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard counts.contains(parts.count) else {
            throw .usage("\(option): expected \(format), got '\(text)'")
        }
        var values: [Double] = []
        values.reserveCapacity(parts.count)
        for part in parts {
            switch DecimalParser.parse(part) {
            case let .number(value): values.append(value)
            case .notANumber: throw .usage("\(option): '\(part)' in '\(text)' is not a number (expected \(format))")
            case .notFinite: throw .usage("\(option): '\(part)' in '\(text)' is not a finite number")
            }
        }
        return values
    }
}
