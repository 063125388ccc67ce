import Gestures
import MapMath
import TraceJSON

/// A trace's touch rows left in its mapped file (`TraceFile.loadStreamingTouches(path:)`)
/// and read again row by row while the trace is replayed, so that a replay holds none of
/// them: a million-event trace held its rows as 40 MB of `TraceTouch` values. The first
/// pass validated every row against the trace rules (the same fast path and
/// `TouchSequenceRules` as `TraceFile.parse`) and kept what a replay needs before it
/// starts: the count, the last time and the fingers still down at the end.
///
/// Memory: the mapping's resident pages, released behind the reader a megabyte at a time
/// (`MappedFile`), and a few hundred bytes. One reader at a time: a replay of a streamed
/// trace is not to run on two threads at once (each `mapsim check` job loads its own).
public struct TraceTouchStream: Sendable {
    /// The mapped trace file.
    public let file: MappedFile
    /// Offset of the touch array's `[`.
    let arrayStart: Int
    /// How many rows the array holds.
    public let count: Int
    /// The last row's time, ms; nil when there are none.
    public let lastTimeMs: Double?
    /// The fingers still down after the last row, with where each was last, in the order
    /// they landed.
    public let downAtEnd: [FingersDown.Finger]

    /// The rows, read from the file in order.
    public func rows() -> Rows { Rows(stream: self) }

    /// Reads the rows in order (`next()`), handing the pages it passed back to the system.
    public struct Rows: IteratorProtocol {
        let stream: TraceTouchStream
        var scanner: JSONScanner
        var delivered = 0

        init(stream: TraceTouchStream) {
            self.stream = stream
            stream.file.rewind()
            scanner = JSONScanner(bytes: stream.file.bytes, position: stream.arrayStart + 1)
            scanner.skipWhitespace()
        }

        /// The next row; nil after the last (or should the file have changed since it was
        /// validated, at the first row that no longer reads).
        public mutating func next() -> TraceTouch? {
            guard delivered < stream.count, let row = scanner.readTouchRow() else { return nil }
            delivered += 1
            _ = scanner.consume(ASCII.comma)
            stream.file.release(before: scanner.position)
            return row
        }
    }

    /// The first pass's sink: counts the rows, follows the fingers down, releases pages.
    struct Validation: TouchRowSink {
        let file: MappedFile
        var count = 0
        var lastTimeMs: Double?
        var down = FingersDown()

        mutating func take(_ row: TraceTouch, end: Int) -> Bool {
            count += 1
            lastTimeMs = row.timeMs
            down.note(row)
            file.release(before: end)
            return true
        }
    }
}

extension TraceFile {
    /// The smallest file whose touch rows are left in it and read again as the replay runs
    /// (`loadStreamingTouches(path:atLeast:)`): 8 MiB. Our choice: a smaller file holds at
    /// most some 300,000 rows, 12 MB as values; reading them once instead of twice saves
    /// about a quarter of a check's work (docs/performance.md).
    public static let streamingMinimumBytes = 8 << 20

    /// Reads and validates the trace at `path` as `load(path:)` does, with the same errors,
    /// but, for a file of at least `minimumBytes` (default `streamingMinimumBytes`), leaves
    /// the touch rows in the mapped file (`TraceTouchStream`): the trace comes back with no
    /// `touches`, and the stream reads them while it is replayed. Nil stream, and the
    /// touches in the trace, for a smaller file, one that cannot be mapped (a pipe, an
    /// empty file) or one whose rows are valid but not all in the fast path's form (an
    /// escape in a phase name: the file is then read whole, as `parse` reads it).
    ///
    /// Where the fast path declines a row, the rest of the array is parsed as a whole read
    /// parses it, but each row is checked as it comes and dropped (`JSONParser`'s
    /// `declinedElements`, `TraceDecoder.touch`), so a bad row late in a huge file gives a
    /// whole read's error (syntax, value or order rule, with its line or JSON path) in
    /// memory that holds one row.
    public static func loadStreamingTouches(path: String, atLeast minimumBytes: Int = streamingMinimumBytes)
        throws(TraceError) -> (trace: TraceFile, touches: TraceTouchStream?) {
        guard let file = try MappedFile.map(path: path) else { return (try load(path: path), nil) }
        if file.bytes.count < minimumBytes { return (try parse(file.bytes, fileName: path), nil) }
        var validation = Validation(file: file)
        var arrayStart: Int?
        var declined = false
        var rules = TouchSequenceRules()
        var rowFailure: TraceError?
        let touchesPath = JSONPath.root.appending(.touches)
        let document: JSONValue
        do {
            document = try JSONParser().parse(file.bytes, offeringArrayOf: TraceSchema.Key.touches.rawValue, to: { scanner in
                let start = scanner.position
                validation = Validation(file: file)
                guard scanner.readTouchRows(into: &validation) else {
                    // The parser reads the array again from its start, releasing as it goes.
                    file.rewind()
                    return false
                }
                arrayStart = start
                return true
            }, declinedElements: { element, index, end in
                declined = true
                file.release(before: end)
                guard rowFailure == nil else { return }
                do throws(TraceError) {
                    _ = try TraceDecoder.touch(element, index: index, of: touchesPath, rules: &rules)
                } catch {
                    rowFailure = error
                }
            })
        } catch {
            throw TraceError(.invalidData, fileName: path, location: .textPosition(line: error.line, column: error.column),
                             message: error.message)
        }
        if declined {
            file.rewind()
            // Every row was checked: the first bad one is the error, where a whole read
            // would find it; with none, rows the fast path does not take are read whole.
            _ = try TraceDecoder.decode(document, fileName: path, touches: [], touchesFailure: rowFailure)
            return (try parse(file.bytes, fileName: path), nil)
        }
        let trace = try TraceDecoder.decode(document, fileName: path, touches: arrayStart == nil ? nil : [])
        guard let arrayStart else { return (trace, nil) }
        let stream = TraceTouchStream(file: file, arrayStart: arrayStart, count: validation.count,
                                      lastTimeMs: validation.lastTimeMs, downAtEnd: validation.down.fingers)
        return (trace, stream)
    }

    private typealias Validation = TraceTouchStream.Validation
}
