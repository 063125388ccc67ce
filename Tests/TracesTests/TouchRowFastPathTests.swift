import Foundation
import TestSupport
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// The parser's fast path for `touches` (`JSONScanner+TouchRows.swift`) must accept
/// exactly what the tree decoder accepts and, when it gives way, leave the same errors.
@Suite("Touch-row fast path")
struct TouchRowFastPathTests {
    /// The trace the tree path gives for `bytes`: parse into a whole `JSONValue`, then
    /// decode, with errors shaped as `TraceFile.parse` shapes them.
    static func treeDecode(_ bytes: [UInt8], fileName: String) -> Result<TraceFile, TraceError> {
        let document: JSONValue
        do {
            document = try JSONParser().parse(bytes)
        } catch {
            return .failure(TraceError(.invalidData, fileName: fileName,
                                       location: .textPosition(line: error.line, column: error.column),
                                       message: error.message))
        }
        do {
            return .success(try TraceDecoder.decode(document, fileName: fileName))
        } catch {
            return .failure(error)
        }
    }

    /// What `TraceFile.parse` (which uses the fast path) gives for `bytes`.
    static func fileDecode(_ bytes: [UInt8], fileName: String) -> Result<TraceFile, TraceError> {
        do {
            return .success(try TraceFile.parse(bytes, fileName: fileName))
        } catch {
            return .failure(error)
        }
    }

    /// The valid base trace with `touches` set to `json`.
    static func traceText(touches json: String) -> String {
        validTraceText.replacingOccurrences(of: #""touches": []"#, with: #""touches": "# + json)
    }

    /// Whether the fast path read the touches (false too when the text does not parse).
    static func usedFastPath(_ text: String) -> Bool {
        (try? TraceFile.parseDocument(Array(text.utf8)))?.touchRows != nil
    }

    @Test("every bundled trace takes the fast path and decodes as the tree path does")
    func bundledTraces() throws {
        let paths = ReplaySVGBundledTraceTests.tracePaths
        #expect(paths.count >= 10)
        for path in paths {
            let bytes = try FileBytes.contents(ofPath: path)
            let fast = try TraceFile.parseDocument(bytes)
            #expect(fast.touchRows != nil, "\(path)")
            let tree = try Self.treeDecode(bytes, fileName: path).get()
            #expect(try TraceFile.parse(bytes, fileName: path) == tree, "\(path)")
            #expect(fast.touchRows == tree.touches, "\(path)")
        }
    }

    /// Every `touches` error case of the decoder's table, written into a file.
    static var touchCases: [DecodeCase] {
        TraceDecoderTests.cases.filter { $0.key == "touches" && $0.json != nil }
    }

    @Test("a broken touch row gives the tree decoder's error and path", arguments: touchCases)
    func brokenRowsReportTheSameError(_ c: DecodeCase) throws {
        let text = Self.traceText(touches: c.json!)
        #expect(!Self.usedFastPath(text))
        let error = traceError { () throws(TraceError) in _ = try TraceFile.parse(text, fileName: "t.json") }
        #expect(error?.description == "t.json: " + c.expected)
    }

    @Test("rows the fast path leaves to the tree decoder still decode")
    func unusualSpellingsFallBack() throws {
        // An escaped phase name, a row split over lines with an exponent and a negative zero.
        let text = Self.traceText(touches: #"""
        [[0, "down", 0, 1, 2], [8, "mo\u0076e", 0, 1.5e1, -0],
         [ 16 ,
           "up" , 0 , 3E0 , 4 ]]
        """#)
        #expect(!Self.usedFastPath(text))
        let trace = try TraceFile.parse(text)
        #expect(trace.touches.map(\.phase) == [.down, .move, .up])
        #expect(trace.touches[1] == TraceTouch(timeMs: 8, phase: .move, pointerID: 0, x: 15, y: 0))

        let plain = Self.traceText(touches: #"[ [ 0 , "down" , 0 , 1e1 , -2.5 ] , [16,"up",0,10,-2.5] ]"#)
        #expect(Self.usedFastPath(plain))
        #expect(try TraceFile.parse(plain).touches[0] == TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 10, y: -2.5))
    }

    @Test("twenty fingers down take the fast path; the 21st leaves the rows to the tree decoder")
    func pointerLimit() throws {
        let twenty = Self.traceText(touches: "[" + fingersDownRows(0..<20) + #", [5, "up", 0, 1, 2], [5, "down", 20, 1, 2]]"#)
        #expect(Self.usedFastPath(twenty))
        let trace = try TraceFile.parse(twenty, fileName: "t.json")
        #expect(trace == (try Self.treeDecode(Array(twenty.utf8), fileName: "t.json").get()))
        #expect(trace.touches.count == 22 && maxSimultaneousPointers(trace.touches) == 20)

        let twentyOne = Self.traceText(touches: "[" + fingersDownRows(0..<20) + #", [5, "move", 0, 1, 2], [5, "down", 20, 1, 2]]"#)
        #expect(!Self.usedFastPath(twentyOne))
        let error = traceError { () throws(TraceError) in _ = try TraceFile.parse(twentyOne, fileName: "t.json") }
        #expect(error?.description == "t.json: touches[21][1]: more than 20 fingers down at once (the simulator models at most 20)")
        #expect(error?.kind == .invalidData)
    }

    @Test("touches elsewhere than the top level are not read by the fast path")
    func onlyTheTopLevelKey() throws {
        // A marker named "touches"-like key inside an object is an ordinary unknown key.
        let text = validTraceText.replacingOccurrences(
            of: #""viewport": {"width": 390, "height": 844}"#,
            with: #""viewport": {"width": 390, "height": 844, "touches": [[0, "down", 0, 1, 2]]}"#)
        let error = traceError { () throws(TraceError) in _ = try TraceFile.parse(text, fileName: "t.json") }
        #expect(error?.description == "t.json: viewport.touches: unknown key")
        let duplicate = Self.traceText(touches: #"[[0, "down", 0, 1, 2]], "touches": []"#)
        let duplicateError = traceError { () throws(TraceError) in _ = try TraceFile.parse(duplicate, fileName: "t.json") }
        #expect(duplicateError?.description.hasSuffix("duplicate key touches") == true, "\(String(describing: duplicateError))")
    }

    /// One random row: valid for `state` most of the time, sometimes broken on purpose.
    struct RowGenerator {
        var random: SplitMix64
        var down: [Int] = []
        var inSample: [Int] = []
        var time = 0.0

        mutating func spacing() -> String {
            [" ", "", "\n  ", "\t", "  "][Int(random.next() % 5)]
        }

        mutating func number(_ value: Double) -> String {
            switch random.next() % 4 {
            case 0: return "\(value)"
            case 1 where value == value.rounded() && value.magnitude < 1e15: return "\(Int(value))"
            case 2 where value != 0: return "\(value / 10)e1"
            default: return String(format: "%.3f", value)
            }
        }

        /// A row's JSON text.
        mutating func row() -> String {
            // A new sample now and then; always when every finger down has had its event.
            if random.next() % 3 == 0 || down.allSatisfy(inSample.contains) {
                time += Double(1 + random.next() % 20) / 4
                inSample.removeAll()
            }
            var phase: String
            var pointer: Int
            let free = down.filter { !inSample.contains($0) }
            if free.isEmpty || (down.count < 3 && random.next() % 4 == 0) {
                pointer = Int(random.next() % 6)
                while down.contains(pointer) || inSample.contains(pointer) { pointer += 1 }
                phase = "down"
                down.append(pointer)
            } else {
                pointer = free[Int(random.next() % UInt64(free.count))]
                switch random.next() % 6 {
                case 0: phase = "up"; down.removeAll { $0 == pointer }
                case 1: phase = "cancel"; down.removeAll { $0 == pointer }
                default: phase = "move"
                }
            }
            inSample.append(pointer)
            var fields = [number(time), "\"\(phase)\"", "\(pointer)",
                          number(random.uniform(-50, 450)), number(random.uniform(-50, 900))]
            // One row in 150 is altered: most alterations break it, some are only unusual.
            if random.next() % 150 == 0 {
                switch random.next() % 9 {
                case 0: fields[0] = number(max(0, time - 10) - 1)       // backwards or negative
                case 1: fields[1] = "\"press\""
                case 2: fields[1] = "\"\\u0064own\""                   // an escape: valid spelling of down
                case 3: fields[2] = "1.5"
                case 4: fields[3] = "\"1\""
                case 5: fields[4] = "1e8"
                case 6: fields.removeLast()
                case 7: fields[2] = "0\(pointer)"                        // a leading zero: syntax error
                default: fields[3] = "\(pointer)"                      // harmless
                }
            }
            let s = spacing()
            return "[" + s + fields.joined(separator: "," + s) + s + "]"
        }
    }

    @Test("random traces: the file path and the tree path agree, bit for bit or error for error")
    func randomTracesAgree() throws {
        var fastPathRuns = 0
        for seed in 1...60 as ClosedRange<UInt64> {
            var generator = RowGenerator(random: SplitMix64(seed: seed))
            let count = Int(generator.random.next() % 120)
            let rows = (0..<count).map { _ in generator.row() }
            let text = Self.traceText(touches: "[" + rows.joined(separator: ",\n ") + "]")
            let bytes = Array(text.utf8)
            let viaFile = Self.fileDecode(bytes, fileName: "r.json")
            let viaTree = Self.treeDecode(bytes, fileName: "r.json")
            switch (viaFile, viaTree) {
            case let (.success(a), .success(b)):
                #expect(a == b, "seed \(seed)")
            case let (.failure(a), .failure(b)):
                #expect(a.description == b.description, "seed \(seed)")
            default:
                Issue.record("seed \(seed): file path \(viaFile), tree path \(viaTree)")
            }
            if Self.usedFastPath(text) { fastPathRuns += 1 }
        }
        // Both outcomes must be exercised: traces read fast and traces left to the tree.
        #expect(fastPathRuns > 10 && fastPathRuns < 50, "fast path taken in \(fastPathRuns) of 60")
    }
}
