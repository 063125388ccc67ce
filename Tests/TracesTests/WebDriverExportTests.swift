import Foundation
import MapMath
import TestSupport
import Testing
@testable import TraceFormat
@testable import TraceImport
@testable import TraceJSON

@Suite("WebDriver actions export")
struct WebDriverExportTests {
    /// The bundled traces with two or more fingers down at once.
    static let multiFingerTraces: [String] = {
        let dir = RepositoryPaths.root + "/traces"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix("schema.json") }.sorted().filter { name in
            guard let trace = try? TraceFile.load(path: dir + "/" + name) else { return false }
            return maxSimultaneousPointers(trace.touches) >= 2
        }
    }()

    /// The touches the export keeps, points outside the view moved to its edge: all but
    /// moves that round onto their finger's current whole point (the importer drops moves
    /// that change nothing), and a lift away from the finger's last point preceded by a
    /// move there.
    static func kept(_ trace: TraceFile) -> [TraceTouch] {
        var last: [Int: ScreenPoint] = [:]
        func whole(_ p: ScreenPoint) -> ScreenPoint {
            ScreenPoint(x: min(max(p.x.rounded(), 0), trace.viewport.width.rounded(.down)),
                        y: min(max(p.y.rounded(), 0), trace.viewport.height.rounded(.down)))
        }
        var kept: [TraceTouch] = []
        for touch in trace.touches {
            let p = whole(touch.location)
            defer { last[touch.pointerID] = p }
            if touch.phase == .move && last[touch.pointerID] == p { continue }
            if touch.phase == .up || touch.phase == .cancel, let old = last[touch.pointerID], old != p {
                kept.append(TraceTouch(timeMs: touch.timeMs, phase: .move, pointerID: touch.pointerID, location: touch.location))
            }
            kept.append(touch)
        }
        return kept.map { touch in
            var edge = touch
            edge.location = ScreenPoint(x: min(max(touch.location.x, 0), trace.viewport.width),
                                        y: min(max(touch.location.y, 0), trace.viewport.height))
            return edge
        }
    }

    /// Export, then import at the same rate: the same touches, instant by instant, within
    /// 1 ms and 0.5 pt, with finger ids renumbered consistently.
    static func checkRoundTrip(_ trace: TraceFile, rate: Double, label: String) throws {
        let text = WebDriverActionsExporter.text(try WebDriverActionsExporter.export(trace, sampleRate: rate))
        let back = try WebDriverActionsImporter.importActions(
            Array(text.utf8), fileName: label, options: WebDriverImportOptions(viewport: trace.viewport, sampleRate: rate))
        let expected = Self.kept(trace)
        func instants(_ touches: [TraceTouch]) -> [[TraceTouch]] {
            var groups: [[TraceTouch]] = []
            for t in touches {
                if let last = groups.last?.last, last.timeMs == t.timeMs { groups[groups.count - 1].append(t) } else { groups.append([t]) }
            }
            return groups
        }
        let a = instants(expected), b = instants(back.touches)
        try #require(a.count == b.count, "\(label): \(a.count) instants exported, \(b.count) read back")
        var idMap: [Int: Int] = [:]
        for (ea, eb) in zip(a, b) {
            #expect(ea.count == eb.count, "\(label) at \(ea[0].timeMs) ms")
            var used = Set<Int>()
            for touch in ea {
                #expect(abs(eb[0].timeMs - touch.timeMs) <= 1, "\(label): \(touch.timeMs) ms came back at \(eb[0].timeMs)")
                let match: Int?
                if touch.phase == .down {
                    match = eb.indices.first { i in
                        !used.contains(i) && eb[i].phase == .down
                            && abs(eb[i].location.x - touch.location.x) <= 0.5 && abs(eb[i].location.y - touch.location.y) <= 0.5
                    }
                    if let match { idMap[touch.pointerID] = eb[match].pointerID }
                } else {
                    match = eb.indices.first { !used.contains($0) && eb[$0].pointerID == idMap[touch.pointerID] }
                }
                guard let i = match else {
                    Issue.record("\(label): no counterpart of \(touch) at \(touch.timeMs) ms")
                    continue
                }
                used.insert(i)
                #expect(eb[i].phase == touch.phase, "\(label) at \(touch.timeMs) ms")
                #expect(abs(eb[i].location.x - touch.location.x) <= 0.5 && abs(eb[i].location.y - touch.location.y) <= 0.5,
                        "\(label): \(touch.location) came back as \(eb[i].location)")
            }
        }
    }

    @Test func everyMultiFingerTraceRoundTrips() throws {
        #expect(Self.multiFingerTraces.count >= 10, "found \(Self.multiFingerTraces)")
        for name in Self.multiFingerTraces {
            let trace = try TraceFile.load(path: RepositoryPaths.root + "/traces/" + name)
            try Self.checkRoundTrip(trace, rate: 120, label: name)
        }
    }

    @Test(arguments: [30.0, 125, 1000])
    func roundTripsAtOtherRates(_ rate: Double) throws {
        let trace = try TraceFile.load(path: RepositoryPaths.root + "/traces/gesture-pinch-focal.json")
        try Self.checkRoundTrip(trace, rate: rate, label: "pinch at \(rate) Hz")
    }

    /// Three fingers, ids 7, 3, 9: slots are reused after a lift (not at the lift's own
    /// instant), ticks are lockstep, long gaps split into a pause and a one-period move, and
    /// an instant that rounds onto the previous ms (105.4 after 105) moves to the next.
    @Test func ticksSlotsAndDurations() throws {
        let touches = [
            TraceTouch(timeMs: 0, phase: .down, pointerID: 7, x: 10.4, y: 20.6),
            TraceTouch(timeMs: 0, phase: .down, pointerID: 3, x: 100, y: 100),
            TraceTouch(timeMs: 5, phase: .move, pointerID: 7, x: 15, y: 20.6),
            TraceTouch(timeMs: 105, phase: .move, pointerID: 3, x: 120, y: 100),
            TraceTouch(timeMs: 105.4, phase: .up, pointerID: 7, x: 15, y: 20.6),
            TraceTouch(timeMs: 107.2, phase: .down, pointerID: 9, x: 50, y: 50),
            TraceTouch(timeMs: 200, phase: .up, pointerID: 3, x: 120, y: 100),
        ]
        let trace = TraceFile(name: "t", viewport: TraceViewport(width: 390, height: 844), camera: TouchImportOptions.defaultCamera,
                              touches: touches)
        let document = try WebDriverActionsExporter.export(trace)
        let sources = try #require(document["actions"]?.arrayValue)
        // 7 and 3 take slots 0 and 1; 9 lands 1 ms after 7's lift and takes slot 0 again.
        #expect(sources.count == 2)
        let actions = sources.map { $0["actions"]?.arrayValue ?? [] }
        #expect(actions[0].count == actions[1].count)
        func describe(_ a: JSONValue) -> String {
            let type = a["type"]?.stringValue ?? "?"
            let d = a["duration"]?.numberValue.map { " \(Int($0))" } ?? ""
            let xy = a["x"].map { _ in " (\(Int(a["x"]!.numberValue!)),\(Int(a["y"]!.numberValue!)))" } ?? ""
            return type + d + xy
        }
        #expect(actions[0].map(describe) == [
            "pointerMove 0 (10,21)", "pointerDown", "pointerMove 5 (15,21)",
            "pause 92", "pause 8", "pause 1", "pointerUp", "pause 1", "pointerMove 0 (50,50)", "pointerDown", "pause 93", "pause 0"])
        #expect(actions[1].map(describe) == [
            "pointerMove 0 (100,100)", "pointerDown", "pause 5",
            "pause 92", "pointerMove 8 (120,100)", "pause 1", "pause 0", "pause 1", "pause 0", "pause 0", "pause 93", "pointerUp"])
        #expect(sources.allSatisfy { $0["parameters"]?["pointerType"]?.stringValue == "touch" })
        #expect(actions.joined().filter { $0["type"]?.stringValue == "pointerMove" }
                    .allSatisfy { $0["origin"]?.stringValue == "viewport" })
        try Self.checkRoundTrip(trace, rate: 120, label: "three fingers")
    }

    @Test func pointsOutsideMoveToTheEdge() throws {
        let outside = TraceFile(name: "o", viewport: TraceViewport(width: 100.5, height: 100), camera: TouchImportOptions.defaultCamera,
                                touches: [TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 130, y: -3),
                                          TraceTouch(timeMs: 10, phase: .move, pointerID: 0, x: 100.5, y: 50)])
        #expect(WebDriverActionsExporter.pointsOutside(outside) == 1)
        let actions = try #require(try WebDriverActionsExporter.export(outside)["actions"]?.arrayValue?.first?["actions"]?.arrayValue)
        #expect(actions.compactMap { $0["x"]?.numberValue } == [100, 100])
        #expect(actions.compactMap { $0["y"]?.numberValue } == [0, 50])
    }

    @Test func refusesWhatCannotReplay() throws {
        let empty = TraceFile(name: "e", viewport: TraceViewport(width: 100, height: 100), camera: TouchImportOptions.defaultCamera,
                              touches: [])
        #expect(throws: TraceError.self) { try WebDriverActionsExporter.export(empty) }
    }
}
