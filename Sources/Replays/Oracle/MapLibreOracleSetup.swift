import MapMath
import Gestures
import MapSimulation
import TraceFormat

/// One trace as the oracle's page replays it through MapLibre GL JS: the map's options in
/// MapLibre's conventions, the frame clock, and the touches grouped into the DOM events a
/// browser would fire. Made from a `TraceReplay` of the same trace (`init(replay:frameCount:)`),
/// so both sides start from the same clamped camera, limits and touches (the closing
/// cancels included).
///
/// Conventions (docs/fidelity.md): MapLibre's tiles are 512 px, ours 256 pt, so its zoom is
/// ours − 1; one CSS pixel is one point; bearing and pitch are ours (both clockwise from
/// north and from nadir, degrees); the trace's padding is the map's padding; MapLibre's
/// `minZoom`/`maxZoom` are our zoom range − 1 and its `maxPitch` our tilt limit at the
/// starting zoom (MapLibre's limit does not vary with zoom).
public struct MapLibreOracleSetup: Hashable, Sendable {
    /// The DOM touch events fired together: the rows of one time and one phase, in order.
    public struct TouchGroup: Hashable, Sendable {
        /// The frame this group goes before: the first frame at or after its time (touches
        /// at time t go before the frame at t, as mapsim delivers them).
        public var frameIndex: Int
        /// The events' time, milliseconds: the DOM event's `timeStamp`.
        public var timeMs: Double
        /// Down, move, up or cancel: touchstart, touchmove, touchend, touchcancel.
        public var phase: TouchPhase
        /// The changed touches, in the rows' order.
        public var touches: [Touch]
    }

    /// One changed touch: pointer id and position in view points (CSS pixels).
    public struct Touch: Hashable, Sendable {
        /// The pointer id (the DOM touch's `identifier`).
        public var id: Int
        /// Position from the view's left edge, points.
        public var x: Double
        /// Position from the view's top edge, points.
        public var y: Double
    }

    /// A programmatic `moveCamera` as MapLibre's `jumpTo`: an instant move, as ours.
    public struct Jump: Hashable, Sendable {
        /// The frame it goes before (the first at or after its time).
        public var frameIndex: Int
        /// Its time, milliseconds.
        public var timeMs: Double
        /// The fields it sets, ours (nil: unchanged).
        public var change: CameraChange
    }

    /// The starting camera, ours (the replay's, after its limits).
    public var camera: CameraPosition
    /// View width and height, points (CSS pixels).
    public var width: Double
    /// View height, points.
    public var height: Double
    /// The map's padding, points.
    public var padding: EdgeInsets
    /// MapLibre's `minZoom`: our smallest zoom − 1.
    public var minZoom: Double
    /// MapLibre's `maxZoom`: our largest zoom − 1.
    public var maxZoom: Double
    /// MapLibre's `maxPitch`, degrees: our tilt limit at the starting zoom.
    public var maxPitch: Double
    /// Frames per second of the clock both sides run on.
    public var framesPerSecond: Double
    /// Frames to run: frame k at k · 1000 / fps ms, k from 0 to `frameCount` − 1.
    public var frameCount: Int
    /// The touches, grouped, in order.
    public var touchGroups: [TouchGroup]
    /// The trace's `moveCamera` commands, in order.
    public var jumps: [Jump]
    /// Whether two fingers may rotate the map (`rotateGestures`): MapLibre's
    /// `touchZoomRotate.disableRotation()` when false.
    public var rotateGestures: Bool
    /// Whether two fingers may tilt the map (`tiltGestures`): MapLibre's
    /// `touchPitch.disable()` when false.
    public var tiltGestures: Bool
    /// Whether zooming and turning follow the fingers
    /// (`allowScrollGesturesDuringRotateOrZoom`): `touchZoomRotate.enable({around:
    /// 'center'})` when false.
    public var scrollsDuringRotateOrZoom: Bool

    /// The settings the page can set up: each has one MapLibre handler switch that does
    /// the same. Other settings differ in kind (MapLibre's `dragPan.disable()` leaves the
    /// two-finger pan, `touchZoomRotate.disable()` rotation too) or are controls.
    public static let expressibleSettings: Set<UISettings.Key> = [
        .rotateGestures, .tiltGestures, .allowScrollGesturesDuringRotateOrZoom,
    ]

    /// MapLibre's zoom for one of ours: 512-pixel tiles against our 256-point ones.
    public static func mapLibreZoom(_ zoom: Double) -> Double { zoom - 1 }

    /// Why the library cannot replay `trace` as mapsim does, or nil when it can. The page
    /// has no markers, controls, indoor maps or map options; of the programmatic calls it
    /// takes `moveCamera` (as `jumpTo`: animations run on other curves), of the settings
    /// `expressibleSettings`; touches reach it as they come, so only raw input compares.
    public static func skipReason(_ trace: TraceFile) -> String? {
        let other = trace.settings.given.filter { !expressibleSettings.contains($0.key) }
        if !other.isEmpty {
            return "settings (\(other.map { "\($0.key.rawValue)" }.joined(separator: ", "))) are not set up in the page"
        }
        let commands = trace.commands.filter { if case .moveCamera = $0.command { return false } else { return true } }
        if !commands.isEmpty {
            var names: [String] = []
            for command in commands where !names.contains(command.command.name) { names.append(command.command.name) }
            return "commands (\(names.joined(separator: ", "))) have no counterpart in the page (moveCamera has: jumpTo)"
        }
        if !trace.markers.isEmpty { return "markers have no counterpart in the page" }
        if !trace.buildings.isEmpty { return "indoor buildings have no counterpart in the page" }
        if !trace.map.isEmpty { return "map options have no counterpart in the page" }
        if let input = trace.input, input != .raw {
            return "input \(input.rawValue): the page delivers each touch as it comes (raw)"
        }
        return nil
    }

    /// The setup for `replay`'s trace over `frameCount` frames of its clock (the frames
    /// mapsim's replay of it ran: `Simulation.Result.frameCount`).
    public init(replay: TraceReplay, frameCount: Int) throws(TraceError) {
        let view = try replay.initialMapView()
        camera = view.camera
        let trace = replay.trace
        width = trace.viewport.width
        height = trace.viewport.height
        padding = trace.viewport.padding
        minZoom = Self.mapLibreZoom(view.limits.zoomRange.minZoom)
        maxZoom = Self.mapLibreZoom(view.limits.zoomRange.maxZoom)
        maxPitch = view.limits.tiltLimit.maxTilt(atZoom: camera.zoom)
        framesPerSecond = replay.clock.framesPerSecond
        self.frameCount = frameCount
        touchGroups = Self.groups(replay.touchEvents, clock: replay.clock)
        jumps = trace.commands.compactMap { command in
            guard case let .moveCamera(change) = command.command else { return nil }
            return Jump(frameIndex: replay.clock.firstFrame(atOrAfter: command.timeMs / 1000), timeMs: command.timeMs, change: change)
        }
        let settings = Dictionary(trace.settings.given.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        rotateGestures = settings[.rotateGestures] ?? true
        tiltGestures = settings[.tiltGestures] ?? true
        scrollsDuringRotateOrZoom = settings[.allowScrollGesturesDuringRotateOrZoom] ?? true
    }

    /// `events` as DOM events: consecutive events of one time and one phase fire together.
    static func groups(_ events: [TouchEvent], clock: FrameClock) -> [TouchGroup] {
        var groups: [TouchGroup] = []
        for event in events {
            let touch = Touch(id: event.pointerID, x: event.location.x, y: event.location.y)
            if var last = groups.last, last.timeMs == event.time * 1000, last.phase == event.phase {
                last.touches.append(touch)
                groups[groups.count - 1] = last
            } else {
                groups.append(TouchGroup(frameIndex: clock.firstFrame(atOrAfter: event.time), timeMs: event.time * 1000,
                                         phase: event.phase, touches: [touch]))
            }
        }
        return groups
    }
}
