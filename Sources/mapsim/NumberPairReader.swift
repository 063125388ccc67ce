/// Reads lines of two comma-separated numbers ("lat,lng", "x,y") from a `LineReader`.
///
/// Spaces and tabs around each number are allowed; blank lines (empty or only spaces and
/// tabs) are skipped but still counted for line numbers. Anything else that is not two
/// finite decimal numbers is bad input naming the line:
/// `stdin line 17: expected "lat,lng", got "12,abc"`.
struct NumberPairReader {
    /// The pair's format as shown in errors, `"lat,lng"`.
    let format: String
    /// Names of the two numbers in errors, `("latitude", "longitude")`.
    let names: (first: String, second: String)

    /// Calls `body` with each pair and its 1-based line number.
    @inline(__always)
    func forEachPair(in reader: LineReader,
                     _ body: (Double, Double, Int) throws(CLIError) -> Void) throws(CLIError) {
        try reader.forEachLine { (line, lineNumber) throws(CLIError) in
            guard let comma = line.firstIndex(of: UInt8(ascii: ",")) else {
                if ByteTrimming.trimmed(line).isEmpty { return }
                throw malformed(line, lineNumber, in: reader)
            }
            let firstText = ByteTrimming.trimmed(UnsafeMutableBufferPointer(rebasing: line[..<comma]))
            let secondText = ByteTrimming.trimmed(UnsafeMutableBufferPointer(rebasing: line[(comma + 1)...]))
            let first = DecimalParser.parse(UnsafeBufferPointer(firstText))
            let second = DecimalParser.parse(UnsafeBufferPointer(secondText))
            switch (first, second) {
            case let (.number(a), .number(b)):
                try body(a, b, lineNumber)
            case (.notANumber, _), (_, .notANumber):
                throw malformed(line, lineNumber, in: reader)
            case (.notFinite, _):
                throw notFinite(firstText, name: names.first, lineNumber, in: reader)
            case (_, .notFinite):
                throw notFinite(secondText, name: names.second, lineNumber, in: reader)
            }
        }
    }

    private func notFinite(_ text: UnsafeMutableBufferPointer<UInt8>, name: String, _ lineNumber: Int,
                           in reader: LineReader) -> CLIError {
        .badInput(location: "\(reader.streamName) line \(lineNumber)",
                  problem: "\(name) \(Self.quoted(text)) is not a finite number")
    }

    private func malformed(_ line: UnsafeMutableBufferPointer<UInt8>, _ lineNumber: Int,
                           in reader: LineReader) -> CLIError {
        .badInput(location: "\(reader.streamName) line \(lineNumber)",
                  problem: "expected \"\(format)\", got \(Self.quoted(line))")
    }

    /// Input text for a message: decoded as UTF-8 (invalid bytes replaced), cut after 60
    /// characters, quoted and escaped as a Swift string literal (`"12,abc"`, `"a\tb"`).
    static func quoted(_ bytes: UnsafeMutableBufferPointer<UInt8>) -> String {
        let text = String(decoding: UnsafeBufferPointer(bytes), as: UTF8.self)
        let limit = 60
        guard text.count > limit else { return text.debugDescription }
        return String(text.prefix(limit)).debugDescription + "…"
    }
}
