import TestSupport
import Foundation
import MapSimulation
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import Replays
@testable import TraceChecking

/// A trace's `profile` naming a profile file: the decoder keeps the string, the resolver
/// reads the file beside the trace, and replays and checks use the result.
@Suite("Trace profile references")
struct TraceProfileReferenceTests {
    /// A small trace with `profile` set (unquoted JSON text, or nil for none): a double tap
    /// 400 ms apart, which is a double tap only with a double-tap window above 400 ms.
    static func traceText(profile: String?) -> String {
        """
        {"format": "mapsim-trace/1", \(profile.map { "\"profile\": \($0), " } ?? "")
         "viewport": {"width": 400, "height": 800}, "camera": {"lat": 37.7749, "lng": -122.4194, "zoom": 12},
         "touches": [[0, "down", 0, 100, 200], [60, "up", 0, 100, 200],
                     [460, "down", 1, 102, 201], [520, "up", 1, 102, 201]],
         "expect": [{"gestures": ["doubleTap"]}]}
        """
    }

    /// A profile on Android's base whose double-tap window is 0.45 s.
    static let wideWindow = #"{"format": "mapsim-profile/1", "base": "android", "gestures": {"doubleTapTimeout": 0.45}}"#

    static func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: ["tuning.json", "../profiles/tuning.json", "/abs/tuning.json", "ios", "maplibre-gl-js", "android"])
    func theDecoderKeepsNamesAndFileReferences(_ value: String) throws {
        let trace = try TraceFile.parse(Self.traceText(profile: JSONValue.string(value).compactText), fileName: "t.json")
        #expect(trace.profile == value)
        // Written back as read.
        #expect(trace.jsonValue["profile"] == .string(value))
    }

    @Test(arguments: ["web", "profiles/tuning", ".json", "tuning.JSON"])
    func theDecoderRejectsAnythingElse(_ value: String) {
        let error = traceError { () throws(TraceError) in
            _ = try TraceFile.parse(Self.traceText(profile: JSONValue.string(value).compactText), fileName: "t.json")
        }
        #expect(error?.description == #"t.json: profile: unknown value \#(JSONValue.string(value).compactText); expected one of "maplibre-gl-js@5", "maplibre-gl-js@6", "maplibre-android", "android-framework", "ios", "maplibre-gl-js", "maplibre", "android" or a profile file path ending in ".json""#)
        #expect(error?.kind == .invalidData)
    }

    @Test func profileFilePathIsRelativeToTheTracesFolder() throws {
        func path(_ reference: String, _ tracePath: String) throws -> String? {
            try TraceFile.parse(Self.traceText(profile: JSONValue.string(reference).compactText)).profileFilePath(tracePath: tracePath)
        }
        #expect(try path("tuning.json", "traces/walk.json") == "traces/tuning.json")
        #expect(try path("../p/tuning.json", "/data/traces/walk.json") == "/data/traces/../p/tuning.json")
        #expect(try path("/etc/p.json", "traces/walk.json") == "/etc/p.json")
        #expect(try path("tuning.json", "walk.json") == "tuning.json")
        #expect(try path("ios", "traces/walk.json") == nil)
        #expect(try TraceFile.parse(Self.traceText(profile: nil)).profileFilePath(tracePath: "t.json") == nil)
    }

    @Test func resolvesNamesAliasesAndFiles() throws {
        let dir = try ScratchDirectory.make(prefix: "mapsim-profile-ref")
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Self.write(Self.wideWindow, "profiles/wide.json", in: dir)
        let tracePath = try Self.write(Self.traceText(profile: #""../profiles/wide.json""#), "traces/walk.json", in: dir)
        let trace = try TraceFile.load(path: tracePath)
        let profile = try #require(try trace.resolvedProfile(tracePath: tracePath))
        #expect(profile == (try ProfileFile.load(path: dir.path + "/profiles/wide.json")))
        #expect(profile.name == "wide")
        #expect(profile.gestures.doubleTapTimeout == 0.45)
        let named = try TraceFile.parse(Self.traceText(profile: #""android""#))
        #expect(try named.resolvedProfile(tracePath: "x.json") == .androidFramework)
        #expect(try TraceFile.parse(Self.traceText(profile: nil)).resolvedProfile(tracePath: "x.json") == nil)
        // A trace built in code with a bad name is an error, not a crash.
        var built = named
        built.profile = "web"
        #expect(traceError { () throws(TraceError) in _ = try built.resolvedProfile(tracePath: "b.json") }?.kind == .invalidData)
    }

    /// A missing or bad profile file is one error naming the trace, `profile` and the
    /// profile file with its own problem; the kind is the profile file's.
    /// A trace value whose profile names a file cannot be replayed without its path or its
    /// profile: a typed error naming the file, not a trap; with the profile it replays.
    @Test func aTraceValueNamingAProfileFileNeedsItsProfile() throws {
        let trace = try TraceFile.parse(Self.traceText(profile: #""tuning.json""#))
        let replay = TraceReplay(trace: trace)
        let error = traceError { () throws(TraceError) in _ = try replay.run() }
        #expect(error?.kind == .invalidData)
        #expect(error?.description.contains("profile: names the profile file \"tuning.json\": replay the trace from its path") == true, "\(String(describing: error))")
        #expect(try TraceReplay(trace: trace, profile: .ios).run().profile.name == "ios")
    }

    @Test func aMissingOrBadProfileFileNamesBoth() throws {
        let dir = try ScratchDirectory.make(prefix: "mapsim-profile-ref")
        defer { try? FileManager.default.removeItem(at: dir) }
        let missingTrace = try Self.write(Self.traceText(profile: #""missing.json""#), "missing-trace.json", in: dir)
        let missing = traceError { () throws(TraceError) in
            _ = try TraceFile.load(path: missingTrace).resolvedProfile(tracePath: missingTrace)
        }
        #expect(missing?.description == "\(missingTrace): profile: \(dir.path)/missing.json: no such file")
        #expect(missing?.kind == .fileNotFound)

        _ = try Self.write(#"{"format": "mapsim-profile/1", "base": "ios", "gestures": {"touchSlop": -1}}"#, "bad.json", in: dir)
        let badTrace = try Self.write(Self.traceText(profile: #""bad.json""#), "bad-trace.json", in: dir)
        let bad = traceError { () throws(TraceError) in _ = try TraceReplay.load(path: badTrace) }
        #expect(bad?.description == "\(badTrace): profile: \(dir.path)/bad.json: gestures.touchSlop: must not be negative (found -1)")
        #expect(bad?.kind == .invalidData)

        // The checker reports it as that trace's error and goes on.
        let results = TraceChecker().check(paths: [missingTrace, badTrace], jobs: 1)
        #expect(results.map(\.status) == [.error, .error])
        #expect(results.map { $0.error?.description } == [missing?.description, bad?.description])
    }

    /// Replays and checks use the resolved profile; an override replaces it without loading it.
    @Test func replaysAndChecksUseTheResolvedProfile() throws {
        let dir = try ScratchDirectory.make(prefix: "mapsim-profile-ref")
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Self.write(Self.wideWindow, "wide.json", in: dir)
        let withFile = try Self.write(Self.traceText(profile: #""wide.json""#), "with-file.json", in: dir)
        let withName = try Self.write(Self.traceText(profile: #""android""#), "with-name.json", in: dir)
        let withMissing = try Self.write(Self.traceText(profile: #""gone.json""#), "with-missing.json", in: dir)
        let replay = try TraceReplay.load(path: withFile)
        #expect(replay.profile.name == "wide")
        #expect(try replay.run().checkExpectations().allSatisfy(\.passed))
        // Android's own 300-ms window makes two taps of the same touches.
        #expect(try TraceReplay.load(path: withName).run().checkExpectations().allSatisfy(\.passed) == false)
        #expect(TraceChecker().check(paths: [withFile, withName], jobs: 2).map(\.status) == [.passed, .failed])
        // --profile overrides the trace's own, which is then not read.
        let overridden = try TraceReplay.load(path: withMissing, profile: .mapLibreGLJS5)
        #expect(overridden.profile == .mapLibreGLJS5)
        #expect(TraceChecker(profile: .ios).check(path: withMissing).status == .failed)
    }

    /// A profile file is not a trace: check skips it (it may sit beside the traces that use
    /// it), a command that needs a trace refuses it.
    @Test func aProfileFileIsNotATrace() {
        let error = traceError { () throws(TraceError) in _ = try TraceFile.parse(Self.wideWindow, fileName: "wide.json") }
        #expect(error?.kind == .notATrace)
        #expect(error?.description == #"wide.json: not a mapsim trace (a motion profile file, format "mapsim-profile/1")"#)
    }
}
