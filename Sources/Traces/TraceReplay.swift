import MapMath
import CameraMotion
import Gestures
import MapSimulation

/// Replays a `TraceFile` through the map simulation: builds the `MapView` from the trace's
/// viewport, camera, settings, map options and profile, turns its touches and commands into
/// simulation input, runs the frame clock, and evaluates the trace's expectations.
public struct TraceReplay: Sendable {
    /// The trace being replayed.
    public let trace: TraceFile
    /// The motion profile: the `--profile` override, else the trace's `profile`, else
    /// `MotionProfile.default` (MapLibre GL JS).
    public let profile: MotionProfile
    /// The frame clock (60 fps unless `--fps`).
    public let clock: FrameClock

    /// A replay of `trace` at `framesPerSecond` with `profile` overriding the trace's own.
    public init(trace: TraceFile, framesPerSecond: Double = FrameClock.defaultFramesPerSecond,
                profile: MotionProfile? = nil) {
        self.trace = trace
        self.profile = profile ?? trace.profile.flatMap { MotionProfile.named($0.rawValue) } ?? .default
        clock = FrameClock(framesPerSecond: framesPerSecond)
    }

    /// The map view the trace starts with.
    public func initialMapView() throws(TraceError) -> MapView {
        var limits = profile.cameraLimits
        if trace.map.minZoom != nil || trace.map.maxZoom != nil {
            let range: ZoomRange
            do {
                range = try ZoomRange(minZoom: trace.map.minZoom ?? ZoomRange.default.minZoom,
                                      maxZoom: trace.map.maxZoom ?? ZoomRange.default.maxZoom)
            } catch {
                throw TraceError(.invalidData, location: .jsonPath(JSONPath.root.appending("map")),
                                 message: error.description)
            }
            limits.zoomRange = range
        }
        return MapView(camera: trace.camera.cameraPosition, viewport: trace.viewport.viewport,
                       settings: Self.settings(trace.settings, over: UISettings()), profile: profile,
                       limits: limits)
    }

    /// `base` with every setting the trace gives replaced.
    static func settings(_ trace: TraceSettings, over base: UISettings) -> UISettings {
        var settings = base
        for (name, value) in trace.keyedValues {
            if let value, let key = UISettings.Key(rawValue: name) { settings[key] = value }
        }
        return settings
    }

    /// The trace's touches as simulation input, times in seconds.
    public var touchEvents: [TouchEvent] {
        trace.touches.map {
            TouchEvent(time: $0.timeMs / 1000, phase: $0.phase, pointerId: $0.pointerID, location: $0.location)
        }
    }

    /// The trace's commands as simulation input, times in seconds.
    public func timedCommands() throws(TraceError) -> [Simulation.TimedCommand] {
        var result: [Simulation.TimedCommand] = []
        for (index, timed) in trace.commands.enumerated() {
            let time = timed.timeMs / 1000
            for command in try Self.mapCommands(timed.command, path: JSONPath.root.appending("commands").appending(index)) {
                result.append(Simulation.TimedCommand(time: time, command: command))
            }
        }
        return result
    }

    /// The simulation commands for one trace command. Commands of the map view layer that
    /// the simulation does not model yet are refused with the command's JSON path.
    static func mapCommands(_ command: TraceCommand, path: JSONPath) throws(TraceError) -> [MapCommand] {
        switch command {
        case let .moveCamera(change):
            return [.moveCameraFields(change)]
        case let .animateCamera(change, durationMs):
            return [.animateCameraFields(change, duration: durationMs.map { $0 / 1000 })]
        case let .animateToBearing(bearing):
            return [.animateToBearing(bearing)]
        case let .animateToLocation(location):
            return [.animateToLocation(location)]
        case let .fitBounds(bounds, padding):
            return [.fitBounds(bounds, padding: padding)]
        case let .setSettings(settings):
            return settings.keyedValues.compactMap { name, value in
                guard let value, let key = UISettings.Key(rawValue: name) else { return nil }
                return .setSetting(key, value)
            }
        case let .setPadding(padding):
            return [.setPadding(padding)]
        case .setMap, .setSelectedMarker, .updateMarker, .addMarker, .removeMarker, .setMyLocation, .selectLevel:
            throw TraceError(.invalidData, location: .jsonPath(path.appending(command.name)),
                             message: "the \(command.name) command is not simulated yet")
        }
    }

    /// Runs the replay. With `recordFrames`, the result keeps every frame (`--timeline`).
    public func run(recordFrames: Bool = false) throws(TraceError) -> TraceReplayResult {
        let view = try initialMapView()
        let commands = try timedCommands()
        var checkpoints = CheckpointRecorder(times: trace.expectations.compactMap { $0.timeMs.map { $0 / 1000 } })
        let simulation = Simulation(clock: clock, recordFrames: recordFrames)
        let result = simulation.run(view, touches: touchEvents, commands: commands) { view, frame in
            checkpoints.observe(view, frame: frame)
        }
        return TraceReplayResult(trace: trace, profile: profile, clock: clock, simulation: result,
                                 checkpoints: checkpoints.snapshots)
    }
}

/// The map view state at the first frame at or after each expectation time.
struct CheckpointRecorder {
    var pending: [Double]
    var snapshots: [Double: MapViewSnapshot] = [:]

    init(times: [Double]) {
        pending = Array(Set(times)).sorted(by: >)
    }

    mutating func observe(_ view: MapView, frame: FrameRecord) {
        while let next = pending.last, next <= frame.time {
            snapshots[next] = MapViewSnapshot(view, frame: frame)
            pending.removeLast()
        }
    }
}

/// What an expectation at a time looks at: the map view at one frame.
public struct MapViewSnapshot: Sendable {
    /// Frame time, seconds.
    public var time: Double
    /// The camera drawn in that frame.
    public var camera: CameraPosition

    init(_ view: MapView, frame: FrameRecord) {
        time = frame.time
        camera = frame.camera
    }

    init(time: Double, camera: CameraPosition) {
        self.time = time
        self.camera = camera
    }
}
