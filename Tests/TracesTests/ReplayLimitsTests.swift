import TestSupport
import Foundation
import Testing
import MapMath
@testable import MapSimulation
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// The classes of unbounded work an outside fuzzer found (issue 17), each minimised, with
/// the bounded outcome it has now: a one-line error, or a replay, timeline or picture
/// whose size is bounded. No test here times anything: each asserts counts and sizes.
@Suite("replay limits (issue 17)")
struct ReplayLimitsTests {
    static let viewport = TraceViewport(width: 400, height: 800)
    static let camera = TraceCamera(latitude: 0, longitude: 0, zoom: 12)

    /// `count` commands 100 s apart, each animating the zoom for 10^8 ms (the 80 KB trace
    /// that drew 6 million frames, 4.5 GB with `--timeline`).
    static func animationChain(_ count: Int, markers: [TraceMarker] = []) -> TraceFile {
        let commands = (0..<count).map { i in
            TraceTimedCommand(timeMs: Double(i) * 100_000,
                              command: .animateCamera(TraceCameraChange(zoom: 12 + Double(i % 2)), durationMs: 1e8))
        }
        return TraceFile(viewport: viewport, camera: camera, markers: markers, commands: commands)
    }

    static func error(_ body: () throws(TraceError) -> Void) -> TraceError? { traceError(body) }

    @Test func theLimitsAreTheDocumentedNumbers() {
        #expect(SimulationLimit.maxDrawnFrames == 1_000_000)
        #expect(SimulationLimit.framesPerInput == 32)
        #expect(SimulationLimit.maxMarkerPlacements == 100_000_000)
        #expect(FrameRecorder.maxItems == 100_000)
        #expect(ReplaySVG.maxFrames == 2_000)
        #expect(ReplaySVG.maxMarkersDrawn == 200)
        #expect(ReplaySVG.maxGesturesDrawn == 500)
        #expect(ReplaySVG.maxStrokesDrawn == 500)
        #expect(ReplaySVG.maxStrokeSamplesDrawn == 20_000)
        #expect(ReplayHTML.maxEventsPerFrame == 50)
        #expect(TraceDecoder.maxTimeMs == 1e12)
    }

    /// 1,000 markers under long animations with the placement limit at 1,000,000 (the
    /// real 10^8 is reached the same way, by 10,000 markers in 10,000 frames): the replay
    /// stops after 1,000 frames, an error at the command whose animation ran.
    @Test func manyMarkersStopAtThePlacementLimit() {
        let markers = (0..<1000).map { TraceMarker(id: "m\($0)", position: Coordinate(latitude: 0, longitude: Double($0) * 1e-5)) }
        var replay = TraceReplay(trace: Self.animationChain(2, markers: markers))
        replay.simulationLimits.markerPlacements = 1_000_000
        let error = Self.error { () throws(TraceError) in _ = try replay.run(invariants: .none) }
        #expect(error?.description == "commands[0]: the replay would draw more than 1000000 marker placements (markers in "
            + "the view times frames drawn); it stopped at 16650 ms (the limits that bound a replay's work: docs/design.md, Limits)")
        // One frame fewer replays to its end.
        let markersLess = Array(markers.prefix(999))
        var fits = TraceReplay(trace: TraceFile(viewport: Self.viewport, camera: Self.camera, markers: markersLess))
        fits.simulationLimits.markerPlacements = 1_000
        #expect(Self.error { () throws(TraceError) in _ = try fits.run(invariants: .none) } == nil)
    }

    /// The frame limit at 5,000 stops the same chain at its first command's animation;
    /// with 1,000 frames more per input, 3 commands allow 8,000, in the second one's.
    @Test func framesStopAtASmallerFrameLimitGrowingWithTheInput() {
        var replay = TraceReplay(trace: Self.animationChain(3))
        replay.simulationLimits.drawnFrames = 5_000
        replay.simulationLimits.framesPerInput = 0
        let error = Self.error { () throws(TraceError) in _ = try replay.run(invariants: .none) }
        #expect(error?.description == "commands[0]: the replay would draw more than 5000 frames; it stopped at "
            + "83316.666667 ms (the limits that bound a replay's work: docs/design.md, Limits)")
        replay.simulationLimits.framesPerInput = 1_000
        let more = Self.error { () throws(TraceError) in _ = try replay.run(invariants: .none) }
        #expect(more?.description == "commands[1]: the replay would draw more than 8000 frames; it stopped at "
            + "133316.666667 ms (the limits that bound a replay's work: docs/design.md, Limits)")
    }

    /// 20 animations: 120,002 drawn frames, more than the recorder keeps: every other one
    /// and the last, and the text and JSON timelines say so.
    @Test func longTimelineIsAnEvenSelectionThatSaysSo() throws {
        let result = try TraceReplay(trace: Self.animationChain(20)).run(recordFrames: true, invariants: .none)
        let simulation = result.simulation
        #expect(simulation.drawnFrameCount > FrameRecorder.maxItems)
        #expect(simulation.recordedFrameStride == 2)
        #expect(simulation.frames.count <= FrameRecorder.maxItems + 1)
        #expect(simulation.frames.count == (simulation.drawnFrameCount + 1) / 2 + (simulation.drawnFrameCount % 2 == 0 ? 1 : 0))
        #expect(simulation.frames.last?.time == simulation.endTime)
        let text = result.textTimeline()
        #expect(text.hasPrefix("frames     \(simulation.frames.count) of \(simulation.drawnFrameCount) drawn frames listed, one in 2 and the last"))
        #expect(text.split(separator: "\n").count == simulation.frames.count + 1)
        let json = result.jsonReport()
        #expect(json.contains("\"drawnFrameCount\":\(simulation.drawnFrameCount),\"framesEvery\":2,\"frames\":["))

        // The pictures of it are drawn from 2,000 of those frames, and say so.
        let svg = try ReplaySVG(result: result)
        #expect(svg.frameCount == ReplaySVG.maxFrames)
        let document = try svg.document()
        #expect(document.contains("drawn from 2000 of \(simulation.drawnFrameCount) frames (an even selection: a picture uses at most 2000)"))
        #expect(document.utf8.count < 1_000_000)
        let html = ReplayHTML(picture: svg).document()
        #expect(html.contains(#"max="1999""#))
        #expect(html.contains("more events"))
        #expect(html.utf8.count < 10_000_000)
    }

    @Test func frameRecorderKeepsAnEvenSelectionWithinItsBudget() {
        var frame = FrameRecord(time: 0, camera: try! CameraPosition(latitude: 0, longitude: 0, zoom: 1), touchCount: 0)
        var recorder = FrameRecorder(budget: 10)
        for i in 0..<1000 {
            frame.time = Double(i)
            recorder.offer(frame)
        }
        let kept = recorder.finish()
        #expect(recorder.stride == 128)
        #expect(kept.map { $0.time } == stride(from: 0.0, through: 896, by: 128).map { $0 } + [999])
    }

    @Test("an even selection keeps exactly the multiples of its final stride and the last, whatever the weights")
    func evenSelectionKeepsTheMultiplesOfItsStride() {
        var random = SplitMix64(seed: 0x5EED_0018)
        for trial in 0..<200 {
            let count = Int(random.next() % 3_000)
            let budget = 1 + Int(random.next() % 300)
            var selection = EvenSelection<Int>(budget: budget)
            for i in 0..<count { selection.offer(i, weight: 1 + Int(random.next() % 5)) }
            let kept = selection.finish()
            let stride = selection.stride
            #expect(kept == (0..<count).filter { EvenSelection<Int>.isKept(index: $0, of: count, stride: stride) },
                    "trial \(trial): \(count) offered, budget \(budget), stride \(stride)")
            #expect(kept.count == EvenSelection<Int>.keptCount(of: count, stride: stride), "trial \(trial)")
        }
        // The rule can fail: a stride that is not the selection's keeps other elements.
        var selection = EvenSelection<Int>(budget: 10)
        for i in 0..<100 { selection.offer(i, weight: 1) }
        #expect(selection.stride == 16)
        #expect(selection.finish() != (0..<100).filter { EvenSelection<Int>.isKept(index: $0, of: 100, stride: 8) })
    }

    /// A touch at 10^12 ms after a pan, and a tap at 10^8 ms with the timeline: a handful
    /// of drawn frames however far apart the inputs (idle frames are skipped).
    @Test(arguments: [1e12, 1e8])
    func farApartTouchesDrawFewFrames(_ lateMs: Double) throws {
        let touches = [TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 200, y: 400),
                       TraceTouch(timeMs: 16, phase: .move, pointerID: 0, x: 220, y: 400),
                       TraceTouch(timeMs: 32, phase: .up, pointerID: 0, x: 240, y: 400),
                       TraceTouch(timeMs: lateMs - 100, phase: .down, pointerID: 0, x: 200, y: 400),
                       TraceTouch(timeMs: lateMs, phase: .up, pointerID: 0, x: 200, y: 400)]
        let result = try TraceReplay(trace: TraceFile(viewport: Self.viewport, camera: Self.camera, touches: touches))
            .run(recordFrames: true)
        #expect(result.simulation.drawnFrameCount < 200)
        #expect(result.simulation.frames.count == result.simulation.drawnFrameCount)
        #expect(result.simulation.frameCount > Int(lateMs / 1000 * 59))
        #expect(result.textTimeline().utf8.count < 40_000)
    }

    /// 60,000 fingers landing at once: an error at the 21st.
    @Test func sixtyThousandFingersIsAnErrorAtThe21st() {
        var text = #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "camera": {"lat": 0, "lng": 0, "zoom": 12}, "touches": ["#
        text += (0..<60_000).map { "[0, \"down\", \($0), \($0 % 400), 100]" }.joined(separator: ",") + "]}"
        let error = Self.error { () throws(TraceError) in _ = try TraceFile.parse(text, fileName: "crowd.json") }
        #expect(error?.description == "crowd.json: touches[20][1]: more than 20 fingers down at once (the simulator models at most 20)")
    }

    /// A finger held down across a jump of 10^6 s inside an evemu recording: imported at
    /// its times, replayed in a few frames.
    @Test func timeJumpInsideARecordingReplaysInFewFrames() throws {
        var text = GeneratedRecording.evemuHeader
        text += "E: 1.000000 0003 0039 7\nE: 1.000000 0003 0035 100\nE: 1.000000 0003 0036 100\nE: 1.000000 0000 0000 0\n"
        text += "E: 1.016000 0003 0035 140\nE: 1.016000 0000 0000 0\n"
        text += "E: 1000001.000000 0003 0035 180\nE: 1000001.000000 0000 0000 0\n"
        text += "E: 1000001.016000 0003 0039 -1\nE: 1000001.016000 0000 0000 0\n"
        let trace = try EvemuImporter.importRecording(Array(text.utf8), fileName: "jump.event", options: GeneratedRecording.options)
        #expect(trace.touches.last?.timeMs == 1e9 + 16)
        let result = try TraceReplay(trace: trace).run(recordFrames: true)
        #expect(result.simulation.drawnFrameCount < 500)
    }

    /// A 10,000,000 pt wide view at zoom 2 spans some 10,000 worlds: the graticule search
    /// never ended (90° was its largest step); now it takes a coarser step and at most 150
    /// meridians.
    @Test func wideViewGraticuleEnds() throws {
        let projection = Projection(camera: try CameraPosition(latitude: 0, longitude: 0, zoom: 2),
                                    viewport: try Viewport(width: 1e7, height: 800))
        let (step, lines) = ReplaySVG.viewGraticule(projection)
        #expect(step > 90)
        #expect(lines.filter(\.isMeridian).count <= 150)
        #expect(ReplaySVGTicks.coarserDegreeStep(than: 90) == 180)
        #expect(ReplaySVGTicks.coarserDegreeStep(than: 10) == 30)
        #expect(ReplaySVGTicks.coarserDegreeStep(than: 0.5) == 1)
    }

    /// A pan of 10,000,000 pt at zoom 2 (some 10,000 worlds) and a 10^7 pt wide view:
    /// both pictures are written, with bounded graticules.
    @Test func worldPanAndWideViewPicturesFinish() throws {
        var touches = [TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 0, y: 400)]
        for i in 1...200 { touches.append(TraceTouch(timeMs: Double(i) * 16, phase: .move, pointerID: 0, x: Double(i) * 5e4, y: 400)) }
        touches.append(TraceTouch(timeMs: 201 * 16, phase: .up, pointerID: 0, x: 1e7, y: 400))
        let pan = TraceFile(viewport: Self.viewport, camera: TraceCamera(latitude: 0, longitude: 0, zoom: 2), touches: touches)
        let wide = TraceFile(viewport: TraceViewport(width: 1e7, height: 800), camera: TraceCamera(latitude: 0, longitude: 0, zoom: 2),
                             touches: Array(touches.prefix(3)) + [TraceTouch(timeMs: 40, phase: .up, pointerID: 0, x: 1e5, y: 400)])
        for trace in [pan, wide] {
            let svg = try ReplaySVG(result: try TraceReplay(trace: trace).run(recordFrames: true))
            let root = try PictureTestTrace.tree(try svg.document())
            #expect((root.element(id: "ground-graticule")?.children.count ?? 0) <= 240)
            #expect(ReplayHTML(picture: svg).document().utf8.count < 2_000_000)
        }
    }

    /// 1,000 markers in view over 300 frames: each frame draws the top 200 and says how
    /// many more there were.
    @Test func manyMarkersInViewDrawTheTop200() throws {
        let markers = (0..<1000).map { i in
            TraceMarker(id: "m\(i)", position: Coordinate(latitude: Double(i % 40) * 0.0005 - 0.01,
                                                         longitude: Double(i / 40) * 0.0005 - 0.006))
        }
        var touches = [TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 200, y: 400)]
        for i in 1..<300 { touches.append(TraceTouch(timeMs: Double(i) * 16, phase: .move, pointerID: 0, x: 200 + Double(i) * 0.1, y: 400)) }
        touches.append(TraceTouch(timeMs: 300 * 16, phase: .up, pointerID: 0, x: 230, y: 400))
        let result = try TraceReplay(trace: TraceFile(viewport: Self.viewport, camera: TraceCamera(latitude: 0, longitude: 0, zoom: 15),
                                                      markers: markers, touches: touches)).run(recordFrames: true)
        let svg = try ReplaySVG(result: result)
        let root = try PictureTestTrace.tree(try svg.document())
        let group = try #require(root.element(id: "markers"))
        #expect(group.attributes["data-markers-not-drawn"] == "800")
        #expect(group.children.filter { $0.hasClass("marker") }.count == 200)
        let html = ReplayHTML(picture: svg).document()
        // 200 placements per frame at most, whatever the frame.
        #expect(html.components(separatedBy: "<use ").count - 1 <= 200 * svg.frameCount)
    }

    /// 600 short pans, 40 samples each (24,000 samples): the pictures draw 500 gesture spans
    /// and 500 finger paths of 40 samples, the first and the last pan among them, and the
    /// title says so; with 499 pans, every pan and sample is drawn.
    @Test(arguments: [600, 499])
    func manyPansDrawABoundedSelectionOfGesturesAndStrokes(_ pans: Int) throws {
        var touches: [TraceTouch] = []
        for p in 0..<pans {
            let start = Double(p) * 700
            touches.append(TraceTouch(timeMs: start, phase: .down, pointerID: 0, x: 100, y: 400))
            for i in 1...38 { touches.append(TraceTouch(timeMs: start + Double(i) * 8, phase: .move, pointerID: 0, x: 100 + Double(i) * 4, y: 400)) }
            touches.append(TraceTouch(timeMs: start + 312, phase: .up, pointerID: 0, x: 252, y: 400))
        }
        let result = try TraceReplay(trace: TraceFile(viewport: Self.viewport, camera: Self.camera, touches: touches))
            .run(recordFrames: true, invariants: .none)
        #expect(result.simulation.gestures.count == pans)
        let svg = try ReplaySVG(result: result)
        let document = try svg.document()
        let elements = try ParsedElement.all(in: document)
        let spans = elements.filter { $0.hasClass("gesture-span") }
        let paths = elements.filter { $0.hasClass("finger-path") }
        let drawn = min(pans, ReplaySVG.maxGesturesDrawn)
        #expect(spans.count == drawn)
        #expect(paths.count == drawn)
        #expect(spans.first?.attributes["data-begin-ms"] == ReportFormat.number(ReportFormat.milliseconds(result.simulation.gestures[0].beginTime)))
        #expect(spans.last?.attributes["data-begin-ms"] == ReportFormat.number(ReportFormat.milliseconds(result.simulation.gestures[pans - 1].beginTime)))
        // 20,000 samples over 500 strokes leave each its 40.
        #expect(paths.allSatisfy { ($0.attributes["points"] ?? "").split(separator: " ").count == 40 })
        let title = "\(drawn) of \(pans) gestures drawn (an even selection: at most 500), finger paths from \(drawn) of \(pans) strokes "
            + "and \(drawn * 40) of \(pans * 40) samples (an even selection: at most 500 strokes, 20000 samples)"
        #expect(document.contains(title) == (pans > 500))
        #expect(document.contains(", \(pans) gestures") == (pans <= 500))
    }

    /// One stroke of 30,001 samples keeps 20,000 of them, its landing and lift among them.
    @Test func aLongStrokeKeepsAnEvenSelectionOfItsSamples() {
        var touches = [TraceTouch(timeMs: 0, phase: .down, pointerID: 3, x: 0, y: 0)]
        for i in 1..<30_000 { touches.append(TraceTouch(timeMs: Double(i), phase: .move, pointerID: 3, x: Double(i % 400), y: 1)) }
        touches.append(TraceTouch(timeMs: 30_000, phase: .up, pointerID: 3, x: 7, y: 9))
        let all = ReplaySVGFingerStroke.strokes(from: touches)
        let drawn = ReplaySVG.drawnStrokes(all, sampleCount: 30_001)
        #expect(drawn.count == 1)
        #expect(drawn[0].samples.count == 20_000)
        #expect(drawn[0].samples.first?.time == 0)
        #expect(drawn[0].samples.last?.location == ScreenPoint(x: 7, y: 9))
        #expect(drawn[0].endTime == 30)
        #expect(ReplaySVG.drawnStrokes(all, sampleCount: 20_000).first?.samples.count == 30_001)
    }

    /// The picture's marker states, built in one pass, equal the state rebuilt at each time.
    @Test func markerStatesInOnePassEqualStatesOneByOne() {
        var random = SplitMix64(seed: 0x5EED_0170)
        var commands: [TraceTimedCommand] = []
        var time = 0.0
        for _ in 0..<400 {
            time += Double(random.next() % 3) * 10
            let id = "m\(random.next() % 30)"
            let command: TraceCommand
            switch random.next() % 4 {
            case 0, 1: command = .addMarker(TraceMarker(id: id, position: Coordinate(latitude: random.uniform(-1...1), longitude: 0),
                                                        zIndex: Int(random.next() % 3)))
            case 2: command = .removeMarker(id)
            default: command = .updateMarker(TraceMarkerUpdate(id: id, title: "t\(random.next() % 5)", latitude: random.uniform(-1...1)))
            }
            commands.append(TraceTimedCommand(timeMs: time, command: command))
        }
        let trace = TraceFile(viewport: Self.viewport, camera: Self.camera,
                              markers: [TraceMarker(id: "m1", position: Coordinate(latitude: 0, longitude: 0))], commands: commands)
        let times = stride(from: 0.0, through: time / 1000 + 0.01, by: 0.005).map { $0 }
        let states = ReplaySVGMapState.states(trace: trace, times: times)
        for (state, t) in zip(states, times) {
            let single = ReplaySVGMapState(trace: trace, time: t)
            #expect(state.markers == single.markers)
            #expect(state.drawingOrder.map { $0.marker } == single.drawingOrder.map { $0.marker })
        }
    }
}
