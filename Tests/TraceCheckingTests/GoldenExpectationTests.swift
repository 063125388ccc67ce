import TestSupport
import Foundation
import MapSimulation
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import Replays
@testable import TraceChecking

@Suite("check --update: golden expectations written into the trace, nothing else changed")
struct GoldenExpectationTests {
    /// Every bundled trace, copied, with its generated entries taken out, updates and then
    /// checks (strictly); only the `expect` value changed, its hand-written entries kept
    /// byte for byte before the generated ones, which are what the bundled file holds; a
    /// second update changes nothing and says so.
    @Test func everyBundledTraceUpdatesChecksAndUpdatesAgainToTheSameBytes() throws {
        let folder = try GoldenScratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try GoldenScratch.copy(nil, to: folder)
        let paths = TraceCorpus.files([folder.path])
        let bundled = try paths.map { try GoldenScratch.text(RepositoryPaths.root + "/traces" + $0.dropFirst(folder.path.count)) }
        let originals = try paths.map(GoldenScratch.text)
        #expect(originals != bundled)
        var first: [TraceUpdateResult] = []
        TraceChecker().update(paths: paths, jobs: 2) { first.append($0) }
        #expect(first.map(\.path) == paths)
        let traces = first.filter { $0.status != .skipped }
        #expect(traces.count >= 49)
        #expect(traces.allSatisfy { $0.status == .updated }, "\(traces.filter { $0.status != .updated })")
        // The schemas and the profile file are skipped, as check skips them.
        #expect(first.filter { $0.status == .skipped }.map { ($0.path as NSString).lastPathComponent }.sorted()
                == ["fling-deceleration-plus-10.json", "profile.schema.json", "schema.json"])
        let afterFirst = try paths.map(GoldenScratch.text)
        // The bundled traces hold what --update writes, but for the two explore checks, whose
        // expectations are the properties `mapsim explore` perturbs (goldens would fail
        // under every perturbation).
        for (path, (after, file)) in zip(paths, zip(afterFirst, bundled)) where !path.hasSuffix("/explore-double-tap-window.json") && !path.hasSuffix("/gesture-scroll-off.json") {
            #expect(after == file, "\(path): the bundled traces hold what --update writes: run `mapsim check --update traces/`")
        }
        let checked = TraceChecker(strict: true).check(paths: paths, jobs: 2)
        #expect(checked.allSatisfy { $0.status == .passed || $0.status == .skipped }, "\(checked.flatMap(\.reasons))")
        for (path, original) in zip(paths, originals) where original.contains("\"expect\": [") {
            let updated = try GoldenScratch.text(path)
            // What comes before `"expect": ` and after the array's `]` is kept to the byte
            // (the array found by matching brackets outside strings, not by the parser).
            let start = original.range(of: "\"expect\": [")!
            let prefix = String(original[..<original.index(before: start.upperBound)])
            let suffix = String(decoding: Array(original.utf8).dropFirst(Self.endOfArray(original, from: prefix.utf8.count)), as: UTF8.self)
            #expect(updated.hasPrefix(prefix), "\(path)")
            #expect(updated.hasSuffix(suffix), "\(path)")
            // Between them: the original entries to the byte, then the golden expectations,
            // one entry (or one gesture, event or path row) a line.
            let middle = String(updated.dropFirst(prefix.count).dropLast(suffix.count))
            let originalMiddle = String(original.dropFirst(prefix.count).dropLast(suffix.count))
            let expectations = try TraceFile.load(path: path).expectations
            let kept = expectations.filter { !$0.generated }
            #expect(try JSONParser().parse(middle).arrayValue?.count == expectations.count)
            #expect(try JSONParser().parse(originalMiddle).arrayValue?.count == kept.count, "\(path)")
            #expect(try TraceFile.parse(original, fileName: path).expectations == kept, "\(path)")
            #expect(middle.hasPrefix(String(originalMiddle.dropLast(4)) + ",\n    {\n      \"generated\": true,\n      \"gestures\": [")
                    || middle.hasPrefix(String(originalMiddle.dropLast(4)) + ",\n    {\"generated\": true, \"gestures\": []},"), "\(path)")
            #expect(expectations.filter(\.generated).count >= 4)
        }
        var second: [TraceUpdateResult] = []
        TraceChecker().update(paths: paths, jobs: 1) { second.append($0) }
        #expect(second.filter { $0.status != .skipped }.allSatisfy { $0.status == .unchanged })
        #expect(try paths.map(GoldenScratch.text) == afterFirst)
    }

    /// The UTF-8 offset just past the array whose `[` is at `offset` in `text`.
    static func endOfArray(_ text: String, from offset: Int) -> Int {
        let bytes = Array(text.utf8)
        var depth = 0, inString = false, escaped = false
        for i in offset..<bytes.count {
            let b = bytes[i]
            if inString {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
            } else if b == 0x22 {
                inString = true
            } else if b == 0x5B || b == 0x7B {
                depth += 1
            } else if b == 0x5D || b == 0x7D {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
        }
        return bytes.count
    }

    /// A trace without `expect` gets one before its closing brace, in its own style; the
    /// bytes before the new member are the file's.
    @Test func aTraceWithoutExpectGetsOne() throws {
        let folder = try GoldenScratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = try GoldenScratch.text(RepositoryPaths.trace("gesture-pinch-focal.json"))
        let bare = String(bundled[..<bundled.range(of: ",\n  \"expect\": [")!.lowerBound]) + "\n}\n"
        let path = try GoldenScratch.write(bare, named: "bare.json", in: folder)
        #expect(TraceChecker().check(path: path).expectationCount == 0)
        #expect(TraceChecker().update(path: path).status == .updated)
        let updated = try GoldenScratch.text(path)
        #expect(updated.hasPrefix(String(bare.dropLast(3)) + ",\n  \"expect\": [\n    {\n      \"generated\": true,\n      \"gestures\": [\n"
                                  + "        {\"kind\": \"pinch\", \"beginMs\": 16, "))
        #expect(updated.contains("\n    {\"generated\": true, \"state\": {\"selectedMarker\": null, \"infoWindowMarker\": null}},\n"
                                 + "    {\n      \"generated\": true,\n      \"cameraPath\": {\n"))
        #expect(updated.hasSuffix("]\n        ]\n      }\n    }\n  ]\n}\n"))
        #expect(TraceChecker(strict: true).check(path: path).status == .passed)
        #expect(TraceChecker().update(path: path).status == .unchanged)
        #expect(try GoldenScratch.text(path) == updated)
    }

    /// Tabs and CRLF, or one line: the new section follows the file.
    @Test func theFilesOwnStyleIsKept() throws {
        let folder = try GoldenScratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tabbed = "{\r\n\t\"format\": \"mapsim-trace/1\",\r\n\t\"viewport\": {\"width\": 400, \"height\": 800},\r\n"
            + "\t\"camera\": {\"lat\": 10, \"lng\": 20, \"zoom\": 12},\r\n"
            + "\t\"touches\": [[0, \"down\", 0, 100, 100], [50, \"move\", 0, 150, 100], [300, \"up\", 0, 150, 100]],\r\n"
            + "\t\"expect\": []\r\n}\r\n"
        let crlf = try GoldenScratch.write(tabbed, named: "crlf.json", in: folder)
        #expect(TraceChecker().update(path: crlf).status == .updated)
        let updated = try GoldenScratch.text(crlf)
        #expect(updated.hasPrefix(String(tabbed[..<tabbed.range(of: "[]")!.lowerBound])
                                  + "[\r\n\t\t{\r\n\t\t\t\"generated\": true,\r\n\t\t\t\"gestures\": [\r\n\t\t\t\t{\"kind\": \"pan\""))
        #expect(updated.hasSuffix("]\r\n\t\t\t\t]\r\n\t\t\t}\r\n\t\t}\r\n\t]\r\n}\r\n"))
        #expect(!updated.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let line = #"{"format":"mapsim-trace/1","viewport":{"width":400,"height":800},"camera":{"lat":10,"lng":20,"zoom":12},"touches":[[0,"down",0,100,100],[300,"up",0,100,100]]}"#
        let compact = try GoldenScratch.write(line, named: "compact.json", in: folder)
        #expect(TraceChecker().update(path: compact).status == .updated)
        let written = try GoldenScratch.text(compact)
        #expect(written.hasPrefix(String(line.dropLast()) + #","expect":[{"generated":true,"gestures":[{"kind":"tap","beginMs":"#), "\(written)")
        #expect(!written.contains("\n") && !written.contains(" ") && written.hasSuffix("}]}"))
        // One line with spaces: the new member after ", ", its entries spaced too.
        let spacedLine = #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "camera": {"lat": 10, "lng": 20, "zoom": 12}, "touches": []}"#
        let spaced = try GoldenScratch.write(spacedLine, named: "spaced.json", in: folder)
        #expect(TraceChecker().update(path: spaced).status == .updated)
        #expect(try GoldenScratch.text(spaced) == String(spacedLine.dropLast())
                + #", "expect": [{"generated": true, "gestures": []}, {"generated": true, "eventsExactly": []}, "#
                + #"{"generated": true, "camera": {"lat": 10, "lng": 20, "zoom": 12, "bearing": 0, "tilt": 0, "tolerance": 1e-07}}, "#
                + #"{"generated": true, "state": {"selectedMarker": null, "infoWindowMarker": null}}]}"#)
        for path in [crlf, compact, spaced] { #expect(TraceChecker(strict: true).check(path: path).status == .passed) }
    }

    /// A file that cannot be replayed is left as it was, with the reason (file and JSON
    /// path or line); a missing file and a JSON file that is not a trace too.
    @Test func filesThatCannotBeReplayedAreLeftAsTheyWere() throws {
        let folder = try GoldenScratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let head = #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "camera": {"lat": 10, "lng": 20, "zoom": 12}, "#
        let cases: [(name: String, text: String, error: String)] = [
            ("backwards.json", head + #""touches": [[10, "down", 0, 1, 2], [5, "up", 0, 1, 2]], "expect": []}"#,
             "backwards.json: touches[1][0]: time goes backwards (5 after 10)"),
            ("syntax.json", head + #""touches": [], "expect": [}"#, "syntax.json: line 1, column "),
            ("profile.json", head + #""profile": "missing-profile.json", "touches": [], "expect": [{"gestures": []}]}"#,
             "profile.json: profile: "),
            ("badexpect.json", head + #""touches": [], "expect": [{"gestures": ["swipe"]}]}"#,
             "badexpect.json: expect[0].gestures[0]: unknown gesture kind \"swipe\""),
        ]
        for c in cases {
            let path = try GoldenScratch.write(c.text, named: c.name, in: folder)
            let result = TraceChecker().update(path: path)
            #expect(result.status == .error, "\(c.name)")
            #expect(result.error?.description.hasPrefix(folder.path + "/" + c.error) == true, "\(result.error?.description ?? "")")
            #expect(try GoldenScratch.text(path) == c.text)
        }
        let missing = TraceChecker().update(path: folder.path + "/none.json")
        #expect(missing.status == .error && missing.error?.kind == .fileNotFound)
        let schema = try GoldenScratch.copy(["schema.json"], to: folder)[0]
        #expect(TraceChecker().update(path: schema).status == .skipped)
        #expect(try GoldenScratch.text(schema) == GoldenScratch.text(RepositoryPaths.trace("schema.json")))
        // No temporary file is left beside them.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.allSatisfy { !$0.hasPrefix(".") }, "\(names)")
    }

    /// The file is replaced, not rewritten in place: a reader that opened the old file
    /// still reads all of it, the path gives all of the new one, the permission bits stay,
    /// and no temporary file is left; a missing file is not created.
    @Test func filesAreReplacedAtomically() throws {
        let folder = try GoldenScratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try GoldenScratch.write("old contents", named: "t.json", in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? reader.close() }
        try FileBytes.replaceContents(ofPath: path, with: Array("new, longer contents".utf8))
        #expect(String(decoding: reader.readDataToEndOfFile(), as: UTF8.self) == "old contents")
        #expect(try GoldenScratch.text(path) == "new, longer contents")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.json"])
        var missing: TraceError?
        do { try FileBytes.replaceContents(ofPath: folder.path + "/none.json", with: [1]) } catch { missing = error }
        #expect(missing?.kind == .fileNotFound)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/none.json"))
    }

    /// A plain write creates or truncates the file; a folder that does not exist is an
    /// `.unwritable` error naming the file and the system's reason.
    @Test func plainWritesCreateAndTruncate() throws {
        let folder = try GoldenScratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/new.json"
        try FileBytes.writeContents(ofPath: path, with: Array("a longer first text".utf8))
        try FileBytes.writeContents(ofPath: path, with: Array("short".utf8))
        #expect(try GoldenScratch.text(path) == "short")
        var failure: TraceError?
        do { try FileBytes.writeContents(ofPath: folder.path + "/no/x.json", with: [1]) } catch { failure = error }
        #expect(failure?.kind == .unwritable)
        #expect(failure?.description == folder.path + "/no/x.json: cannot write: No such file or directory")
    }

    /// The same traces update to the same bytes with one job or two, and a path named
    /// twice is updated once.
    @Test func updatesAreDeterministic() throws {
        let names = ["gesture-fling.json", "gesture-pinch-tilted-rotated.json", "map-info-window-sequence.json",
                     "imported-evemu-3m-input-android.json", "gesture-fling-tuned.json", "profiles"]
        var runs: [[String]] = []
        for jobs in [1, 2] {
            let folder = try GoldenScratch.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let paths = Array(try GoldenScratch.copy(names, to: folder).dropLast())
            var results: [TraceUpdateResult] = []
            TraceChecker().update(paths: paths + [paths[0]], jobs: jobs) { results.append($0) }
            #expect(results.map(\.status) == Array(repeating: .updated, count: paths.count))
            runs.append(try paths.map(GoldenScratch.text))
        }
        #expect(runs[0] == runs[1])
    }

    /// Under --input, --fps or --profile the expectations describe that variant, and the
    /// variant is written into the trace (before `viewport`, nothing else changed before
    /// `expect`): a plain check passes, a check under the default of that option fails.
    @Test func overridesAreWhatTheExpectationsDescribe() throws {
        let folder = try GoldenScratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ios = TraceChecker(profile: .ios, profileReference: "ios")
        let variants: [(TraceChecker, TraceChecker, String)] = [
            (TraceChecker(input: .ios), TraceChecker(input: .raw), "  \"input\": \"ios\",\n"),
            (TraceChecker(framesPerSecond: 120), TraceChecker(framesPerSecond: 60), "  \"framesPerSecond\": 120,\n"),
            (ios, TraceChecker(profile: .maplibre), "  \"profile\": \"ios\",\n"),
        ]
        for (i, (variant, other, member)) in variants.enumerated() {
            let path = try GoldenScratch.copy(["gesture-fling.json"], to: folder.appendingPathComponent("\(i)", isDirectory: true)
                .creatingDirectory())[0]
            let bundled = try GoldenScratch.text(path)
            let original = String(bundled[..<bundled.range(of: ",\n  \"expect\": [")!.lowerBound]) + "\n}\n"
            try Data(original.utf8).write(to: URL(fileURLWithPath: path))
            #expect(variant.update(path: path).status == .updated)
            #expect(variant.check(path: path).status == .passed)
            #expect(TraceChecker().check(path: path).status == .passed)
            #expect(other.check(path: path).status == .failed)
            let updated = try GoldenScratch.text(path)
            let viewport = original.range(of: "  \"viewport\": ")!.lowerBound
            #expect(updated.hasPrefix(String(original[..<viewport]) + member + String(original[viewport..<original.range(of: "\n}\n")!.lowerBound])))
        }
    }
}
