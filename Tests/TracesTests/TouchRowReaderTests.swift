import TestSupport
import Testing
@testable import TraceJSON
@testable import TraceFormat

/// The touch-row reader's shortcuts (`TraceTouchRows.swift`: the phase names as 8-byte
/// words, the ", " separator as a 2-byte word, the line break between rows eight bytes at
/// a time, one- and two-digit pointer ids byte by byte): the words are the names' bytes,
/// and rows whose spacing, phase and id spellings sit next to the shortcuts' cases read
/// as the tree decoder reads them.
@Suite("Touch-row reader")
struct TouchRowReaderTests {
    /// The little-endian word of `text`'s bytes (at most 8).
    static func word(_ text: String) -> UInt64 {
        text.utf8.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    @Test("the phase words are the quoted names' bytes")
    func phaseWords() {
        #expect(JSONScanner.quotedMove == Self.word("\"move\""))
        #expect(JSONScanner.quotedDown == Self.word("\"down\""))
        #expect(JSONScanner.quotedUp == Self.word("\"up\""))
        #expect(JSONScanner.quotedCancel == Self.word("\"cancel\""))
    }

    /// Spacing around a row's values: none, the writer's, and the unusual.
    static let spacings = ["", " ", "  ", "\n", "\t", "\r\n", " \n    ", "\n\n\n\n\n\n\n\n\n  "]
    /// Pointer ids of one, two and more digits (one- and two-digit ids have their own path).
    static let pointers = [0, 1, 7, 10, 42, 99, 100, 123_456]
    /// Phase spellings: the four names, and near misses the tree decoder rejects.
    static let phases = ["move", "down", "up", "cancel", "move", "move", "mov", "moves", "upp", "u", "cancel ", "Down",
                         "cancels", "dow\\u006e", "", "mo\"ve"]

    @Test("seeded random rows with every spacing and near-miss phase read as the tree decoder reads them")
    func randomSpacingAndPhases() {
        var random = SplitMix64(seed: 0x5EED_0501)
        var fastPathRuns = 0
        for trace in 0..<400 {
            func spacing() -> String { Self.spacings[Int(random.next() % UInt64(Self.spacings.count))] }
            var rows: [String] = []
            var downPointers: Set<Int> = []
            for event in 0..<Int(random.next() % 12 + 1) {
                let pointer = Self.pointers[Int(random.next() % UInt64(Self.pointers.count))]
                var phase = downPointers.contains(pointer) ? (random.next() % 3 == 0 ? "up" : "move") : "down"
                // Now and then a spelling off the words' cases.
                if random.next() % 6 == 0 { phase = Self.phases[Int(random.next() % UInt64(Self.phases.count))] }
                if phase == "down" { downPointers.insert(pointer) }
                if phase == "up" || phase == "cancel" { downPointers.remove(pointer) }
                // The id as written, now and then spelled otherwise (valid or not).
                var pointerText = "\(pointer)"
                if random.next() % 5 == 0 {
                    pointerText = ["\(pointer).0", "\(pointer)e0", "\(pointer)E+0", "0\(pointer)", "\(pointer).", "-\(pointer)",
                                   "\(pointer).5", "\(pointer)0"][Int(random.next() % 8)]
                }
                let fields = ["\(event * 8)", "\"\(phase)\"", pointerText, "\(Double(random.next() % 4_000) / 8)",
                              "1\(random.next() % 1_000).\(random.next() % 1_000_000_000)"]
                var row = "[" + spacing()
                for (i, field) in fields.enumerated() {
                    row += field + spacing()
                    if i < 4 { row += "," + spacing() }
                }
                rows.append(row + "]")
            }
            let text = TouchRowFastPathTests.traceText(touches: "[" + spacing() + rows.joined(separator: "," + spacing()) + spacing() + "]")
            let bytes = Array(text.utf8)
            let viaFile = TouchRowFastPathTests.fileDecode(bytes, fileName: "s.json")
            let viaTree = TouchRowFastPathTests.treeDecode(bytes, fileName: "s.json")
            switch (viaFile, viaTree) {
            case let (.success(a), .success(b)):
                #expect(a == b, "trace \(trace)")
            case let (.failure(a), .failure(b)):
                #expect(a.description == b.description, "trace \(trace)")
            default:
                Issue.record("trace \(trace): file path \(viaFile), tree path \(viaTree)")
            }
            if TouchRowFastPathTests.usedFastPath(text) { fastPathRuns += 1 }
        }
        // Both outcomes must be exercised: rows read fast and rows left to the tree.
        #expect(fastPathRuns > 100 && fastPathRuns < 350, "fast path taken in \(fastPathRuns) of 400")
    }
}
