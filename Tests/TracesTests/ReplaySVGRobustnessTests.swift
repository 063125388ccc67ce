import TestSupport
import Foundation
import Testing
import MapMath
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

@Suite("Replay SVG robustness")
struct ReplaySVGRobustnessTests {
    @Test("bearings are unwrapped across north for the bearing plot")
    func unwrappedBearings() {
        #expect(ReplaySVG.unwrappedBearings([350, 355, 2, 8, 359, 10]) == [350, 355, 362, 368, 359, 370])
        #expect(ReplaySVG.unwrappedBearings([10, 350, 180]) == [10, -10, -180])
        #expect(ReplaySVG.unwrappedBearings([]) == [])
    }

    @Test("a trace without input draws its single frame")
    func singleFrame() throws {
        let trace = TraceFile(viewport: TraceViewport(width: 320, height: 480),
                              camera: TraceCamera(latitude: 0, longitude: 179.999, zoom: 3))
        let result = try TraceReplay(trace: trace).run(recordFrames: true)
        #expect(result.simulation.frames.count == 1)
        let svg = try ReplaySVG(result: result)
        let root = try PictureTestTrace.tree(try svg.document())
        #expect(root.elements(class: "gesture-span").isEmpty)
        #expect(root.element(id: "target-path")?.points.count == 1)
        #expect(try svg.frameIndex(atMs: 0) == 0)
        #expect(ReplayHTML(picture: svg).document().contains(#"max="0""#))
    }

    @Test("seeded random cameras, views and pans give well-formed pictures with finite numbers")
    func randomTraces() throws {
        var random = SplitMix64(seed: 0xD1C7_0A11)
        for round in 0..<24 {
            let width = Double.random(in: 200...1200, using: &random), height = Double.random(in: 200...1200, using: &random)
            let camera = TraceCamera(latitude: Double.random(in: -85...85, using: &random),
                                     longitude: Double.random(in: -180...180, using: &random),
                                     zoom: Double.random(in: 0...21, using: &random),
                                     bearing: Double.random(in: 0..<360, using: &random),
                                     tilt: Double.random(in: 0...60, using: &random))
            var touches: [TraceTouch] = []
            let start = ScreenPoint(x: Double.random(in: 0...width, using: &random), y: Double.random(in: 0...height, using: &random))
            let step = (Double.random(in: -30...30, using: &random), Double.random(in: -30...30, using: &random))
            for i in 0...8 {
                touches.append(TraceTouch(timeMs: 50 + Double(i) * 16, phase: i == 0 ? .down : .move, pointerID: round,
                                          x: start.x + Double(i) * step.0, y: start.y + Double(i) * step.1))
            }
            touches.append(TraceTouch(timeMs: 50 + 9 * 16, phase: .up, pointerID: round,
                                      x: start.x + 8 * step.0, y: start.y + 8 * step.1))
            let marker = TraceMarker(id: "m\(round)", position: Coordinate(latitude: camera.latitude, longitude: camera.longitude))
            let trace = TraceFile(viewport: TraceViewport(width: width, height: height), camera: camera,
                                  markers: [marker], touches: touches)
            let result = try TraceReplay(trace: trace).run(recordFrames: true)
            let svg = try ReplaySVG(result: result)
            for index in [0, result.simulation.frames.count / 2, result.simulation.frames.count - 1] {
                let document = svg.svgElement(frameIndex: index)
                let (root, error) = XMLTreeBuilder.parse(document)
                #expect(error == nil && root != nil, "round \(round)")
                let words = document.split { !($0.isLetter || $0.isNumber) }
                #expect(!words.contains("nan") && !words.contains("inf"), "round \(round)")
                let side = ReplaySVGLayout.groundSide
                let path = root?.element(id: "target-path")?.points ?? []
                #expect(path.allSatisfy { (-1...(side + 1)).contains($0.0) && (-1...(side + 1)).contains($0.1) }, "round \(round)")
            }
        }
    }
}

@Suite("Replay SVG of the bundled traces")
struct ReplaySVGBundledTraceTests {
    static var tracePaths: [String] {
        let directory = RepositoryPaths.root + "/traces"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix("schema.json") }.sorted().map { directory + "/" + $0 }
    }

    @Test("every bundled trace gives a well-formed picture with one span per gesture")
    func bundledTraces() throws {
        #expect(Self.tracePaths.count >= 10, "bundled traces not found under \(RepositoryPaths.root)/traces")
        for path in Self.tracePaths {
            let result = try TraceReplay.load(path: path).run(recordFrames: true)
            let root = try PictureTestTrace.tree(try ReplaySVG(result: result).document())
            #expect(root.element(id: "view") != nil, "\(path)")
            #expect(root.elements(class: "gesture-span").map { $0["data-kind"] } == result.simulation.gestures.map(\.kind.rawValue),
                    "\(path)")
            // The fingers drawn down agree with the simulation's count at every frame.
            let strokes = ReplaySVGFingerStroke.strokes(from: result.trace.touches)
            let mismatch = result.simulation.frames.first { frame in
                strokes.filter { $0.isDown(at: frame.time) }.count != frame.touchCount
            }
            #expect(mismatch == nil, "\(path): fingers drawn differ from touchCount at \(mismatch.map { ReportFormat.ms($0.time) } ?? "") ms")
        }
    }
}
