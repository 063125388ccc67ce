import Gestures
import MapMath
import TraceJSON

/// The parser's fast path for a trace's `touches`: rows `[timeMs, "phase", pointerId, x, y]`
/// read straight into `TraceTouch` values, without a `JSONValue` node per number.
///
/// A million-event trace would otherwise build a million five-element arrays (about
/// 150 MB) only to decode and drop them. The fast path takes the common, valid case
/// only: on anything else (a syntax error, an escape in a phase name, a value or order
/// rule broken) it gives up, the scanner rewinds to the array's start and parses it into
/// the tree as usual, and `TraceDecoder.touches` reports the error with its JSON path.
/// Both paths check the same `TouchSequenceRules`, so they accept the same files. The
/// parser offers the array through its hook (`JSONParser.parse(_:offeringArrayOf:to:)`),
/// which rewinds when this reader declines.
///
/// Speed (docs/performance.md has the current figures): the numbers by
/// `DecimalReader.fixedPointJSONNumber`, and
/// shortcuts for what our writer and importers print, each falling back to the general
/// reading on anything else: a phase name as one 8-byte compare, ", " as one 2-byte
/// compare, the line break between rows eight bytes at a time, pointer ids of one or two
/// digits byte by byte; the rows written straight into the array's storage
/// (`TouchRowBuffer`), the rules' inline arrays and the four-operation digit test.
/// Tested by `TouchRowFastPathTests`, `TouchRowReaderTests` (against the tree
/// decoder) and `TouchRowBufferTests`. Allocates the row array only (and, when the rows
/// outnumber its estimate, further storage appended to it).
///
/// Where the fast path puts the rows it reads: an array (`TraceFile.parse`), or only the
/// counts and state a streamed replay needs (`TraceTouchStream.Validation`).
protocol TouchRowSink {
    /// Takes the next valid row; `end` is the offset just past it (the scanner's position).
    /// False: the sink is full after this row (the reader stops, `TouchRowsOutcome.full`).
    mutating func take(_ row: TraceTouch, end: Int) -> Bool
}

/// How a read of touch rows ended.
enum TouchRowsOutcome {
    /// The array's `]` was read: every row is the sink's.
    case complete
    /// A row or the array is not in the fast path's form or breaks a rule (the parser
    /// rewinds; rows handed over so far are to be dropped).
    case declined
    /// The sink was full after the row it took last and another row follows; the read
    /// resumes at that row (`readTouchRows(into:rules:afterRow:)` with `afterRow`).
    case full
}

/// Writes the rows into uninitialized storage of a fixed capacity, the array being built
/// (`Array(unsafeUninitializedCapacity:initializingWith:)`): a row costs its stores and
/// one compare, where `append` checks the array's uniqueness and capacity (a runtime
/// call per row).
struct TouchRowBuffer: TouchRowSink {
    /// The storage: at least one element; the first `count` are initialized.
    let storage: UnsafeMutableBufferPointer<TraceTouch>
    /// How many rows it holds.
    var count = 0

    @inline(__always)
    mutating func take(_ row: TraceTouch, end: Int) -> Bool {
        storage.baseAddress.unsafelyUnwrapped.advanced(by: count).initialize(to: row)
        count &+= 1
        return count < storage.count
    }
}

/// Collects the rows, and once they are all read the fingers still down after them
/// (`TraceFile.fingersDownAtEnd`).
struct TouchRowArray: TouchRowSink {
    var rows: [TraceTouch] = []
    /// The fingers down after the last row, in the order they landed; set by `finish`
    /// once the last row is read.
    var fingersDownAtEnd: [FingersDown.Finger] = []

    mutating func take(_ row: TraceTouch, end: Int) -> Bool {
        rows.append(row)
        return true
    }

    /// Finds each pointer still down at its last row, searching from the end: a finger
    /// down is last where its last event (a down or a move) is. Usually a few rows; at
    /// worst every row once, each compared with the pointers not yet found (at most
    /// `TraceDecoder.maxPointersDown`). `pointersDown`: the rules' after the last row
    /// (`TouchSequenceRules.pointersDown`). Not inlined: inlined, it kept `readTouchRow`
    /// out of the row loop.
    @inline(never)
    mutating func finish(pointersDown: [Int]) {
        guard !pointersDown.isEmpty else { return }
        var found = [ScreenPoint?](repeating: nil, count: pointersDown.count)
        var missing = pointersDown.count
        var index = rows.endIndex
        while missing > 0 && index > rows.startIndex {
            index -= 1
            let row = rows[index]
            for k in pointersDown.indices where pointersDown[k] == row.pointerID && found[k] == nil {
                found[k] = row.location
                missing -= 1
            }
        }
        fingersDownAtEnd = pointersDown.indices.map { k in
            // Every pointer down has a row: its down, at least.
            FingersDown.Finger(pointerID: pointersDown[k], location: found[k]!)
        }
    }
}

extension JSONScanner {
    /// Reads the touch array starting at `position` (its `[`); on success `position` is
    /// just past the closing `]`. Nil declines (the parser rewinds).
    mutating func readTouchRows() -> [TraceTouch]? {
        readTouchRowArray()?.rows
    }

    /// Reads the touch array starting at `position` (its `[`) into its rows and the
    /// fingers down after them; on success `position` is just past the closing `]`. Nil
    /// declines (the parser rewinds).
    mutating func readTouchRowArray() -> TouchRowArray? {
        // Room for the rows the rest of the text could hold at 48 bytes a row (our choice:
        // a row printed by our writer or an importer takes 40–70): growing the array by
        // doubling would copy every row about twice. It
        // reserves less memory than the text takes; more rows than that are read into
        // further storage and appended.
        var rules = TouchSequenceRules()
        var outcome = TouchRowsOutcome.declined
        var sink = TouchRowArray()
        var afterRow = false
        repeat {
            // The first storage for the rest of the text; a further one (rarely) as large
            // as the rows so far, appended.
            let capacity = max(16, afterRow ? sink.rows.count : (bytes.count - position) / 48)
            let rows = [TraceTouch](unsafeUninitializedCapacity: capacity) { storage, initialized in
                var buffer = TouchRowBuffer(storage: storage)
                outcome = readTouchRows(into: &buffer, rules: &rules, afterRow: afterRow)
                initialized = buffer.count
            }
            if afterRow { sink.rows.append(contentsOf: rows) } else { sink.rows = rows }
            afterRow = true
        } while outcome == .full
        guard outcome == .complete else { return nil }
        sink.finish(pointersDown: rules.pointersDown)
        return sink
    }

    /// Reads the touch array starting at `position` (its `[`), handing each row to `sink`
    /// once it passed every rule (the sink must never be full); false declines (the
    /// parser rewinds; rows handed over so far are to be dropped).
    mutating func readTouchRows<Sink: TouchRowSink>(into sink: inout Sink) -> Bool {
        var rules = TouchSequenceRules()
        return readTouchRows(into: &sink, rules: &rules, afterRow: false) == .complete
    }

    /// Reads touch rows, from the array's `[` at `position`, or with `afterRow` from the
    /// row after the comma where a read ended `.full`, checking them with `rules` (new for a read
    /// from the `[`; on return, as the rows left them: the pointers still down).
    mutating func readTouchRows<Sink: TouchRowSink>(into sink: inout Sink, rules rulesInOut: inout TouchSequenceRules,
                                                    afterRow: Bool) -> TouchRowsOutcome {
        // A local in the loop, not the caller's.
        var rules = rulesInOut
        defer { rulesInOut = rules }
        if !afterRow {
            position += 1 // the array's '['
            skipWhitespace()
            if consume(ASCII.closeBracket) { return .complete }
        }
        while true {
            guard let row = readTouchRow() else { return .declined }
            guard rules.accept(time: row.timeMs, phase: row.phase, pointer: row.pointerID) == nil else { return .declined }
            let hasRoom = sink.take(row, end: position)
            if position < bytes.count && bytes[position] == ASCII.comma {
                position &+= 1
                skipWhitespaceRun()  // the line break and indentation before the next row
                if hasRoom { continue }
                return .full
            }
            return consume(ASCII.closeBracket) ? .complete : .declined
        }
    }

    /// Reads one row `[timeMs, "phase", pointerId, x, y]` at `position` and the whitespace
    /// after it, each value valid on its own (not the order rules); nil when it is not one.
    @inline(__always)
    mutating func readTouchRow() -> TraceTouch? {
        guard consume(ASCII.openBracket),
              let time = readRowNumber(), consumeSeparator(),
              let phase = readPhase(), consumeSeparator(),
              let pointerNumber = readPointerNumber(), consumeSeparator(),
              let x = readRowNumber(), consumeSeparator(),
              let y = readRowNumber(), consume(ASCII.closeBracket) else { return nil }
        guard TouchSequenceRules.isValidTime(time), TouchSequenceRules.isValidPointer(pointerNumber),
              TouchSequenceRules.isValidCoordinate(x), TouchSequenceRules.isValidCoordinate(y) else { return nil }
        return TraceTouch(timeMs: time, phase: phase, pointerID: Int(pointerNumber), x: x, y: y)
    }

    /// The comma between two values and the whitespace after it: the common ", " before a
    /// value by one 2-byte compare and one byte test, cheaper than `consume` and its
    /// whitespace loop; anything else by `consume`.
    @inline(__always)
    private mutating func consumeSeparator() -> Bool {
        if bytes.count &- position >= 3 {
            let pair = UInt16(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: position, as: UInt16.self))
            // ',' then ' ' (0x2C, 0x20, little-endian), then a byte that cannot be whitespace.
            if pair == 0x202C && bytes[position &+ 2] > ASCII.space {
                position &+= 2
                return true
            }
        }
        return consume(ASCII.comma)
    }

    /// A number and the whitespace after it; nil when the next value is not a valid number
    /// (`readValidNumber` checks its first byte).
    @inline(__always)
    private mutating func readRowNumber() -> Double? {
        guard let value = readValidNumber() else { return nil }
        skipWhitespace()
        return value
    }

    /// The pointer id and the whitespace after it: an id of one or two digits (a
    /// recording's usual 0–99) by byte tests, a fraction of the number reader's work; any
    /// other text (a longer id, a leading zero, a fraction or an
    /// exponent, not a number) by `readRowNumber()`.
    @inline(__always)
    private mutating func readPointerNumber() -> Double? {
        @inline(__always) func endsNumber(_ byte: UInt8) -> Bool {
            byte &- ASCII.zero >= 10 && byte != ASCII.dot && byte | 0x20 != ASCII.lowerE
        }
        if bytes.count &- position >= 3 {
            let first = bytes[position] &- ASCII.zero, second = bytes[position &+ 1] &- ASCII.zero
            if first < 10 && endsNumber(bytes[position &+ 1]) {
                position &+= 1
                skipWhitespace()
                return Double(first)
            }
            if first < 10 && first != 0 && second < 10 && endsNumber(bytes[position &+ 2]) {
                position &+= 2
                skipWhitespace()
                return Double(first &* 10 &+ second)
            }
        }
        return readRowNumber()
    }

    /// The four phase names with their quotes as little-endian words of their bytes, for
    /// one compare of an 8-byte load each: `"move"` and `"down"` (6 bytes), `"up"` (4),
    /// `"cancel"` (8). Checked against the bytes by `TouchRowReaderTests`.
    static let quotedMove: UInt64 = 0x2265_766F_6D22, quotedDown: UInt64 = 0x226E_776F_6422
    static let quotedUp: UInt64 = 0x2270_7522, quotedCancel: UInt64 = 0x226C_6563_6E61_6322

    /// A phase name written without escapes, and the whitespace after it: with eight bytes
    /// to load, one load and up to four compares instead of a byte loop and name
    /// compares; else, or for any other text, byte by byte.
    @inline(__always)
    private mutating func readPhase() -> TouchPhase? {
        guard position < bytes.count, bytes[position] == ASCII.quote else { return nil }
        if bytes.count &- position >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: position, as: UInt64.self))
            let six = word & 0xFFFF_FFFF_FFFF
            var phase: TouchPhase?
            var length = 6
            if six == Self.quotedMove {
                phase = .move
            } else if six == Self.quotedDown {
                phase = .down
            } else if word & 0xFFFF_FFFF == Self.quotedUp {
                phase = .up
                length = 4
            } else if word == Self.quotedCancel {
                phase = .cancel
                length = 8
            }
            if let phase {
                position &+= length
                skipWhitespace()
                return phase
            }
        }
        let nameStart = position + 1
        var end = nameStart
        while end < bytes.count, bytes[end] != ASCII.quote {
            // Escapes, control and non-ASCII bytes: left to the full string reader.
            guard bytes[end] >= 0x20, bytes[end] < 0x80, bytes[end] != ASCII.backslash else { return nil }
            end += 1
        }
        guard end < bytes.count, let phase = Self.phase(bytes, from: nameStart, to: end) else { return nil }
        position = end + 1
        skipWhitespace()
        return phase
    }

    /// The phase spelled by `bytes[from..<to]`, most frequent first.
    @inline(__always)
    private static func phase(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> TouchPhase? {
        func spells(_ name: StaticString) -> Bool {
            guard to - from == name.utf8CodeUnitCount else { return false }
            let text = name.utf8Start
            for i in 0..<(to - from) where bytes[from + i] != text[i] { return false }
            return true
        }
        if spells("move") { return .move }
        if spells("down") { return .down }
        if spells("up") { return .up }
        if spells("cancel") { return .cancel }
        return nil
    }
}
