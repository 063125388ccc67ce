import MapMath
@testable import Gestures

/// One finger's event in a test trace: phase, pointer id, x, y.
typealias Touch = (phase: TouchPhase, id: Int, x: Double, y: Double)

extension GestureThresholds {
    /// MapLibre GL JS's constants under our own rules (a 3 pt tap slop, `.consumesTouch`,
    /// `.sequential`, `.centroidBeyondSlop`, `.skipped`, `.fixedAngle` at 15°,
    /// `.verticalDrag` within 30°, `.fingerTracker`): the rules
    /// `android-framework` and `ios` use, which most engine suites pin. The MapLibre and
    /// MapLibre Native Android rules have their own suites (`MapLibreGLJSRulesTests`,
    /// `MapLibreAndroidRulesTests`).
    static let ourRules: GestureThresholds = {
        var t = GestureThresholds.mapLibreGLJS
        t.touchSlop = 3
        t.moveThreshold = 3
        t.longPress = .consumesTouch
        t.tapRecognizer = .sequential
        t.liftPoint = .moves
        t.inertiaVelocityWindow = 0
        t.panStart = .centroidBeyondSlop
        t.thresholdCrossing = .skipped
        t.rotationStart = .fixedAngle
        t.tiltStart = .verticalDrag
        t.tiltMaxAngleFromVertical = 30
        t.releaseVelocity = .fingerTracker
        return t
    }()
}

/// Drives an engine like the map simulation would: applies returned cameras, drains actions.
struct Driver {
    var engine = GestureEngine()
    var context: GestureContext
    var actions: [GestureAction] = []
    /// Camera after each `sample` call, in order.
    var cameras: [CameraPosition] = []
    /// Whether each `sample` call returned a camera.
    var moved: [Bool] = []

    init(camera: CameraPosition = try! CameraPosition(latitude: 37.77, longitude: -122.42, zoom: 12),
         viewport: Viewport = try! Viewport(width: 400, height: 800),
         settings: UISettings = UISettings(), thresholds: GestureThresholds = .ourRules,
         limits: CameraLimits = .default) {
        context = GestureContext(camera: camera, viewport: viewport, limits: limits,
                                 settings: settings, thresholds: thresholds)
    }

    var camera: CameraPosition { context.camera }
    var records: [GestureRecord] { engine.records }
    func kinds() -> [GestureKind] { engine.records.map(\.kind) }

    @discardableResult
    mutating func sample(_ time: Double, _ touches: Touch...) -> CameraPosition? {
        sample(time, touches)
    }

    @discardableResult
    mutating func sample(_ time: Double, _ touches: [Touch]) -> CameraPosition? {
        let events = touches.map { TouchEvent(time: time, phase: $0.phase, pointerID: $0.id, x: $0.x, y: $0.y) }
        let result = engine.handle(events, context: context)
        if let result { context.camera = result }
        cameras.append(context.camera)
        moved.append(result != nil)
        engine.drainActions { actions.append($0) }
        return result
    }

    mutating func advance(to time: Double) {
        if let c = engine.advance(to: time, context: context) { context.camera = c }
        engine.drainActions { actions.append($0) }
    }

    /// Draws a frame at `time` as the map view does: MapLibre GL JS's handlers apply their
    /// summed change (`applyMapLibreFrame`), then the inertia buffer records the frame.
    /// Returns whether the camera moved.
    @discardableResult
    mutating func frame(at time: Double) -> Bool {
        var movedNow = false
        if let c = engine.applyMapLibreFrame(camera: context.camera, viewport: context.viewport,
                                             limits: context.limits, settings: context.settings,
                                             centreHold: context.thresholds.centredPanDropDistance, at: time) {
            context.camera = c
            movedNow = true
        }
        engine.recordFrame(at: time)
        engine.drainActions { actions.append($0) }
        return movedNow
    }

    /// Screen point of a world point with the current camera.
    func screenPoint(ofWorld w: WorldPoint) -> ScreenPoint? {
        Projection(camera: context.camera, viewport: context.viewport).point(forWorld: w)
    }

    /// World point under a screen point with the current camera.
    func worldPoint(at p: ScreenPoint) -> WorldPoint? {
        Projection(camera: context.camera, viewport: context.viewport).worldPoint(for: p)
    }
}

/// A screen point from x, y.
func pt(_ x: Double, _ y: Double) -> ScreenPoint { ScreenPoint(x: x, y: y) }

/// Two fingers about a centre: half-distance `r`, angle `a` (radians) of the line from
/// finger 0 to finger 1.
func twoFingers(center c: ScreenPoint, radius r: Double, angle a: Double, phase: TouchPhase) -> [Touch] {
    let dx = r * cos(a), dy = r * sin(a)
    return [(phase, 0, c.x - dx, c.y - dy), (phase, 1, c.x + dx, c.y + dy)]
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
