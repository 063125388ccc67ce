/// Reads input lines of two comma-separated numbers ("lat,lng", "x,y"), one line at a
/// time: `mapsim project` and `unproject` feed it the lines of standard input
/// (`NumberPairReader+Lines.swift` in the CLI adds the line's place to its errors).
///
/// Spaces and tabs around each number are allowed; a blank line (empty or only spaces and
/// tabs) holds no pair. Anything else that is not two finite decimal numbers
/// (`DecimalParser`) is a `LineError` whose problem reads, after the line's place,
/// `expected "lat,lng", got "12,abc"`.
public struct NumberPairReader: Sendable {
    /// Why a line holds no pair: `problem` is one line, without the line's place.
    public struct LineError: Error, Hashable, Sendable {
        /// `expected "lat,lng", got "12,abc"` or `latitude "1e999" is not a finite number`.
        public let problem: String

        /// An error whose message, after the line's place, is `problem`.
        public init(problem: String) {
            self.problem = problem
        }
    }

    /// The pair's format as shown in errors, `"lat,lng"`.
    public let format: String
    /// Names of the two numbers in errors, `("latitude", "longitude")`.
    public let names: (first: String, second: String)

    /// A reader of `format` pairs whose numbers `names` names in errors.
    public init(format: String, names: (first: String, second: String)) {
        self.format = format
        self.names = names
    }

    /// The pair on `line` (its terminator removed), nil for a blank line.
    @inline(__always)
    public func pair(in line: UnsafeMutableBufferPointer<UInt8>) throws(LineError) -> (Double, Double)? {
        guard let comma = line.firstIndex(of: UInt8(ascii: ",")) else {
            if ByteTrimming.trimmed(line).isEmpty { return nil }
            throw malformed(line)
        }
        let firstText = ByteTrimming.trimmed(UnsafeMutableBufferPointer(rebasing: line[..<comma]))
        let secondText = ByteTrimming.trimmed(UnsafeMutableBufferPointer(rebasing: line[(comma + 1)...]))
        let first = DecimalParser.parse(UnsafeBufferPointer(firstText))
        let second = DecimalParser.parse(UnsafeBufferPointer(secondText))
        switch (first, second) {
        case let (.number(a), .number(b)):
            return (a, b)
        case (.notANumber, _), (_, .notANumber):
            throw malformed(line)
        case (.notFinite, _):
            throw notFinite(firstText, name: names.first)
        case (_, .notFinite):
            throw notFinite(secondText, name: names.second)
        }
    }

    private func notFinite(_ text: UnsafeMutableBufferPointer<UInt8>, name: String) -> LineError {
        LineError(problem: "\(name) \(Self.quoted(text)) is not a finite number")
    }

    private func malformed(_ line: UnsafeMutableBufferPointer<UInt8>) -> LineError {
        LineError(problem: "expected \"\(format)\", got \(Self.quoted(line))")
    }

    /// Input text for a message: decoded as UTF-8 (invalid bytes replaced), cut after 60
    /// characters, quoted and escaped as a Swift string literal (`"12,abc"`, `"a\tb"`).
    public static func quoted(_ bytes: UnsafeMutableBufferPointer<UInt8>) -> String {
        let text = String(decoding: UnsafeBufferPointer(bytes), as: UTF8.self)
        let limit = 60
        guard text.count > limit else { return text.debugDescription }
        return String(text.prefix(limit)).debugDescription + "…"
    }
}
