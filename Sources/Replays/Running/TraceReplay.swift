import MapMath
import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

/// Replays a `TraceFile` through the map simulation: builds the `MapView` from the trace's
/// viewport, camera, settings, map options and profile, turns its touches and commands into
/// simulation input, runs the frame clock, and evaluates the trace's expectations.
public struct TraceReplay: Sendable {
    /// The trace being replayed.
    public let trace: TraceFile
    /// The motion profile: the `--profile` override, else the trace's `profile`, else
    /// `MotionProfile.default` (MapLibre GL JS).
    public let profile: MotionProfile
    /// The frame clock: the `--fps` override, else the trace's `framesPerSecond`, else
    /// 60 fps.
    public let clock: FrameClock
    /// How the touches reach the recognisers: the `--input` override, else the trace's
    /// `input`, else `InputDeliveryModel.default` (raw).
    public let input: InputDeliveryModel

    /// The frames and marker placements the replay stops at (`SimulationLimit`); tests
    /// and the replay fuzz target set smaller numbers.
    package var simulationLimits = SimulationLimit.Numbers()
    /// The bytes of each streamed report array held in memory before it moves to a
    /// temporary file (`SpooledBytes.memoryLimit`); tests set less.
    package var spoolMemoryLimit = SpooledBytes.memoryLimit
    /// The items the replay's frame recorder keeps (`FrameRecorder.maxItems`); tests and
    /// the replay fuzz target set less.
    package var recordingBudget = FrameRecorder.maxItems

    /// The trace's touch rows when they were left in its file
    /// (`TraceFile.loadStreamingTouches(path:)`: `trace.touches` is then empty), read as
    /// the replay runs; nil when they are in `trace.touches`.
    public var streamedTouches: TraceTouchStream?

    /// The number of touch events, in `trace.touches` or streamed.
    public var touchEventCount: Int { streamedTouches?.count ?? trace.touches.count }

    /// The profile file the trace's `profile` names when no profile was given to resolve
    /// it: `initialMapView()` and `run()` then throw instead of replaying with another
    /// profile. Nil otherwise.
    let unresolvedProfileFile: String?

    /// A replay of `trace` at `framesPerSecond` with `profile` overriding the trace's own.
    ///
    /// Without `profile`, a trace whose `profile` names a profile file (resolved against
    /// the folder it was read from) cannot be replayed from the value alone: replay it with
    /// `load(path:framesPerSecond:profile:)`, or pass the profile
    /// `TraceFile.resolvedProfile(tracePath:)` gives; otherwise `initialMapView()` and
    /// `run()` throw an error naming the file.
    /// `input` overrides the trace's `input` the same way, and `framesPerSecond` the
    /// trace's `framesPerSecond` (nil: the trace's, else 60).
    public init(trace: TraceFile, framesPerSecond: Double? = nil,
                profile: MotionProfile? = nil, input: InputDeliveryModel? = nil) {
        self.trace = trace
        let named = trace.profile.flatMap(MotionProfile.named)
        unresolvedProfileFile = profile == nil && named == nil ? trace.profile : nil
        self.profile = profile ?? named ?? .default
        self.input = input ?? trace.input ?? .default
        clock = FrameClock(framesPerSecond: framesPerSecond ?? trace.framesPerSecond ?? FrameClock.defaultFramesPerSecond)
    }

    /// The map view the trace starts with: viewport, camera, settings, zoom range, map
    /// options, markers and buildings from the trace.
    public func initialMapView() throws(TraceError) -> MapView {
        if let file = unresolvedProfileFile {
            throw TraceError(.invalidData, fileName: nil,
                             location: .jsonPath(JSONPath.root.appending(TraceSchema.Key.profile.rawValue)),
                             message: "names the profile file \"\(file)\": replay the trace from its path "
                                 + "(TraceReplay.load(path:)) or pass the profile")
        }
        var limits = profile.cameraLimits
        limits.zoomRange = try Self.zoomRange(trace.map, over: limits.zoomRange, path: JSONPath.root.appending("map"))
        return MapView(camera: trace.camera.cameraPosition, viewport: trace.viewport.viewport,
                       settings: Self.settings(trace.settings, over: UISettings()), profile: profile,
                       limits: limits, options: Self.options(trace.map, over: MapOptions()),
                       markers: trace.markers, buildings: trace.buildings)
    }

    /// `base` with every setting the trace gives replaced.
    static func settings(_ trace: TraceSettings, over base: UISettings) -> UISettings {
        var settings = base
        for (key, value) in trace.given { settings[key] = value }
        return settings
    }

    /// `base` with every option the trace gives replaced (zoom limits are not options:
    /// see `zoomRange(_:over:path:)`).
    static func options(_ trace: TraceMapOptions, over base: MapOptions) -> MapOptions {
        var o = base
        if let v = trace.mapType { o.mapType = v }
        if let v = trace.trafficEnabled { o.trafficEnabled = v }
        if let v = trace.indoorEnabled { o.indoorEnabled = v }
        if let v = trace.buildingsEnabled { o.buildingsEnabled = v }
        if let v = trace.accessibilityElementsHidden { o.accessibilityElementsHidden = v }
        if let v = trace.myLocationEnabled { o.myLocationEnabled = v }
        if let v = trace.myLocation { o.myLocation = v }
        if let v = trace.overrideUserInterfaceStyle { o.overrideUserInterfaceStyle = v }
        if let v = trace.systemStyle { o.systemStyle = v }
        if let color = trace.backgroundRGBA { o.backgroundColor = color }
        if let v = trace.mapID { o.mapID = v }
        return o
    }

    /// `base` with the trace's `minZoom`/`maxZoom` replaced; an error at `path` when the
    /// result has min > max.
    static func zoomRange(_ trace: TraceMapOptions, over base: ZoomRange, path: JSONPath) throws(TraceError) -> ZoomRange {
        guard trace.minZoom != nil || trace.maxZoom != nil else { return base }
        do {
            return try ZoomRange(minZoom: trace.minZoom ?? base.minZoom, maxZoom: trace.maxZoom ?? base.maxZoom)
        } catch {
            throw TraceError(.invalidData, location: .jsonPath(path), message: error.description)
        }
    }

    /// The trace's touches as simulation input, each as `TraceTouch.touchEvent` (times in
    /// seconds), then `closingCancels`.
    public var touchEvents: [TouchEvent] {
        // Sized once: a million-event trace must not pass through a doubled buffer.
        let cancels = closingCancels
        var events: [TouchEvent] = []
        events.reserveCapacity(touchEventCount + cancels.count)
        if let streamedTouches {
            var rows = streamedTouches.rows()
            while let touch = rows.next() { events.append(touch.touchEvent) }
        } else {
            for touch in trace.touches { events.append(touch.touchEvent) }
        }
        return events + cancels
    }

    /// The fingers still down when the trace ends, cancelled in its last sample, in
    /// pointer order, as a system cancels touches when a recording stops: their gestures
    /// end without a fling and the map can become idle. Empty when none is down.
    var closingCancels: [TouchEvent] {
        let lastTime: Double
        let down: [FingersDown.Finger]
        if let streamedTouches {
            guard let last = streamedTouches.lastTimeMs else { return [] }
            lastTime = last
            down = streamedTouches.downAtEnd
        } else {
            guard let last = trace.touches.last?.timeMs else { return [] }
            lastTime = last
            down = trace.fingersDownAtEnd
        }
        return down.sorted(by: { $0.pointerID < $1.pointerID }).map { finger in
            TraceTouch(timeMs: lastTime, phase: .cancel, pointerID: finger.pointerID, location: finger.location).touchEvent
        }
    }

    /// The index and time (ms) of the last touch row at or before `ms`, nil when none is.
    func lastTouch(atOrBefore ms: Double) -> (index: Int, timeMs: Double)? {
        guard let streamedTouches else {
            return trace.touches.lastIndex { $0.timeMs <= ms }.map { ($0, trace.touches[$0].timeMs) }
        }
        var rows = streamedTouches.rows()
        var found: (index: Int, timeMs: Double)?
        var index = 0
        while let touch = rows.next(), touch.timeMs <= ms {
            found = (index, touch.timeMs)
            index += 1
        }
        return found
    }

    /// The trace's commands as simulation input, times in seconds. `setMap` changes are
    /// merged over the options and zoom range in effect at that point of the trace (the
    /// starting ones, then every earlier command), so each becomes a whole `setOptions`.
    public func timedCommands() throws(TraceError) -> [Simulation.TimedCommand] {
        var result: [Simulation.TimedCommand] = []
        var state = CommandState(options: Self.options(trace.map, over: MapOptions()),
                                 zoomRange: try Self.zoomRange(trace.map, over: profile.cameraLimits.zoomRange,
                                                               path: JSONPath.root.appending("map")))
        for (index, timed) in trace.commands.enumerated() {
            let time = timed.timeMs / 1000
            let path = JSONPath.root.appending("commands").appending(index)
            for command in try Self.mapCommands(timed.command, path: path, state: &state) {
                result.append(Simulation.TimedCommand(time: time, command: command))
            }
        }
        return result
    }

    /// The options and zoom range in effect while commands are converted in order.
    struct CommandState {
        var options: MapOptions
        var zoomRange: ZoomRange
    }

    /// The simulation commands for one trace command; `state` follows the options and
    /// zoom range. A `setMap` whose zoom limits end up with min > max is an error at the
    /// command's JSON path.
    static func mapCommands(_ command: TraceCommand, path: JSONPath, state: inout CommandState) throws(TraceError) -> [MapCommand] {
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
            return settings.given.map { .setSetting($0.key, $0.value) }
        case let .setPadding(padding):
            return [.setPadding(padding)]
        case let .setMap(change):
            var commands: [MapCommand] = []
            let range = try zoomRange(change, over: state.zoomRange, path: path.appending("setMap"))
            if range != state.zoomRange {
                state.zoomRange = range
                commands.append(.setZoomRange(range))
            }
            state.options = options(change, over: state.options)
            commands.append(.setOptions(state.options))
            return commands
        case let .setSelectedMarker(id):
            return [.setSelectedMarker(id)]
        case let .updateMarker(u):
            return [.updateMarker(u)]
        case let .addMarker(m):
            return [.addMarker(m)]
        case let .removeMarker(id):
            return [.removeMarker(id)]
        case let .setMyLocation(location):
            state.options.myLocation = location
            return [.setMyLocation(location)]
        case let .selectLevel(building, level):
            return [.selectLevel(building: building, level: level)]
        }
    }

    /// Runs the replay. With `recordFrames`, the result keeps every frame (`--timeline`).
    /// With `recordGestureEnds` (which keeps the history), it keeps the map view at the end
    /// of every gesture (`TraceReplayResult.gestureEndSnapshot(_:)`, which
    /// `goldenExpectations()` reads); without, it keeps them when it keeps the history and
    /// an expectation looks at a gesture's end camera.
    /// `invariants` chooses the invariants measured on the way (`InvariantMonitor`;
    /// default all, `.none` for none): the result's `invariants`. Without `keepsHistory`
    /// (default on) the replay streams (`Simulation.keepsHistory`): the result holds no
    /// events and no gesture records, only their counts, so memory does not grow with the
    /// trace's length; `checkExpectations()` then works only for a trace whose
    /// expectations read neither (`keepsHistoryForExpectations` is false:
    /// `runCheckingExpectations` checks the others as the replay runs), and the reports
    /// (`jsonReport`, `textSummary`) need the history.
    public func run(recordFrames: Bool = false, recordGestureEnds: Bool = false,
                    invariants: InvariantSelection = .all, keepsHistory: Bool = true) throws(TraceError) -> TraceReplayResult {
        try run(recordFrames: recordFrames, recordGestureEnds: recordGestureEnds, invariants: invariants,
                keepsHistory: keepsHistory, preparing: { _ in })
    }

    /// Whether checking the trace's expectations on a result (`checkExpectations()`) needs
    /// the replay's events or gesture records (any expectation but `camera` and `state`);
    /// `runCheckingExpectations`, which `check` runs, streams either way.
    public var keepsHistoryForExpectations: Bool {
        trace.expectations.contains(where: \.readsHistory)
    }

    /// `run(recordFrames:recordGestureEnds:invariants:keepsHistory:)` on the initial map
    /// view as `prepare` leaves it (tests switch on `MapView` faults here).
    func run(recordFrames: Bool, recordGestureEnds: Bool = false, invariants: InvariantSelection,
             keepsHistory: Bool = true, preparing prepare: (inout MapView) -> Void) throws(TraceError) -> TraceReplayResult {
        var none = NoSimulationObserver()
        return try run(recordFrames: recordFrames, recordGestureEnds: recordGestureEnds, invariants: invariants,
                       keepsHistory: keepsHistory, preparing: prepare, observer: &none)
    }

    /// The replay, with `observer` seeing every step after the invariant monitor (a
    /// report written as the replay runs: `streamJSONReport`).
    func run<Observer: SimulationObserver>(recordFrames: Bool, recordGestureEnds: Bool = false, invariants: InvariantSelection,
                                           keepsHistory: Bool = true, preparing prepare: (inout MapView) -> Void,
                                           observer: inout Observer) throws(TraceError) -> TraceReplayResult {
        var view = try initialMapView()
        prepare(&view)
        view.probesSamples = !invariants.isEmpty
        let commands = try timedCommands()
        var checkpoints = CheckpointRecorder(times: trace.expectations.compactMap { $0.timeMs.map { $0 / 1000 } })
        // A streamed replay's matchers keep the gestures' ends they need (`OnlineExpectations`).
        checkpoints.recordsGestureEnds = recordGestureEnds || (keepsHistory && trace.expectations.contains(where: \.looksAtGestureEnds))
        var simulation = Simulation(clock: clock, recordFrames: recordFrames, input: input)
        // The golden expectations read the whole history.
        simulation.keepsHistory = keepsHistory || recordGestureEnds
        simulation.limits = simulationLimits
        simulation.recordingBudget = recordingBudget
        // The monitor, the frame log and `observer`, told in that order, see the view the
        // simulation passes once per step.
        var observers = ReplayObservers(monitor: InvariantMonitor(view: view, selection: invariants),
                                        frameLog: ReplayFrameLog(checkpoints: checkpoints), report: observer)
        defer { observer = observers.report }
        let cancels = closingCancels
        let inputCount = touchEventCount + cancels.count + commands.count
        let result: Simulation.Result
        // The rows are read as the replay goes (`TraceTouchCursor`), raw or through a delivery
        // model (`TouchDeliveryCursor`): no array of the touches at all.
        if let streamedTouches {
            // From the file.
            let rows = TraceTouchCursor(rows: streamedTouches.rows(), lastTimeMs: streamedTouches.lastTimeMs, cancels: cancels)
            result = simulation.run(view, samples: rows, commands: commands, inputCount: inputCount,
                                    observer: &observers, frameObserver: nil)
        } else {
            // In place in the trace: no second array of the touches.
            let rows = TraceTouchCursor(rows: trace.touches, cancels: cancels)
            result = simulation.run(view, samples: rows, commands: commands, inputCount: inputCount,
                                    observer: &observers, frameObserver: nil)
        }
        if let limit = result.stoppedAt {
            throw limitError(limit, number: simulationLimits.value(of: limit, inputs: inputCount),
                             at: result.endTime)
        }
        var replayed = TraceReplayResult(trace: trace, profile: profile, clock: clock, input: input, simulation: result,
                                         checkpoints: observers.frameLog.checkpoints.snapshots,
                                         viewChanges: observers.frameLog.changes,
                                         invariants: observers.monitor.report(finishing: result))
        replayed.touchEventCount = touchEventCount
        return replayed
    }
}

extension TraceReplay {
    /// The error of a replay that stopped at `limit` at `time` seconds (exit 65): at the
    /// JSON path of the last input handled by then, the command or touch row whose
    /// animation, fling or markers kept the frames coming (the root when there is none).
    func limitError(_ limit: SimulationLimit, number: Int, at time: Double) -> TraceError {
        let ms = time * 1000
        var path = JSONPath.root
        let command = trace.commands.lastIndex { $0.timeMs <= ms }
        let touch = lastTouch(atOrBefore: ms)
        // Touches at a command's time are handled after it.
        if let touch, command.map({ trace.commands[$0].timeMs <= touch.timeMs }) ?? true {
            path = path.appending("touches").appending(touch.index)
        } else if let command {
            path = path.appending("commands").appending(command)
        }
        return TraceError(.invalidData, location: .jsonPath(path),
                          message: "the replay would draw \(limit.exceeded(number)); it stopped at \(ReportFormat.ms(time)) ms "
                              + "(the limits that bound a replay's work: docs/design.md, Limits)")
    }
}
