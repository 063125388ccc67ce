import NumberInput

/// Reading every pair of a `LineReader`'s lines, with the line's place in errors:
/// `stdin line 17: expected "lat,lng", got "12,abc"`. Blank lines are skipped but still
/// counted for line numbers.
extension NumberPairReader {
    /// Calls `body` with each pair and its 1-based line number.
    @inline(__always)
    func forEachPair(in reader: LineReader,
                     _ body: (Double, Double, Int) throws(CLIError) -> Void) throws(CLIError) {
        try reader.forEachLine { (line, lineNumber) throws(CLIError) in
            let found: (Double, Double)?
            do throws(NumberPairReader.LineError) {
                found = try pair(in: line)
            } catch {
                throw .badInput(location: "\(reader.streamName) line \(lineNumber)", problem: error.problem)
            }
            if let (first, second) = found { try body(first, second, lineNumber) }
        }
    }
}
