import CameraMotion
import Gestures
import MapMath
import TraceJSON

/// The fields a profile file may override, one table per object, each field one line: its
/// JSON key (the Swift property's name), the property it sets and what it accepts. The
/// bounds are our choices: every number finite, distances and times at least 0, rates
/// whose zero would be degenerate (a deceleration, a tracker's horizon) greater than 0,
/// and generous upper limits (`maxPoints`, `maxSeconds`, `maxRate`, `maxFactor`). The
/// meaning, units and source of each field are on the Swift property and in
/// `traces/profile.schema.json`, which `ProfileSchemaTests` holds to these tables.
extension ProfileFile {
    /// Largest distance, points: 1e7 (`TraceDecoder.maxPoints`, as a trace's lengths).
    static let maxPoints = TraceDecoder.maxPoints
    /// Largest time, seconds: 1e9 (`TraceDecoder.maxTimeMs`, the longest trace).
    static let maxSeconds = TraceDecoder.maxTimeMs / 1000
    /// Largest speed or deceleration (points, levels or degrees per second, or per second²): 1e9.
    static let maxRate = 1e9
    /// Largest dimensionless factor, divisor or count of screenfuls: 1000.
    static let maxFactor = 1000.0

    /// A distance in points: [0, 1e7].
    static let distance = ProfileNumberRule.nonNegative(limit: maxPoints)
    /// A time in seconds: [0, 1e9].
    static let time = ProfileNumberRule.nonNegative(limit: maxSeconds)
    /// A time in seconds that zero would make degenerate: (0, 1e9].
    static let positiveTime = ProfileNumberRule.positive(limit: maxSeconds)
    /// A speed, per second: [0, 1e9].
    static let speed = ProfileNumberRule.nonNegative(limit: maxRate)
    /// A deceleration, per second²: (0, 1e9].
    static let deceleration = ProfileNumberRule.positive(limit: maxRate)
    /// A turn in degrees: [0, 360].
    static let turn = ProfileNumberRule.range(0...360)
    /// An angle from an axis, degrees: [0, 90].
    static let angleFromAxis = ProfileNumberRule.range(0...90)
    /// A zoom change in levels, either sign: [−30, 30].
    static let zoomDelta = ProfileNumberRule.magnitude(limit: 30)

    /// `gestures`: every `GestureThresholds` property, in declaration order.
    static let gestureFields: [ProfileField<GestureThresholds>] = [
        .number("touchSlop", \.touchSlop, distance),
        .number("tapTimeout", \.tapTimeout, time),
        .number("doubleTapTimeout", \.doubleTapTimeout, time),
        .number("doubleTapSlop", \.doubleTapSlop, distance),
        .number("doubleTapZoomDelta", \.doubleTapZoomDelta, zoomDelta),
        .number("longPressTimeout", \.longPressTimeout, positiveTime),
        .number("twoFingerTapTimeout", \.twoFingerTapTimeout, time),
        .number("twoFingerTapZoomDelta", \.twoFingerTapZoomDelta, zoomDelta),
        .number("pinchZoomThreshold", \.pinchZoomThreshold, .range(0...30)),
        .number("rotationThreshold", \.rotationThreshold, turn),
        .number("tiltThreshold", \.tiltThreshold, distance),
        .number("tiltMaxAngleFromVertical", \.tiltMaxAngleFromVertical, angleFromAxis),
        .number("tiltDegreesPerPoint", \.tiltDegreesPerPoint, .magnitude(limit: 90)),
        .number("oneFingerZoomLevelsPerPoint", \.oneFingerZoomLevelsPerPoint, .magnitude(limit: 30)),
        .number("minFlingVelocity", \.minFlingVelocity, speed),
        .number("maxFlingVelocity", \.maxFlingVelocity, speed),
        .number("velocityHorizon", \.velocityHorizon, positiveTime),
        .number("velocityAssumeStoppedGap", \.velocityAssumeStoppedGap, positiveTime),
        .number("moveThreshold", \.moveThreshold, distance),
        .choice("panStart", \.panStart),
        .choice("thresholdCrossing", \.thresholdCrossing),
        .choice("rotationStart", \.rotationStart),
        .number("rotationArcLength", \.rotationArcLength, distance),
        .choice("pinchStart", \.pinchStart),
        .number("pinchZoomRate", \.pinchZoomRate, .nonNegative(limit: 100)),
        .number("scaleSpanThreshold", \.scaleSpanThreshold, distance),
        .number("scaleMinimumSpeed", \.scaleMinimumSpeed, speed),
        .number("scaleMinimumAngledSpeed", \.scaleMinimumAngledSpeed, speed),
        .number("scaleRotationDeltaLimit", \.scaleRotationDeltaLimit, turn),
        .number("multiFingerMinimumSpan", \.multiFingerMinimumSpan, distance),
        .choice("tiltStart", \.tiltStart),
        .number("pitchFingerMoveThreshold", \.pitchFingerMoveThreshold, distance),
        .number("pitchSingleTouchTimeout", \.pitchSingleTouchTimeout, time),
        .number("shoveMaxLineAngle", \.shoveMaxLineAngle, angleFromAxis),
        .choice("releaseVelocity", \.releaseVelocity),
        .choice("flingVelocityCap", \.flingVelocityCap),
        .choice("pointerCancel", \.pointerCancel),
        .number("inertiaWindow", \.inertiaWindow, positiveTime),
        .number("inertiaMinimumEntryDistance", \.inertiaMinimumEntryDistance, distance),
        .number("inertiaVelocityWindow", \.inertiaVelocityWindow, time),
        .number("bearingSnap", \.bearingSnap, angleFromAxis),
        .value("exclusiveGestures", \.exclusiveGestures, definition: "gestureKindSets", gestureKindSets),
        .choice("longPress", \.longPress),
        .choice("tapRecognizer", \.tapRecognizer),
        .choice("liftPoint", \.liftPoint),
        .number("centredPanDropDistance", \.centredPanDropDistance, distance),
    ]

    /// `motion`: every `MotionDefaults` property, in declaration order.
    static let motionFields: [ProfileField<MotionDefaults>] = [
        .value("tiltLimit", \.tiltLimit, definition: "tiltLimit", tiltLimit),
        .value("fling", \.fling, definition: "fling", fling),
        .value("doubleTapZoom", \.doubleTapZoom, definition: "animationTiming", animationTiming),
        .value("twoFingerTapZoom", \.twoFingerTapZoom, definition: "animationTiming", animationTiming),
        .value("compassReset", \.compassReset, definition: "animationTiming", animationTiming),
        .number("compassFadeDelay", \.compassFadeDelay, time),
        .number("compassFadeDuration", \.compassFadeDuration, time),
        .value("defaultAnimation", \.defaultAnimation, definition: "animationTiming", animationTiming),
        .value("myLocationMove", \.myLocationMove, definition: "moveStyle", moveStyle),
        .optionalNumber("myLocationZoom", \.myLocationZoom, .range(TraceDecoder.zoomLevels)),
        .value("fitBoundsMove", \.fitBoundsMove, definition: "moveStyle", moveStyle),
        .value("flyTo", \.flyTo, definition: "flyTo", flyTo),
    ]

    /// An animation timing (`doubleTapZoom`, ...): both `AnimationTiming` properties.
    static let animationTimingFields: [ProfileField<AnimationTiming>] = [
        .number("duration", \.duration, time),
        .value("curve", \.curve, definition: "timingCurve", timingCurve),
    ]

    /// `flyTo`: every `FlyToParameters` property (the bounds its initializer checks, and limits).
    static let flyToFields: [ProfileField<FlyToParameters>] = [
        .number("curve", \.curve, .positive(limit: 100)),
        .number("speed", \.speed, .positive(limit: maxRate)),
        .number("maxDuration", \.maxDuration, time),
        .value("timing", \.timing, definition: "timingCurve", timingCurve),
    ]

    /// A stop of a `tiltLimit` table: both `TiltLimit.Stop` properties.
    static let tiltStopFields: [ProfileField<TiltLimit.Stop>] = [
        .number("zoom", \.zoom, .range(TraceDecoder.zoomLevels)),
        .number("maxTilt", \.maxTilt, .tilt),
    ]

    /// `fling` with `"model": "mapLibre"`: `MapLibreInertia`, each channel's deceleration
    /// and speed cap under a flat name.
    static let mapLibreFlingFields: [ProfileField<MapLibreInertia>] = [
        .number("panDeceleration", \.pan.deceleration, deceleration),
        .number("panMaxSpeed", \.pan.maxSpeed, speed),
        .number("zoomDeceleration", \.zoom.deceleration, deceleration),
        .number("zoomMaxSpeed", \.zoom.maxSpeed, speed),
        .number("bearingDeceleration", \.bearing.deceleration, deceleration),
        .number("bearingMaxSpeed", \.bearing.maxSpeed, speed),
        .number("tiltDeceleration", \.tilt.deceleration, deceleration),
        .number("tiltMaxSpeed", \.tilt.maxSpeed, speed),
        .number("linearity", \.linearity, .positive(limit: 1)),
        .value("easing", \.easing, definition: "timingCurve", timingCurve),
    ]

    /// `fling` with `"model": "decelerationRate"`: `DecelerationRateFling`.
    static let decelerationRateFlingFields: [ProfileField<DecelerationRateFling>] = [
        .number("ratePerMillisecond", \.ratePerMillisecond, .openUnitInterval),
        .number("stopDistance", \.stopDistance, .positive(limit: maxPoints)),
    ]

    /// `fling` with `"model": "scroller"`: `ScrollerFling`.
    static let scrollerFlingFields: [ProfileField<ScrollerFling>] = [
        .number("friction", \.friction, .positive(limit: 1)),
    ]

    /// `fling` with `"model": "mapLibreAndroid"`: `MapLibreAndroidFling`.
    static let mapLibreAndroidFlingFields: [ProfileField<MapLibreAndroidFling>] = [
        .number("speedDivisor", \.speedDivisor, .positive(limit: maxFactor)),
        .number("baseTiltFactor", \.baseTiltFactor, .positive(limit: maxFactor)),
        .number("tiltFactorPerDegree", \.tiltFactorPerDegree, .nonNegative(limit: maxFactor)),
        .number("baseDuration", \.baseDuration, time),
        .number("distanceFactor", \.distanceFactor, .nonNegative(limit: maxFactor)),
        .value("easing", \.easing, definition: "timingCurve", timingCurve),
    ]

    /// The keys of `model`'s fling fields (after `model` itself), in table order.
    static func flingFieldKeys(_ model: ProfileFlingModel) -> [String] {
        switch model {
        case .mapLibre: mapLibreFlingFields.map(\.key)
        case .decelerationRate: decelerationRateFlingFields.map(\.key)
        case .scroller: scrollerFlingFields.map(\.key)
        case .mapLibreAndroid: mapLibreAndroidFlingFields.map(\.key)
        }
    }
}
