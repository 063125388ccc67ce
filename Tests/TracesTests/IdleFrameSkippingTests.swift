import TestSupport
import Foundation
import Gestures
import MapSimulation
import Testing
import Traces

/// `Simulation.run` does not draw frames in which nothing can change. These tests replay
/// every bundled trace both ways — with the skipping, and with a loop written out here that
/// draws every frame of the clock (the simulation's order of work without the skipping) —
/// and require the same events, gestures, end, and frames: each drawn frame equal to the
/// reference's at its time, each skipped one equal to the drawn frame before it but for
/// its time.
@Suite struct IdleFrameSkippingTests {
    /// The bundled traces.
    static var bundledTraces: [String] {
        let folder = RepositoryPaths.root + "/traces"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix("schema.json") }.sorted().map { folder + "/" + $0 }
    }

    /// Every frame of the clock drawn, as the simulation did before it skipped any.
    static func everyFrame(_ start: MapView, touches: [TouchEvent], commands: [Simulation.TimedCommand],
                           clock: FrameClock) -> (frames: [FrameRecord], view: MapView) {
        var view = start
        var frames: [FrameRecord] = []
        let lastInput = max(touches.last?.time ?? 0, commands.last?.time ?? 0)
        var touchIndex = 0, commandIndex = 0, frame = 0
        while true {
            let time = clock.time(ofFrame: frame)
            while true {
                let nextTouch = touchIndex < touches.count ? touches[touchIndex].time : .infinity
                let nextCommand = commandIndex < commands.count ? commands[commandIndex].time : .infinity
                guard min(nextTouch, nextCommand) <= time else { break }
                if nextCommand <= nextTouch {
                    view.advanceTimers(to: nextCommand)
                    view.perform(commands[commandIndex].command, at: nextCommand)
                    commandIndex += 1
                } else {
                    view.advanceTimers(to: nextTouch)
                    var end = touchIndex + 1
                    while end < touches.count && touches[end].time == nextTouch { end += 1 }
                    view.handleTouches(touches[touchIndex..<end])
                    touchIndex = end
                }
            }
            view.advanceTimers(to: time)
            frames.append(view.renderFrame(at: time))
            let inputDone = touchIndex == touches.count && commandIndex == commands.count
            if inputDone && !view.isAnimating && view.nextTimerTime == nil && !view.hasPendingVisualChanges
                && time >= lastInput { break }
            if time > lastInput + Simulation.maxTrailingSeconds { break }
            frame += 1
        }
        return (frames, view)
    }

    @Test("skipped frames change nothing: every bundled trace replays as if every frame were drawn",
          arguments: bundledTraces)
    func skippingChangesNothing(_ path: String) throws {
        let replay = try TraceReplay.load(path: path)
        let start = try replay.initialMapView()
        let touches = replay.touchEvents
        let commands = try replay.timedCommands()
        let reference = Self.everyFrame(start, touches: touches, commands: commands, clock: replay.clock)
        let skipping = Simulation(clock: replay.clock, recordFrames: true).run(start, touches: touches, commands: commands)

        #expect(skipping.events == reference.view.events)
        #expect(skipping.gestures == reference.view.gestures)
        #expect(skipping.frameCount == reference.frames.count)
        #expect(skipping.endTime == reference.frames.last?.time)
        #expect(skipping.drawnFrameCount == skipping.frames.count)
        var drawn = skipping.frames.makeIterator()
        var next = drawn.next()
        var shown: FrameRecord?
        for frame in reference.frames {
            if let candidate = next, candidate.time == frame.time {
                #expect(candidate == frame, "\(path): frame at \(frame.time) s")
                shown = candidate
                next = drawn.next()
            } else {
                var held = try #require(shown, "\(path): the first frame was not drawn")
                held.time = frame.time
                #expect(held == frame, "\(path): skipped frame at \(frame.time) s differs from the one before it")
            }
        }
        #expect(next == nil, "\(path): a drawn frame at \(next?.time ?? 0) s is not a frame of the clock")
    }

    @Test("some bundled traces skip frames (the test above compares something)")
    func bundledTracesSkip() throws {
        var skipped = 0
        for path in Self.bundledTraces {
            let result = try TraceReplay.load(path: path).run()
            skipped += result.simulation.frameCount - result.simulation.drawnFrameCount
        }
        #expect(skipped > 1000)
    }

    @Test("a touch at 10^12 ms costs a handful of frames, not 6·10^10")
    func farTouchIsCheap() throws {
        var trace = ReplayTraceBuilder()
        trace.touch(0, "down", 1, 200, 400)
        trace.touch(16, "move", 1, 180, 400)
        trace.touch(1e12 - 1000, "up", 1, 180, 400)
        trace.touch(1e12 - 500, "down", 2, 100, 100)
        trace.touch(1e12 - 450, "up", 2, 100, 100)
        let result = try trace.replay(recordFrames: true)
        #expect(result.simulation.gestures.map(\.kind) == [.pan, .tap])
        #expect(result.simulation.drawnFrameCount < 100)
        #expect(result.simulation.frames.count == result.simulation.drawnFrameCount)
        #expect(result.simulation.frameCount > 60_000_000_000)
        #expect(result.simulation.endTime > 1e9)
    }

    @Test("an expectation at a time inside a skipped run sees the frame that stands for it")
    func checkpointInsideSkippedRun() throws {
        var trace = ReplayTraceBuilder()
        // A pan that ends at 300 ms, still (no fling), then a second pan at 5 s.
        trace.touch(0, "down", 1, 200, 400)
        for (i, x) in stride(from: 190.0, through: 100, by: -10).enumerated() {
            trace.touch(Double(i + 1) * 16, "move", 1, x, 400)
        }
        trace.touch(300, "up", 1, 100, 400)
        trace.touch(5000, "down", 1, 200, 400)
        trace.touch(5016, "move", 1, 250, 400)
        trace.touch(5032, "move", 1, 300, 400)
        trace.touch(5400, "up", 1, 300, 400)
        let plain = try trace.replay(recordFrames: true)
        let afterFirst = try #require(plain.simulation.frames.last { $0.time < 1 })
        let afterSecond = plain.simulation.finalCamera
        #expect(afterFirst.camera != afterSecond)

        let json = trace.json.dropLast() + #", "expect": [{"timeMs": 3000, "camera": {"lng": \#(afterFirst.camera.target.longitude), "tolerance": 0}}, {"timeMs": 4999.99, "camera": {"lng": \#(afterFirst.camera.target.longitude), "tolerance": 0}}]}"#
        let checked = try TraceReplay(trace: try TraceFile.parse(String(json), fileName: "built.json")).run()
        #expect(checked.simulation.frameCount - checked.simulation.drawnFrameCount > 200)
        #expect(checked.checkExpectations().map(\.passed) == [true, true])
    }
}
