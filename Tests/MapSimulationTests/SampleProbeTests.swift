import MapMath
import Gestures
import Testing
@testable import MapSimulation

/// What the map view records per sample while probing (`SampleProbe`), the motion causes
/// and the simulation's observer.
@Suite struct SampleProbeTests {
    static func down(_ t: Double, _ id: Int, _ x: Double, _ y: Double) -> TouchEvent {
        TouchEvent(time: t, phase: .down, pointerID: id, x: x, y: y)
    }
    static func move(_ t: Double, _ id: Int, _ x: Double, _ y: Double) -> TouchEvent {
        TouchEvent(time: t, phase: .move, pointerID: id, x: x, y: y)
    }
    static func up(_ t: Double, _ id: Int, _ x: Double, _ y: Double) -> TouchEvent {
        TouchEvent(time: t, phase: .up, pointerID: id, x: x, y: y)
    }

    @Test func offByDefault() {
        var view = Scene.view()
        view.handleTouches([Self.down(0, 0, 100, 400)])
        #expect(!view.probesSamples && view.sampleProbe.serial == 0)
    }

    /// Under `android-framework`, whose camera moves in the sample (MapLibre GL JS's moves
    /// at frames, and its probe shows the same camera before and after a sample).
    @Test func recordsFingersCentroidsAndCameras() {
        var view = Scene.view(profile: .androidFramework)
        view.probesSamples = true
        view.handleTouches([Self.down(0, 0, 100, 400), Self.down(0, 1, 300, 400)])
        var p = view.sampleProbe
        #expect(p.serial == 1 && p.time == 0)
        #expect(p.fingerCountBefore == 0 && p.fingerCountAfter == 2 && p.fingerSetChanged)
        #expect(p.fingers.isEmpty && p.centroidBefore == nil && p.centroidAfter == ScreenPoint(x: 200, y: 400))
        for k in 1...5 {
            let t = 0.016 * Double(k)
            view.handleTouches([Self.move(t, 0, 100 + 12 * Double(k), 400), Self.move(t, 1, 300 + 12 * Double(k), 400)])
        }
        p = view.sampleProbe
        #expect(!p.fingerSetChanged && p.fingers.map(\.id) == [0, 1])
        #expect(p.fingers[0].before == ScreenPoint(x: 148, y: 400) && p.fingers[0].after == ScreenPoint(x: 160, y: 400))
        #expect(p.centroidBefore == ScreenPoint(x: 248, y: 400) && p.centroidAfter == ScreenPoint(x: 260, y: 400))
        #expect(p.centroidBeforeMoved == p.centroidAfter)
        #expect(p.gesturesBefore == .pan && p.gesturesAfter == .pan && p.gesturesDuring == .pan)
        #expect(p.cameraAfter == view.camera && p.cameraBefore != p.cameraAfter)
        // Finger 1 moves and lifts in one sample: it counts where it lifted.
        view.handleTouches([Self.move(0.1, 0, 172, 400), Self.move(0.1, 1, 380, 400), Self.up(0.1, 1, 384, 400)])
        p = view.sampleProbe
        #expect(p.fingerSetChanged && p.fingerCountBefore == 2 && p.fingerCountAfter == 1)
        #expect(p.fingers.map(\.id) == [0])
        #expect(p.centroidBeforeMoved == ScreenPoint(x: 278, y: 400))
        #expect(p.centroidAfter == ScreenPoint(x: 172, y: 400))
    }

    /// A pan that begins and ends in one sample (a move past the threshold and the lift)
    /// still counts among the sample's gestures.
    @Test func gesturesDuringIncludeOnesBegunAndEndedInTheSample() {
        var view = Scene.view()
        view.probesSamples = true
        view.handleTouches([Self.down(0, 0, 100, 400)])
        view.handleTouches([Self.move(0.02, 0, 140, 400), Self.up(0.02, 0, 140, 400)])
        let p = view.sampleProbe
        #expect(p.gesturesBefore.isEmpty && p.gesturesAfter.isEmpty && p.gesturesDuring == .pan)
    }

    @Test func countsTapsAndGestureAnimations() {
        var view = Scene.view()
        view.tap(200, 400, at: 0)
        #expect(view.motionCauses.taps == 1 && view.motionCauses.gestureAnimations == 0)
        // A fling: one gesture animation, running by gesture.
        view.handleTouches([Self.down(1, 0, 100, 400)])
        for k in 1...8 {
            let t = 1 + 0.016 * Double(k)
            view.handleTouches([Self.move(t, 0, 100 + 20 * Double(k), 400)])
            view.renderFrame(at: t)
        }
        view.handleTouches([Self.up(1.13, 0, 260, 400)])
        view.renderFrame(at: 1.14)
        #expect(view.motionCauses.gestureAnimations == 1)
        #expect(view.isAnimating && view.isAnimatingByGesture)
        view.perform(.animateToBearing(90), at: 1.2)
        #expect(view.isAnimating && !view.isAnimatingByGesture, "a command's animation is not a gesture's")
    }

    /// The observer sees each command, sample and frame once, in the simulation's order.
    @Test func observerSeesEveryStep() {
        struct Recorder: SimulationObserver {
            var steps: [String] = []
            mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {
                steps.append("command \(time)")
            }
            mutating func simulationDidHandleSample(view: MapView) { steps.append("sample \(view.sampleProbe.time)") }
            mutating func simulationDidDrawFrame(view: MapView) { steps.append("frame \(view.lastFrame.time)") }
        }
        var view = MapView(camera: Scene.camera(), viewport: Scene.viewport)
        view.probesSamples = true
        var recorder = Recorder()
        let simulation = Simulation(clock: FrameClock(framesPerSecond: 10))
        _ = simulation.run(view, touches: [Self.down(0.05, 0, 100, 400), Self.up(0.15, 0, 100, 400)],
                           commands: [.init(time: 0.05, command: .setPadding(EdgeInsets(all: 0)))],
                           observer: &recorder)
        #expect(Array(recorder.steps.prefix(5)) == ["frame 0.0", "command 0.05", "sample 0.05", "frame 0.1", "sample 0.15"])
    }

    /// An observer of frames with `standsUntil` gets what the frame observer closure gets,
    /// frame by frame, through a pair too; one with only the old method is still told once
    /// per frame (the default forwards).
    @Test func observerSeesWhatEachFrameStandsFor() {
        struct Until: SimulationObserver {
            var until: [Double] = []
            mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {}
            mutating func simulationDidHandleSample(view: MapView) {}
            mutating func simulationDidDrawFrame(view: MapView) { Issue.record("the default was called") }
            mutating func simulationDidDrawFrame(view: MapView, standsUntil: Double) { until.append(standsUntil) }
        }
        struct Frames: SimulationObserver {
            var count = 0
            mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {}
            mutating func simulationDidHandleSample(view: MapView) {}
            mutating func simulationDidDrawFrame(view: MapView) { count += 1 }
        }
        let view = MapView(camera: Scene.camera(), viewport: Scene.viewport)
        // A pan, a rest of seconds (frames skipped) and a tap: frames stand for runs of several.
        let touches = [Self.down(0.05, 0, 100, 400), Self.move(0.1, 0, 160, 400), Self.up(0.15, 0, 160, 400),
                       Self.down(3, 1, 100, 400), Self.up(3.05, 1, 100, 400)]
        let simulation = Simulation(clock: FrameClock(framesPerSecond: 60))
        var closure: [Double] = []
        var pair = SimulationObserverPair(Until(), Frames())
        let result = simulation.run(view, touches: touches, observer: &pair, frameObserver: { _, until in closure.append(until) })
        #expect(pair.first.until == closure)
        #expect(pair.second.count == result.drawnFrameCount && closure.count == result.drawnFrameCount)
        #expect(closure.contains { $0 > 1 } && result.drawnFrameCount < result.frameCount)
    }
}
