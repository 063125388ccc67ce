import TestSupport
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport

/// Recordings with CRLF or lone-CR line ends import exactly as their LF originals: the
/// same trace, written out byte for byte (issue 17: a CRLF file was once one line).
@Suite("recording line ends")
struct RecordingLineEndTests {
    /// `bytes` with every "\n" replaced by `lineEnd`.
    static func withLineEnds(_ bytes: [UInt8], _ lineEnd: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { result += Array(lineEnd.utf8) } else { result.append(byte) }
        }
        return result
    }

    static let lineEnds = ["\r\n", "\r"]

    @Test(arguments: ["evemu-3m.event", "evemu-wetab.event", "evemu-ntrig-dell-xt2.event"])
    func evemuFixtureReadsTheSameWithCRLFAndCR(_ name: String) throws {
        let lf = try FileBytes.contents(ofPath: RepositoryPaths.recording(name))
        #expect(!lf.contains(UInt8(ascii: "\r")), "the fixture itself has LF line ends")
        let options = TouchImportOptions(viewport: TraceViewport(width: 390, height: 844))
        let expected = try EvemuImporter.importRecording(lf, fileName: name, options: options).jsonValue.prettyText
        for lineEnd in Self.lineEnds {
            let converted = Self.withLineEnds(lf, lineEnd)
            let trace = try EvemuImporter.importRecording(converted, fileName: name, options: options)
            #expect(trace.jsonValue.prettyText == expected, "line end \(Array(lineEnd.utf8))")
        }
    }

    /// The getevent capture with its `-lp` header, and its events alone with `--range`
    /// (the case that once gave no touches and exit 0).
    @Test func geteventCaptureReadsTheSameWithCRLFAndCR() throws {
        let full = Array(GeteventSample.text.utf8)
        let events = Array(GeteventSample.text.split(separator: "\n").filter { $0.hasPrefix("[") }
            .joined(separator: "\n").utf8) + [UInt8(ascii: "\n")]
        let viewport = TraceViewport(width: 412, height: 915)
        let header = TouchImportOptions(viewport: viewport)
        let ranged = TouchImportOptions(viewport: viewport, axisRanges: TouchAxisRanges(xMin: 0, xMax: 1079, yMin: 0, yMax: 2339))
        for (bytes, options) in [(full, header), (events, ranged)] {
            let lf = try GeteventImporter.importRecording(bytes, fileName: GeteventSample.fileName, options: options)
            #expect(lf.touches.count > 20)
            for lineEnd in Self.lineEnds {
                let trace = try GeteventImporter.importRecording(Self.withLineEnds(bytes, lineEnd),
                                                                 fileName: GeteventSample.fileName, options: options)
                #expect(trace.jsonValue.prettyText == lf.jsonValue.prettyText, "line end \(Array(lineEnd.utf8))")
            }
        }
    }

    /// An error names the same line whatever the line ends.
    @Test func errorsNameTheSameLine() {
        let text = "N: x\nA: 35 0 100 0 0\nA: 36 0 100 0 0\nE: 1.0 0003 0035 zz\n"
        for lineEnd in ["\n", "\r\n", "\r"] {
            let bytes = Self.withLineEnds(Array(text.utf8), lineEnd)
            let error = traceError { () throws(TraceError) in
                _ = try EvemuImporter.importRecording(bytes, fileName: "x.event",
                                                      options: TouchImportOptions(viewport: TraceViewport(width: 10, height: 10)))
            }
            #expect(error?.description == "x.event line 4: invalid value \"zz\"")
        }
    }
}
