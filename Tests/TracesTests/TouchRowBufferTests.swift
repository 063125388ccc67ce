import Foundation
import Testing
import TestSupport
import Gestures
@testable import TraceFormat

/// The touch-row reader writes rows into the array's uninitialized storage, sized for
/// 48 bytes a row (`TouchRowBuffer`), and when more rows than that follow, stops after
/// the row that filled it and reads on by appending (`TouchRowsOutcome.full`). Rows of
/// compact text (about 20 bytes) overflow the storage, pretty rows (40–70) mostly do not:
/// for every row count from 0 to 300 in both, the parse must give the rows written, the
/// fast path must have taken them, and a bad row after the storage filled must still be
/// declined and reported, with its path, as the tree decoder reports it.
@Suite("Touch rows written into the array's storage")
struct TouchRowBufferTests {
    static func trace(rows: Int, random: inout SplitMix64) -> TraceFile {
        let touches = FingersDownAtEndTests.randomTouches(&random, pointerCount: 3, events: rows)
        return TraceFile(viewport: FingersDownAtEndTests.viewport, camera: FingersDownAtEndTests.camera, touches: touches)
    }

    @Test("every row count from 0 to 300, compact and pretty, reads back the rows written", arguments: [false, true])
    func everyCount(pretty: Bool) throws {
        var random = SplitMix64(seed: pretty ? 0x5EED_0C02 : 0x5EED_0C01)
        for rows in 0...300 {
            let built = Self.trace(rows: rows, random: &random)
            let text = pretty ? built.jsonValue.prettyText : built.jsonValue.compactText
            let document = try TraceFile.parseDocument(Array(text.utf8))
            #expect(document.touchRows == built.touches, "\(rows) rows")
            #expect(document.fingersDownAtEnd == FingersDownAtEndTests.followed(built.touches), "\(rows) rows")
            #expect(try TraceFile.parse(text) == built, "\(rows) rows")
        }
    }

    @Test("a bad last row after the storage filled is declined and gets the tree decoder's error")
    func badRowAfterTheStorageFilled() throws {
        var random = SplitMix64(seed: 0x5EED_0C03)
        let built = Self.trace(rows: 200, random: &random)
        let last = try #require(built.touches.last)
        // A row before the last's time: time goes backwards.
        let text = built.jsonValue.compactText.replacingLastRow(with: "[\(last.timeMs + 5),\"down\",7,1,1],[0,\"down\",8,1,1]")
        #expect(try TraceFile.parseDocument(Array(text.utf8)).touchRows == nil)
        var message: String?
        do { _ = try TraceFile.parse(text) } catch { message = "\(error)" }
        #expect(message?.contains("touches[200][0]: time goes backwards") == true, "\(message ?? "no error")")
    }
}

extension String {
    /// The text with its touch array's last row (the last `[...]` before `]]`) replaced.
    fileprivate func replacingLastRow(with rows: String) -> String {
        guard let end = range(of: "]]", options: .backwards),
              let start = self[..<end.lowerBound].range(of: "[", options: .backwards) else { return self }
        return String(self[..<start.lowerBound]) + rows + String(self[end.lowerBound...].dropFirst())
    }
}
