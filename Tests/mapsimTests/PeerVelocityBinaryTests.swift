import Foundation
import TestSupport
import Testing

/// The peers' recorded strokes (AOSP's Sailfish flings, Flutter's strokes; data in
/// `Tests/Fixtures/peers/`) as traces through `mapsim replay --json` under
/// `android-framework`: the pan's release velocity is the peer's figure, each axis clamped
/// to ±8000 as `GestureDetector.computeCurrentVelocity(1000, 8000)` clamps it. The trace's
/// points are the peer's pixels (viewport scale 1), its times the peer's own clock (up to
/// 235,089 s): the velocity must not depend on where that clock starts. Under
/// `--input android` the velocity is the same, as the tracker skips the resampled
/// positions (AOSP SinglePointerResampledData, MultiPointerResampledData), except where
/// InputConsumer rewrites a repeated position.
@Suite struct PeerVelocityBinaryTests {
    /// A stroke: (time ms, phase, x px, y px), and the expected velocity per axis (nil: the
    /// peer asserts nothing on that axis).
    struct Stroke: Sendable, CustomTestStringConvertible {
        var name: String
        var touches: [(Double, String, Double, Double)]
        var expected: [Double?]
        var testDescription: String { name }
    }

    static func load(_ name: String) -> [String: Any] {
        let data = FileManager.default.contents(atPath: RepositoryPaths.peer(name))!
        return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    static let strokes: [Stroke] = {
        var out: [Stroke] = []
        for c in load("aosp-velocity.json")["cases"] as! [[String: Any]] {
            let name = c["test"] as! String
            guard name.hasPrefix("Sailfish") else { continue }
            let motions = c["motions"] as! [[String: Any]]
            var touches: [(Double, String, Double, Double)] = []
            for (i, m) in motions.enumerated() {
                let p = (m["positions"] as! [[Double]])[0]
                let phase = i == 0 ? "down" : i == motions.count - 1 ? "up" : "move"
                touches.append(((m["timeNs"] as! NSNumber).doubleValue / 1e6, phase, p[0], p[1]))
            }
            var expected: [Double?] = [nil, nil]
            for check in c["checks"] as! [[String: Any]] {
                expected[check["axis"] as! String == "x" ? 0 : 1] = (check["velocity"] as! NSNumber).doubleValue
            }
            out.append(Stroke(name: "AOSP " + name, touches: touches, expected: expected))
        }
        for c in load("flutter-velocity.json")["cases"] as! [[String: Any]] {
            let events = c["events"] as! [[Any]]
            let touches = events.map { e in
                ((e[0] as! NSNumber).doubleValue, e[1] as! String, (e[3] as! NSNumber).doubleValue,
                 (e[4] as! NSNumber).doubleValue)
            }
            let expected = (c["expected"] as! [NSNumber]).map { Optional($0.doubleValue) }
            out.append(Stroke(name: "Flutter \(c["test"] as! String) \(c["stroke"] as! Int)", touches: touches,
                              expected: expected))
        }
        return out
    }()

    /// The stroke as a trace under `android-framework`, in a 1080 × 1920 view at scale 1.
    static func trace(_ s: Stroke) -> String {
        let rows = s.touches.map { "[\($0.0), \"\($0.1)\", 0, \($0.2), \($0.3)]" }.joined(separator: ",\n    ")
        return """
        {"format": "mapsim-trace/1", "name": "peer-stroke", "profile": "android-framework",
         "viewport": {"width": 1080, "height": 1920, "scale": 1},
         "camera": {"lat": 0, "lng": 0, "zoom": 10, "bearing": 0, "tilt": 0},
         "touches": [
            \(rows)
         ]}
        """
    }

    static func releaseVelocity(_ s: Stroke, input: String) throws -> [Double] {
        let directory = try ScratchDirectory.make(prefix: "peer-stroke")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("stroke.json").path
        try Data(trace(s).utf8).write(to: URL(fileURLWithPath: path))
        let run = try MapsimProcess.run(["replay", "--json", "--input", input, path])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let gestures = try #require(report["gestures"] as? [[String: Any]])
        let pan = try #require(gestures.first { $0["kind"] as? String == "pan" }, "\(s.name): no pan")
        let v = try #require(pan["releaseVelocity"] as? [String: Double])
        return [v["x"]!, v["y"]!]
    }

    @Test(arguments: strokes)
    func releaseVelocityIsThePeersFigure(_ s: Stroke) throws {
        let raw = try Self.releaseVelocity(s, input: "raw")
        for axis in 0..<2 {
            guard let want = s.expected[axis] else { continue }
            let clamped = min(max(want, -8000), 8000)
            #expect(abs(raw[axis] - clamped) <= abs(clamped) * 0.001, "\(s.name) axis \(axis): \(raw[axis]) vs \(clamped)")
        }
        // The peers recorded what their trackers were given, after Android's InputConsumer.
        // Replayed through our model of it, a stroke keeps its velocity unless a move
        // repeats the previous position: InputConsumer rewrites that one to the last
        // resampled position and marks it resampled (`rewriteMessage`), so the tracker
        // skips it (SailfishFlingUpSlow2: 0.4 % apart), within AOSP's 20 %.
        let android = try Self.releaseVelocity(s, input: "android")
        let moves = s.touches.dropFirst().dropLast()
        let repeats = zip(moves, moves.dropFirst()).contains { $0.2 == $1.2 && $0.3 == $1.3 }
        if repeats {
            for axis in 0..<2 { #expect(abs(android[axis] - raw[axis]) <= 0.2 * abs(raw[axis]), "\(s.name)") }
        } else {
            #expect(android == raw, "\(s.name) under --input android")
        }
    }

    /// AOSP ActionPointerCancelResultsInZeroVelocityForThatPointer as a trace: finger 1's
    /// cancel leaves finger 0's velocity, 500 px/s on each axis, as the pan's release
    /// velocity under `android-framework`; under `ios` (our rule) the cancel ends the pan
    /// without one.
    @Test func pointerCancelKeepsTheOtherFingersVelocity() throws {
        let touches = """
        [0, "down", 0, 0, 5], [0, "down", 1, 10, 15], [10, "move", 0, 5, 10], [10, "move", 1, 15, 20],
        [20, "move", 0, 10, 15], [20, "move", 1, 20, 25], [30, "cancel", 1, 20, 25], [30, "up", 0, 10, 15]
        """
        let directory = try ScratchDirectory.make(prefix: "peer-cancel")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cancel.json").path
        try Data("""
        {"format": "mapsim-trace/1", "name": "pointer-cancel", "viewport": {"width": 400, "height": 800, "scale": 1},
         "camera": {"lat": 0, "lng": 0, "zoom": 10, "bearing": 0, "tilt": 0}, "touches": [\(touches)]}
        """.utf8).write(to: URL(fileURLWithPath: path))
        for (profile, want) in [("android-framework", [500.0, 500.0]), ("ios", nil)] {
            let run = try MapsimProcess.run(["replay", "--json", "--profile", profile, path])
            #expect(run.status == 0, "\(run.stderr)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let pans = try #require(report["gestures"] as? [[String: Any]]).filter { $0["kind"] as? String == "pan" }
            #expect(pans.count == 1, "\(profile)")
            let v = pans.first?["releaseVelocity"] as? [String: Double]
            if let want {
                #expect(abs((v?["x"] ?? 0) - want[0]) < 1e-9 && abs((v?["y"] ?? 0) - want[1]) < 1e-9, "\(profile): \(String(describing: v))")
            } else {
                #expect(v == nil, "\(profile): \(String(describing: v))")
            }
        }
    }

    /// The fixtures hold every stroke: 18 Sailfish flings, 14 Flutter strokes; six of the
    /// AOSP flings are faster than 8000 px/s on an axis, which the per-axis cap clamps.
    @Test func everyStrokeIsHere() {
        #expect(Self.strokes.count == 32)
        #expect(Self.strokes.filter { $0.expected.contains { abs($0 ?? 0) > 8000 } }.count == 6)
    }
}
