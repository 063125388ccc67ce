import TestSupport
import Foundation
import Testing

/// `mapsim check --update` keeps what a person wrote, records its options, writes numbers
/// at the check's precision and a camera path that `check` holds the replay to.
@Suite("mapsim check --update: hand-written entries kept, options recorded, rounded numbers, camera path")
struct CheckUpdateKeepsCommandTests {
    /// A bundled trace without its `expect` member, written to `name` in `dir`.
    static func bare(_ bundled: String, named name: String, in dir: URL) throws -> String {
        let original = try String(contentsOfFile: RepositoryPaths.trace(bundled), encoding: .utf8)
        let text = String(original[..<original.range(of: ",\n  \"expect\": [")!.lowerBound]) + "\n}\n"
        return try TraceTestFiles.write(text, named: name, in: dir)
    }

    /// Hand-written entries of every kind --update does not own survive byte for byte, in
    /// their order, before the generated ones; a stale generated entry is replaced; a plain
    /// check passes; a second update changes nothing.
    @Test func handWrittenEntriesSurviveByteForByte() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOfFile: RepositoryPaths.trace("gesture-pinch-focal.json"), encoding: .utf8)
        let handWritten = [
            #"{"gesturesExclude": ["rotate", "tilt"]}"#,
            "{\n      \"timeMs\": 590,\n      \"eventsExclude\": [\"idleAtCameraPosition\"]\n    }",
            #"{"timeMs": 480, "camera": {"zoom": 14, "tolerance": 0.01}}"#,
            #"{"events": [{"type": "willMove", "gesture": true}, "idleAtCameraPosition"]}"#,
            #"{"gestures": ["pinch"]}"#,
        ]
        let stale = #"{"generated": true, "camera": {"zoom": 3}}"#
        let head = String(original[..<original.range(of: "\"expect\": [")!.upperBound])
        let entries = [handWritten[0], handWritten[1], stale, handWritten[2], handWritten[3], handWritten[4]]
        let text = head + "\n    " + entries.joined(separator: ",\n    ") + "\n  ]\n}\n"
        let trace = try TraceTestFiles.write(text, named: "pinch.json", in: dir)

        let update = try MapsimProcess.run(["check", "--update", trace])
        #expect(update.status == 0, "\(update.stdout)")
        #expect(update.stdout == "updated   \(trace) (10 expectations)\n1 updated, 0 unchanged, 0 failed\n")
        let updated = try String(contentsOfFile: trace, encoding: .utf8)
        // Everything before the expect array as it was; the hand-written entries in order,
        // each byte for byte; the stale generated entry gone; the new ones marked.
        #expect(updated.hasPrefix(head + "\n    " + handWritten[0] + ",\n    " + handWritten[1] + ",\n    {\n      \"generated\": true,"))
        var position = updated.startIndex
        for entry in handWritten {
            let found = try #require(updated.range(of: entry, range: position..<updated.endIndex), "\(entry)")
            position = found.upperBound
        }
        #expect(!updated.contains(stale))
        #expect(updated.components(separatedBy: "\"generated\": true").count - 1 == 5)
        let check = try MapsimProcess.run(["check", "--strict", trace])
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout == "ok   \(trace) (10 expectations)\n1 passed, 0 failed\n")
        let again = try MapsimProcess.run(["check", "--update", trace])
        #expect(again.stdout.hasPrefix("unchanged \(trace)"))
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == updated)
    }

    /// A hand-written entry that fails under the update's replay (the bundled pinch's
    /// cameras, written for the default profile, updated under ios) is refused with one
    /// line naming it, exit 65, file untouched: written, a plain check would fail at once.
    /// Without the option the same file updates, and a plain check passes.
    @Test func aHandWrittenEntryTheUpdateWouldBreakIsRefused() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOfFile: RepositoryPaths.trace("gesture-pinch-focal.json"), encoding: .utf8)
        let trace = try TraceTestFiles.write(original, named: "pinch.json", in: dir)
        let update = try MapsimProcess.run(["check", "--update", trace, "--profile", "ios"])
        #expect(update.status == 65, "\(update.stdout)")
        #expect(update.stdout.hasPrefix("refused   \(trace)\n          \(trace): expect[0]: a hand-written camera expectation "
                                        + "fails under this update's replay ("), "\(update.stdout)")
        #expect(update.stdout.contains("(not written)\n"))
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == original)
        #expect(try MapsimProcess.run(["check", "--update", trace]).status == 0)
        #expect(try MapsimProcess.run(["check", trace]).status == 0)
    }

    /// An unmarked entry of a kind --update writes (the output of an older --update, or
    /// a person's) cannot be told apart: refused with one line, exit 65, file untouched.
    @Test func anUnmarkedGeneratedKindIsRefused() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOfFile: RepositoryPaths.trace("gesture-pan.json"), encoding: .utf8)
        let head = String(original[..<original.range(of: "\"expect\": [")!.upperBound])
        let text = head + #"{"gestures": ["pan"]}, {"eventsExactly": ["willMove", {"type": "didChangeCameraPosition", "count": 9}]}]}"# + "\n"
        let trace = try TraceTestFiles.write(text, named: "old.json", in: dir)
        let passing = try Self.bare("gesture-rotate.json", named: "rotate.json", in: dir)
        let result = try MapsimProcess.run(["check", "--update", trace, passing])
        #expect(result.status == 65)
        #expect(result.stdout == """
            refused   \(trace)
                      \(trace): expect[1]: eventsExactly without "generated": true is of a kind --update writes itself: \
            mark it "generated": true to have it replaced, or remove it (not written)
            updated   \(passing) (5 expectations)
            1 updated, 0 unchanged, 0 failed, 1 refused

            """)
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == text)
    }

    /// --profile, --input and --fps are written into the trace, so a plain check of the
    /// updated file passes; for a file and for a whole folder.
    @Test func optionsAreRecordedInTheTrace() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let options = ["--profile", "maplibre-android", "--input", "android", "--fps", "90"]
        let copy = try Self.bare("gesture-pinch-focal.json", named: "copy.json", in: dir)
        #expect(try MapsimProcess.run(["check", "--update"] + options + [copy]).status == 0)
        let text = try String(contentsOfFile: copy, encoding: .utf8)
        #expect(text.contains("  \"profile\": \"maplibre-android\",\n  \"input\": \"android\",\n  \"framesPerSecond\": 90,\n  \"viewport\": {"))
        let check = try MapsimProcess.run(["check", copy])
        #expect(check.status == 0, "\(check.stdout)")
        #expect(try MapsimProcess.run(["check", "--fps", "60", copy]).status == 1)

        let folder = dir.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try Self.bare("gesture-fling.json", named: "fling.json", in: folder)
        _ = try Self.bare("gesture-rotate.json", named: "rotate.json", in: folder)
        let update = try MapsimProcess.run(["check", "--update"] + options + [folder.path])
        #expect(update.status == 0)
        #expect(update.stdout.hasSuffix("2 updated, 0 unchanged, 0 failed\n"))
        let folderCheck = try MapsimProcess.run(["check", "--strict", folder.path])
        #expect(folderCheck.status == 0, "\(folderCheck.stdout)")
        #expect(folderCheck.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    /// Numbers are written at the check's precision: cameras and coordinates with at most
    /// 7 decimals, times with at most 3, a path's targets with at most 10; the rounded
    /// final camera is within half a step of the replay's own and within the tolerance.
    @Test func numbersAreWrittenAtTheCheckPrecision() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["gesture-pinch-focal.json", "gesture-pinch-tilted-rotated.json", "gesture-double-tap.json"] {
            let trace = try Self.bare(name, named: name, in: dir)
            #expect(try MapsimProcess.run(["check", "--update", trace]).status == 0)
            let text = try String(contentsOfFile: trace, encoding: .utf8)
            // The path's limits are tolerances, not cameras.
            let section = String(text[text.range(of: "\"expect\": [")!.lowerBound...])
                .replacingOccurrences(of: #""tolerance": {"targetPt": 0.01, "zoom": 1e-07, "degrees": 1e-07}"#, with: "")
            func decimals(_ number: Substring) -> Int {
                guard let dot = number.firstIndex(of: ".") else { return 0 }
                return number.distance(from: dot, to: number.endIndex) - 1
            }
            var checked = 0
            for (key, limit) in [("lat", 7), ("lng", 7), ("zoom", 7), ("bearing", 7), ("tilt", 7), ("beginMs", 3), ("endMs", 3)] {
                for part in section.components(separatedBy: "\"\(key)\": ").dropFirst() {
                    let number = part.prefix { "-0123456789.eE+".contains($0) }
                    #expect(!number.isEmpty && !number.contains("e") && decimals(number) <= limit, "\(name) \(key): \(number)")
                    checked += 1
                }
            }
            for row in section.components(separatedBy: "\n          [").dropFirst() {
                let fields = row.prefix { $0 != "]" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces)[...] }
                #expect(fields.count == 6)
                for (i, field) in fields.enumerated() {
                    #expect(!field.contains("e") && decimals(field) <= [3, 10, 10, 7, 7, 7][i], "\(name) row field \(i): \(field)")
                }
                checked += 1
            }
            #expect(checked > 20, "\(name)")
            // The final camera written against the replay's full-precision one.
            let replay = try MapsimProcess.run(["replay", "--json", trace])
            let report = try #require(try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any])
            let exact = try #require(report["finalCamera"] as? [String: Any])
            let finalEntry = try #require(section.components(separatedBy: "{\"generated\": true, \"camera\": ").dropFirst().first)
            let written = try #require(try JSONSerialization.jsonObject(with: Data(finalEntry.prefix { $0 != "}" }.appending("}").utf8))
                                        as? [String: Double])
            for key in ["zoom", "bearing", "tilt"] {
                let value = try #require(written[key])
                let full = try #require(exact[key] as? Double)
                let tolerance = try #require(written["tolerance"])
                let difference = abs(value - full)
                #expect(difference <= 0.5e-7 + 1e-12 && difference <= tolerance, "\(name) \(key)")
            }
            #expect(try MapsimProcess.run(["check", "--strict", trace]).status == 0, "\(name)")
        }
    }

    /// The camera path sees the path, not only the ends: one sample of the fling moved 20
    /// pt mid-stroke (and back the sample after) ends where it did, and only the path fails,
    /// naming the time and the distance.
    @Test func aMovedSampleFailsTheCameraPath() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = try TraceTestFiles.write(try String(contentsOfFile: RepositoryPaths.trace("gesture-fling.json"), encoding: .utf8),
                                             named: "fling.json", in: dir)
        #expect(try MapsimProcess.run(["check", "--update", trace]).status == 0)
        #expect(try MapsimProcess.run(["check", trace]).status == 0)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        // The 50 ms sample: its frame (50 ms) draws it before the next sample corrects it.
        // (The 100 ms sample lies on the view's centre, whose frame GL JS 5 drops the pan
        // of; moved off it, the pan would no longer be dropped and the ends would move.)
        let sample = "[50, \"move\", 0, 150, 400]"
        #expect(text.contains(sample))
        try Data(text.replacingOccurrences(of: sample, with: "[50, \"move\", 0, 170, 400]").utf8)
            .write(to: URL(fileURLWithPath: trace))
        let result = try MapsimProcess.run(["check", trace])
        #expect(result.status == 1)
        #expect(result.stdout == """
            FAIL \(trace)
                 expect[11] cameraPath: at 50 ms the target is 20 pt from the recorded path, limit 0.01
            0 passed, 1 failed

            """)
    }
}
