#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzSupport
import NumberInput

/// Fuzz target: the CLI's number readers, `DecimalParser` and `NumberPairReader`, on the
/// lines of standard input as `mapsim project` and `unproject` read them
/// (docs/fuzzing.md).
///
/// The input is split into lines as `LineReader` splits standard input (at `\n`, a `\r`
/// before it dropped). Property, for any bytes: every line reads as a pair, a blank line
/// or a one-line error (exit 65, `stdin line N: …`), with no trap, no sanitizer report and
/// within libFuzzer's time and memory limits (`make fuzz`: 10 s, 2 GB); the numbers of a
/// pair are finite and the pair written back (`"\(x),\(y)"`, Swift's shortest digits)
/// reads as the same bits; and a line `DecimalParser` reads as a number reads as the same
/// bits with the C library's correctly rounded `strtod`, and one it calls not finite
/// overflows `strtod` too.
@main
enum FuzzNumberInput {
    static func main() { FuzzDriver.main(target: "FuzzNumberInput", check: check) }

    static let reader = NumberPairReader(format: "x,y", names: ("x", "y"))

    /// The property above on one input.
    static func check(_ bytes: [UInt8]) -> FuzzOutcome {
        var copy = bytes
        return copy.withUnsafeMutableBufferPointer { buffer in
            var pairs = 0, lineNumber = 0, start = 0
            while start < buffer.count {
                let end = buffer[start...].firstIndex(of: 0x0A) ?? buffer.count
                var length = end - start
                if length > 0, buffer[start + length - 1] == 0x0D { length -= 1 }
                let line = UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + length)])
                lineNumber += 1
                start = end + 1
                if let violation = decimalViolation(line) {
                    return .broken("line \(lineNumber)", violation)
                }
                let found: (Double, Double)?
                do throws(NumberPairReader.LineError) {
                    found = try reader.pair(in: line)
                } catch {
                    return .rejected("stdin line \(lineNumber): \(error.problem)", exitCode: 65)
                }
                guard let (x, y) = found else { continue }
                pairs += 1
                guard x.isFinite, y.isFinite else { return .broken("line \(lineNumber)", "a pair is not finite") }
                var text = Array("\(x),\(y)".utf8)
                let again = text.withUnsafeMutableBufferPointer { try? reader.pair(in: $0) }
                guard let (x2, y2) = again ?? nil, x2.bitPattern == x.bitPattern, y2.bitPattern == y.bitPattern else {
                    return .broken("line \(lineNumber)", "the pair \(x),\(y) written back does not read as the same bits")
                }
            }
            return .accepted("\(pairs) pairs in \(lineNumber) lines")
        }
    }

    /// What `DecimalParser` got wrong on `text` against `strtod`, nil when nothing.
    static func decimalViolation(_ text: UnsafeMutableBufferPointer<UInt8>) -> String? {
        let outcome = DecimalParser.parse(UnsafeBufferPointer(text))
        let expected: Double
        switch outcome {
        case .notANumber:
            return nil
        case .number, .notFinite:
            // The grammar has no NUL, so the text is a C string once terminated.
            var cString: [UInt8] = Array(text) + [0]
            expected = cString.withUnsafeMutableBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { strtod($0.baseAddress!, nil) }
            }
        }
        let shown = String(decoding: UnsafeBufferPointer(text), as: UTF8.self).debugDescription
        switch outcome {
        case let .number(value):
            if value.bitPattern != expected.bitPattern { return "\(shown) reads as \(value), strtod reads \(expected)" }
            let digits = Array(value.description.utf8)
            let again = digits.withUnsafeBufferPointer { DecimalParser.parse($0) }
            if again != .number(value) || again.bits != value.bitPattern {
                return "\(value)'s shortest digits read as \(again)"
            }
        case .notFinite:
            if expected.isFinite { return "\(shown) is not finite, strtod reads \(expected)" }
        case .notANumber:
            break
        }
        return nil
    }
}

private extension DecimalParser.Outcome {
    /// The number's bits, nil when not a number.
    var bits: UInt64? {
        if case let .number(value) = self { return value.bitPattern }
        return nil
    }
}
