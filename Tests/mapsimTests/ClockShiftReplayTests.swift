import Foundation
import TestSupport
import Testing

/// Every bundled trace with its clock shifted (touch and command times) replays under
/// `android-framework` with the same gestures, at the shifted times, and bit-identical
/// release velocities: the tracker's arithmetic does not depend on where the clock starts.
/// A shift of 1,000 ms keeps the frames (k/60 s from 0) where they were relative to the
/// touches, and the final camera stays within 1e-9. A shift of 123.456 ms moves the frame
/// clock's phase against the touches, which rightly changes frame-quantised output (event
/// times, animation samples), so only gestures and velocities are held there.
@Suite struct ClockShiftReplayTests {
    static let traces: [String] = {
        let folder = RepositoryPaths.root + "/traces"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix("schema.json") }.sorted()
    }()

    /// `trace` replayed with its clock shifted by `shiftMs` (its own profile and input left
    /// out: `--profile android-framework --input raw`): the JSON report.
    static func replay(_ trace: String, shiftMs: Double) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: RepositoryPaths.trace(trace)))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        json["profile"] = nil
        json["input"] = nil
        json["expect"] = nil
        if let touches = json["touches"] as? [[Any]] {
            json["touches"] = touches.map { row -> [Any] in
                var row = row
                row[0] = (row[0] as! NSNumber).doubleValue + shiftMs
                return row
            }
        }
        if let commands = json["commands"] as? [[String: Any]] {
            json["commands"] = commands.map { c -> [String: Any] in
                var c = c
                if let t = c["timeMs"] as? NSNumber { c["timeMs"] = t.doubleValue + shiftMs }
                return c
            }
        }
        let directory = try ScratchDirectory.make(prefix: "clock-shift")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(trace).path
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        let run = try MapsimProcess.run(["replay", "--json", "--profile", "android-framework", "--input", "raw", path])
        #expect(run.status == 0, "\(trace): \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test func everyBundledTraceIsHere() {
        #expect(Self.traces.count >= 50)
    }

    @Test(arguments: traces)
    func shiftingTheClockChangesNoGestureOrVelocity(_ trace: String) throws {
        let base = try Self.replay(trace, shiftMs: 0)
        let gestures = try #require(base["gestures"] as? [[String: Any]])
        for shift in [1000.0, 123.456] {
            let moved = try Self.replay(trace, shiftMs: shift)
            let shifted = try #require(moved["gestures"] as? [[String: Any]])
            try #require(shifted.count == gestures.count, "\(trace) +\(shift) ms: \(gestures.count) vs \(shifted.count) gestures")
            for (a, b) in zip(gestures, shifted) {
                #expect(a["kind"] as? String == b["kind"] as? String, "\(trace) +\(shift)")
                #expect(a["fingerCount"] as? Int == b["fingerCount"] as? Int, "\(trace) +\(shift)")
                for key in ["beginMs", "endMs", "touchDownMs", "touchUpMs"] {
                    let x = a[key] as? Double, y = b[key] as? Double
                    #expect((x == nil) == (y == nil), "\(trace) +\(shift) \(key)")
                    if let x, let y { #expect(abs(x + shift - y) <= 2e-6, "\(trace) +\(shift) \(key): \(x) vs \(y)") }
                }
                #expect(a["releaseVelocity"] as? [String: Double] == b["releaseVelocity"] as? [String: Double],
                        "\(trace) +\(shift) release velocity")
                #expect(a["location"] as? [String: Double] == b["location"] as? [String: Double], "\(trace) +\(shift)")
            }
            guard shift == 1000 else { continue }
            let c0 = try #require(base["finalCamera"] as? [String: Double])
            let c1 = try #require(moved["finalCamera"] as? [String: Double])
            for (key, x) in c0 {
                let y = try #require(c1[key])
                #expect(abs(x - y) <= 1e-9 * max(1, abs(x)), "\(trace) +\(shift) final \(key): \(x) vs \(y)")
            }
        }
    }
}
