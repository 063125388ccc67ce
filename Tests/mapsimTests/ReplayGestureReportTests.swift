import TestSupport
import Foundation
import Testing

/// `mapsim replay` on bundled traces: the gesture lines and gesture objects say when the
/// touches landed and lifted, how many fingers, and what the gesture did to the camera.
@Suite("mapsim replay: gesture records")
struct ReplayGestureReportTests {
    /// The fling: the pan dragged the map 200 pt (the inertia after it is not counted) with
    /// one finger, down at 0 and lifted at 200 ms.
    @Test func flingLineAndObject() throws {
        let path = RepositoryPaths.trace("gesture-fling.json")
        let text = try MapsimProcess.run(["replay", path])
        #expect(text.status == 0)
        #expect(text.stdout.contains(
            "\ngestures\n  pan           10–200 ms  touch 0–200 ms  1 finger  pan 190 pt  release velocity (1066.7, 0) pt/s\n"),
            "\(text.stdout)")
        let json = try MapsimProcess.run(["replay", "--json", path])
        #expect(json.stdout.contains(#""gestures":[{"kind":"pan","beginMs":10.0,"endMs":200.0,"touchDownMs":0.0,"touchUpMs":200.0,"fingerCount":1,"cameraChange":{"zoom":0.0,"bearing":0.0,"tilt":0.0,"panDistance":190.0},"releaseVelocity":{"x":1066.6666666666667,"y":0.0}}]"#),
                "\(json.stdout.prefix(600))")
    }

    /// A tap is confirmed when its double-tap window closes (580 ms) and lifted at 80 ms:
    /// both show, in the summary and the report.
    @Test func tapShowsItsLiftAndItsConfirmation() throws {
        let path = RepositoryPaths.trace("gesture-tap-tilted.json")
        let text = try MapsimProcess.run(["replay", path])
        #expect(text.stdout.contains("\n  tap           580 ms  touch 0–80 ms  1 finger  at (300, 200) pt\n"), "\(text.stdout)")
        let json = try MapsimProcess.run(["replay", "--json", path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let tap = try #require((report["gestures"] as? [[String: Any]])?.first)
        #expect(tap["beginMs"] as? Double == 580 && tap["touchUpMs"] as? Double == 80 && tap["touchDownMs"] as? Double == 0)
        #expect(tap["fingerCount"] as? Int == 1 && tap["cameraChange"] == nil)
    }

    /// Every gesture of every bundled trace has the new fields, and a gesture's camera
    /// change is consistent with its times: none without a begin, a lift never before the
    /// landing.
    @Test func everyBundledGestureCarriesTheFields() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.root + "/traces")
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix("schema.json") }.sorted()
        var seen = 0
        for name in names {
            let json = try MapsimProcess.run(["replay", "--json", RepositoryPaths.trace(name)])
            guard json.status == 0 else { continue }   // a profile file beside the traces is not a trace
            let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            for g in report["gestures"] as? [[String: Any]] ?? [] {
                seen += 1
                let down = try #require(g["touchDownMs"] as? Double, "\(name)")
                let begin = try #require(g["beginMs"] as? Double)
                #expect(down <= begin, "\(name)")
                if let up = g["touchUpMs"] as? Double { #expect(up >= down, "\(name)") }
                #expect((g["fingerCount"] as? Int ?? 0) >= 1, "\(name)")
                let kind = g["kind"] as? String
                #expect((g["cameraChange"] == nil) == (kind == "tap" || kind == "longPress"), "\(name) \(kind ?? "?")")
                #expect((g["fingerZoomChange"] != nil) == (kind == "pinch"), "\(name)")
                #expect((g["fingerBearingChange"] != nil) == (kind == "rotate"), "\(name)")
            }
        }
        #expect(seen > 50)
    }
}
