import Foundation
import TestSupport
import Testing

/// Every bundled trace with its clock shifted (touch and command times) replays the same
/// under every named profile (raw input): time arithmetic does not depend on where the
/// trace's clock starts (`ClockArithmetic`, the velocity tracker's integer ages).
/// - +1,000 ms keeps the frames (k/60 s from 0) where they were relative to the input, so
///   the whole `--json --timeline` report is identical apart from the shift: times moved by
///   1,000 ms, `frameCount` by 60, every other number bit for bit. Only what happens before
///   the first input is left out (the map view's load at t = 0, which no shift moves).
/// - +123.456 ms moves the frame clock's phase against the touches, which rightly moves
///   frame-quantised output (events, animation samples, and MapLibre GL JS's velocities,
///   summed over drawn frames), so there the gestures are held: the same kinds and finger
///   counts at the shifted times, and for the tracker profiles the same release velocities.
@Suite struct ClockShiftReplayTests {
    static let traces: [String] = {
        let folder = RepositoryPaths.root + "/traces"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix("schema.json") }.sorted()
    }()

    static let profiles = ["maplibre-gl-js@5", "maplibre-gl-js@6", "maplibre-android", "android-framework", "ios"]
    /// Profiles whose release velocity is the velocity tracker's, from the touches alone.
    static let trackerProfiles: Set<String> = ["maplibre-android", "android-framework", "ios"]

    /// `trace` replayed with its clock shifted by `shiftMs` under `profile`, raw input: the
    /// `--json --timeline` report and the first input's time (ms, unshifted).
    static func replay(_ trace: String, shiftMs: Double, profile: String) throws -> (report: [String: Any], firstMs: Double) {
        let data = try #require(FileManager.default.contents(atPath: RepositoryPaths.trace(trace)))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        json["profile"] = nil
        json["input"] = nil
        json["expect"] = nil
        var first = Double.infinity
        if let touches = json["touches"] as? [[Any]] {
            json["touches"] = touches.map { row -> [Any] in
                var row = row
                let t = (row[0] as! NSNumber).doubleValue
                first = min(first, t)
                row[0] = t + shiftMs
                return row
            }
        }
        if let commands = json["commands"] as? [[String: Any]] {
            json["commands"] = commands.map { c -> [String: Any] in
                var c = c
                if let t = c["timeMs"] as? NSNumber {
                    first = min(first, t.doubleValue)
                    c["timeMs"] = t.doubleValue + shiftMs
                }
                return c
            }
        }
        let directory = try ScratchDirectory.make(prefix: "clock-shift")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(trace).path
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        let run = try MapsimProcess.run(["replay", "--json", "--timeline", "--profile", profile, "--input", "raw", path])
        #expect(run.status == 0 || run.status == 1, "\(trace): \(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return (report, first)
    }

    /// The first difference between `a` and `b` (nil when none): members named `…Ms` must
    /// read `shift` more in `b` (within 2e-6 ms, the report's nanosecond rounding), every
    /// other value must be equal.
    static func difference(_ a: Any, _ b: Any, shift: Double, at path: String) -> String? {
        switch (a, b) {
        case let (x as [String: Any], y as [String: Any]):
            guard Set(x.keys) == Set(y.keys) else { return "\(path): members \(x.keys.sorted()) vs \(y.keys.sorted())" }
            for key in x.keys.sorted() {
                if key.hasSuffix("Ms"), let p = x[key] as? Double, let q = y[key] as? Double {
                    if abs(p + shift - q) > 2e-6 { return "\(path).\(key): \(p) vs \(q)" }
                } else if let d = difference(x[key]!, y[key]!, shift: shift, at: "\(path).\(key)") {
                    return d
                }
            }
            return nil
        case let (x as [Any], y as [Any]):
            guard x.count == y.count else { return "\(path): \(x.count) vs \(y.count) elements" }
            for (i, (p, q)) in zip(x, y).enumerated() {
                if let d = difference(p, q, shift: shift, at: "\(path)[\(i)]") { return d }
            }
            return nil
        case let (x as String, y as String):
            return x == y ? nil : "\(path): \(x) vs \(y)"
        case let (x as NSNumber, y as NSNumber):
            return x == y ? nil : "\(path): \(x) vs \(y)"
        case (is NSNull, is NSNull):
            return nil
        default:
            return "\(path): \(a) vs \(b)"
        }
    }

    /// `report`'s events and frames from `fromMs` on (the rest as they are).
    static func fromFirstInput(_ report: [String: Any], fromMs: Double) -> [String: Any] {
        var report = report
        for key in ["events", "frames"] {
            guard let items = report[key] as? [[String: Any]] else { continue }
            report[key] = items.filter { (($0["timeMs"] as? Double) ?? .infinity) >= fromMs - 1e-6 }
        }
        return report
    }

    @Test func everyBundledTraceIsHere() {
        #expect(Self.traces.count >= 50)
    }

    @Test(arguments: traces)
    func shiftingTheClockByAWholeSecondChangesNothing(_ trace: String) throws {
        for profile in Self.profiles {
            let (base, first) = try Self.replay(trace, shiftMs: 0, profile: profile)
            let (moved, _) = try Self.replay(trace, shiftMs: 1000, profile: profile)
            var expected = Self.fromFirstInput(base, fromMs: first)
            let fps = try #require(base["framesPerSecond"] as? Double)
            expected["frameCount"] = try #require(base["frameCount"] as? Int) + Int(fps)
            let got = Self.fromFirstInput(moved, fromMs: first + 1000)
            let d = Self.difference(expected, got, shift: 1000, at: "")
            #expect(d == nil, "\(trace) under \(profile) +1000 ms: \(d ?? "")")
        }
    }

    @Test(arguments: traces)
    func shiftingTheClockByAFractionChangesNoGesture(_ trace: String) throws {
        let shift = 123.456
        for profile in Self.profiles {
            let gestures = try #require(try Self.replay(trace, shiftMs: 0, profile: profile).report["gestures"] as? [[String: Any]])
            let moved = try Self.replay(trace, shiftMs: shift, profile: profile).report
            let shifted = try #require(moved["gestures"] as? [[String: Any]])
            try #require(shifted.count == gestures.count, "\(trace) \(profile): \(gestures.count) vs \(shifted.count) gestures")
            var keys = ["kind", "fingerCount", "touchDownMs", "touchUpMs", "location"]
            if Self.trackerProfiles.contains(profile) { keys += ["beginMs", "endMs", "releaseVelocity"] }
            for (a, b) in zip(gestures, shifted) {
                let d = Self.difference(a.filter { keys.contains($0.key) }, b.filter { keys.contains($0.key) },
                                        shift: shift, at: "gesture")
                #expect(d == nil, "\(trace) under \(profile) +\(shift) ms: \(d ?? "")")
            }
        }
    }
}
